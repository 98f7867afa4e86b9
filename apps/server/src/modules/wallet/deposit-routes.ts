// Deposit calls of SPEC.md section 7: the platform's address for a coin, an on-chain deposit with
// its voucher, the OTC bank details and fiat recharge, and the user's deposit records.
import type { FastifyInstance } from 'fastify';
import { otcInfo as otcInfoCall, otcRecharge, rechargeLog, walletChargeReq, walletGetInAddress } from '@platform/shared/contract/wallet';
import type { ModuleDeps } from '../../deps.ts';
import { defineRoute } from '../../http/route.ts';
import { depositAddress, depositLog, otcInfo, requestChainDeposit, requestOtcRecharge } from './deposit-service.ts';

export function registerDepositRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps;

  defineRoute(app, walletGetInAddress, (input) => depositAddress(db, input));
  defineRoute(app, walletChargeReq, (input, ctx) => requestChainDeposit(deps, ctx.user.id, input));
  defineRoute(app, otcInfoCall, () => otcInfo(db));
  defineRoute(app, otcRecharge, (input, ctx) => requestOtcRecharge(deps, ctx.user.id, input));
  defineRoute(app, rechargeLog, (input, ctx) => depositLog(db, ctx.user.id, input));
}
