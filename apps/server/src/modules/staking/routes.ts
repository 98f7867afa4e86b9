// The staking calls of SPEC.md section 7 (lh/deposit/config, lh/deposit/order, lh/deposit,
// lh/deposit/order/cancel), the `mining` summary, and the back office's product calls.
import type { FastifyInstance } from 'fastify';
import {
  adminStakingProductSave,
  adminStakingProductStatus,
  adminStakingProducts,
  lhDeposit,
  lhDepositConfig,
  lhDepositOrder,
  lhDepositOrderCancel,
  mining,
} from '@platform/shared/contract/staking';
import { defineRoute } from '../../http/route.ts';
import { adminProducts, saveProduct, setStatus } from './admin.ts';
import { miningSummary, positionsOfUser, redeemEarly, stakingProducts, subscribe, type StakingDeps } from './staking-service.ts';

export function registerStakingRoutes(app: FastifyInstance, deps: StakingDeps): void {
  defineRoute(app, lhDepositConfig, (_input, ctx) => stakingProducts(deps, ctx.user?.id ?? null));
  defineRoute(app, lhDepositOrder, (input, ctx) => positionsOfUser(deps, ctx.user.id, input));
  defineRoute(app, lhDeposit, (input, ctx) => subscribe(deps, ctx.user.id, input));
  defineRoute(app, lhDepositOrderCancel, (input, ctx) => redeemEarly(deps, ctx.user.id, input.id));
  defineRoute(app, mining, (_input, ctx) => miningSummary(deps, ctx.user.id));
  defineRoute(app, adminStakingProducts, () => adminProducts(deps));
  defineRoute(app, adminStakingProductSave, (input, ctx) => saveProduct(deps, input, ctx));
  defineRoute(app, adminStakingProductStatus, (input, ctx) => setStatus(deps, input, ctx));
}
