// The staking calls (SPEC.md section 7): products, the user's positions, subscribing and early
// redemption (both move money: idempotent), the `mining` summary, and the back office's products.
import { defineCall } from './define.ts';

const schemas = () => import('../schemas/staking.ts');

export const lhDepositConfig = defineCall({
  method: ['GET', 'POST'],
  path: 'lh/deposit/config',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZStakingProductsResponse })),
});

export const lhDepositOrder = defineCall({
  method: ['GET', 'POST'],
  path: 'lh/deposit/order',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZStakingOrdersRequest, output: s.ZStakingOrdersResponse })),
});

export const lhDeposit = defineCall({
  method: 'POST',
  path: 'lh/deposit',
  auth: 'user',
  idempotent: true,
  schemas: () => schemas().then((s) => ({ input: s.ZStakingDepositRequest, output: s.ZStakingPosition })),
});

export const lhDepositOrderCancel = defineCall({
  method: 'POST',
  path: 'lh/deposit/order/cancel',
  auth: 'user',
  idempotent: true,
  schemas: () => schemas().then((s) => ({ input: s.ZStakingCancelRequest, output: s.ZStakingPosition })),
});

/** The user's staking summary: principal held per coin, today's and total income (the Financial tab composes it). */
export const mining = defineCall({
  method: ['GET', 'POST'],
  path: 'mining',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZMiningResponse })),
});

export const adminStakingProducts = defineCall({
  method: 'GET',
  path: 'admin/staking/products',
  auth: 'admin',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZAdminStakingProductsResponse })),
});

export const adminStakingProductSave = defineCall({
  method: 'POST',
  path: 'admin/staking/products/save',
  auth: 'admin',
  schemas: () => schemas().then((s) => ({ input: s.ZAdminStakingProductSave, output: s.ZAdminStakingProduct })),
});

export const adminStakingProductStatus = defineCall({
  method: 'POST',
  path: 'admin/staking/products/status',
  auth: 'admin',
  schemas: () => schemas().then((s) => ({ input: s.ZAdminStakingProductStatus, output: s.ZAdminStakingProduct })),
});
