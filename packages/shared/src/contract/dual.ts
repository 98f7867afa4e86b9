// Dual investment, dual/* (SPEC.md section 7): the products by coin and type, one product, buying
// (moves money: idempotent), the user's orders; dual/summary for the Financial tab; and the back
// office's admin/dual/* (create, edit, open, close; audited).
import { defineCall } from './define.ts';

const schemas = () => import('../schemas/dual.ts');

export const dualIndex = defineCall({
  method: ['GET', 'POST'],
  path: 'dual/index',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZDualIndexRequest, output: s.ZDualIndexResponse })),
});

export const dualDetail = defineCall({
  method: ['GET', 'POST'],
  path: 'dual/detail',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZDualDetailRequest, output: s.ZDualProduct })),
});

export const dualBuy = defineCall({
  method: 'POST',
  path: 'dual/buyDual',
  auth: 'user',
  idempotent: true,
  schemas: () => schemas().then((s) => ({ input: s.ZDualBuyRequest, output: s.ZDualOrder })),
});

export const dualList = defineCall({
  method: ['GET', 'POST'],
  path: 'dual/dual_list',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZDualListRequest, output: s.ZDualListResponse })),
});

export const dualSummary = defineCall({
  method: 'GET',
  path: 'dual/summary',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZDualSummary })),
});

export const adminDualProducts = defineCall({
  method: 'GET',
  path: 'admin/dual/products',
  auth: 'admin',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZAdminDualProductsResponse })),
});

export const adminDualSave = defineCall({
  method: 'POST',
  path: 'admin/dual/save',
  auth: 'admin',
  schemas: () => schemas().then((s) => ({ input: s.ZAdminDualSaveRequest, output: s.ZAdminDualProduct })),
});

export const adminDualStatus = defineCall({
  method: 'POST',
  path: 'admin/dual/status',
  auth: 'admin',
  schemas: () => schemas().then((s) => ({ input: s.ZAdminDualStatusRequest, output: s.ZAdminDualProduct })),
});
