// The leveraged-contract calls, lever/* (SPEC.md section 7): the contract screen's terms, the
// user's positions and history, and the money-moving calls (submit, close, batch_close), which are
// idempotent. lever/deal answers signed-out callers too, with nothing available.
import { defineCall } from './define.ts';

const schemas = () => import('../schemas/contract.ts');

export const leverDeal = defineCall({
  method: ['GET', 'POST'],
  path: 'lever/deal',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZLeverDealRequest, output: s.ZLeverDeal })),
});

export const leverSubmit = defineCall({
  method: 'POST',
  path: 'lever/submit',
  auth: 'user',
  idempotent: true,
  schemas: () => schemas().then((s) => ({ input: s.ZLeverSubmitRequest, output: s.ZContractPosition })),
});

export const leverDealall = defineCall({
  method: ['GET', 'POST'],
  path: 'lever/dealall',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZLeverDealallRequest, output: s.ZLeverDealall })),
});

export const leverMyTrade = defineCall({
  method: ['GET', 'POST'],
  path: 'lever/my_trade',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZLeverMyTradeRequest, output: s.ZLeverMyTradeResponse })),
});

export const leverClose = defineCall({
  method: 'POST',
  path: 'lever/close',
  auth: 'user',
  idempotent: true,
  schemas: () => schemas().then((s) => ({ input: s.ZLeverCloseRequest, output: s.ZContractPosition })),
});

export const leverSetstop = defineCall({
  method: 'POST',
  path: 'lever/setstop',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZLeverSetStopRequest, output: s.ZContractPosition })),
});

export const leverBatchClose = defineCall({
  method: 'POST',
  path: 'lever/batch_close',
  auth: 'user',
  idempotent: true,
  schemas: () => schemas().then((s) => ({ input: s.ZLeverBatchCloseRequest, output: s.ZLeverBatchCloseResponse })),
});
