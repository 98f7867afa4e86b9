// The seconds-option calls, microtrade/* (SPEC.md section 7): the stake coins and products,
// placing an option (moves money: idempotent), one option's result and the user's list.
import { defineCall } from './define.ts';

const schemas = () => import('../schemas/option.ts');

export const microtradePayableCurrencies = defineCall({
  method: ['GET', 'POST'],
  path: 'microtrade/payable_currencies',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZPayableCurrenciesResponse })),
});

export const microtradeSeconds = defineCall({
  method: ['GET', 'POST'],
  path: 'microtrade/seconds',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZOptionSecondsResponse })),
});

export const microtradeSubmit = defineCall({
  method: 'POST',
  path: 'microtrade/submit',
  auth: 'user',
  idempotent: true,
  schemas: () => schemas().then((s) => ({ input: s.ZMicrotradeSubmitRequest, output: s.ZOptionOrder })),
});

export const microtradeGetResult = defineCall({
  method: ['GET', 'POST'],
  path: 'microtrade/get_result',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZMicrotradeResultRequest, output: s.ZOptionOrder })),
});

export const microtradeLists = defineCall({
  method: ['GET', 'POST'],
  path: 'microtrade/lists',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZMicrotradeListsRequest, output: s.ZMicrotradeListsResponse })),
});
