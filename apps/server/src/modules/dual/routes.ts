// The dual-investment calls of SPEC.md section 7 (dual/index, detail, buyDual, dual_list), the
// Financial tab's dual/summary, and the back office's admin/dual/*. Buying moves money, so it is
// idempotent; a user reads only their own orders.
import type { FastifyInstance } from 'fastify';
import {
  adminDualProducts,
  adminDualSave,
  adminDualStatus,
  dualBuy,
  dualDetail,
  dualIndex,
  dualList,
  dualSummary,
} from '@platform/shared/contract/dual';
import { defineRoute } from '../../http/route.ts';
import { adminProducts, saveProduct, setProductStatus } from './admin.ts';
import { buyDual, openProducts, ordersOfUser, productDetail, summaryOfUser, type DualDeps } from './dual-service.ts';

export function registerDualRoutes(app: FastifyInstance, deps: DualDeps): void {
  defineRoute(app, dualIndex, (input) => openProducts(deps, input));
  defineRoute(app, dualDetail, (input) => productDetail(deps, input.id));
  defineRoute(app, dualBuy, (input, ctx) => buyDual(deps, ctx.user.id, input));
  defineRoute(app, dualList, (input, ctx) => ordersOfUser(deps, ctx.user.id, input));
  defineRoute(app, dualSummary, (_input, ctx) => summaryOfUser(deps, ctx.user.id));
  defineRoute(app, adminDualProducts, () => adminProducts(deps));
  defineRoute(app, adminDualSave, (input, ctx) => saveProduct(deps, ctx, input));
  defineRoute(app, adminDualStatus, (input, ctx) => setProductStatus(deps, ctx, input));
}
