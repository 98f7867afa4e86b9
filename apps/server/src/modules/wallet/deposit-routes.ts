// Deposit calls of SPEC.md section 7: the platform's address for a coin, an on-chain deposit with
// its voucher, the OTC bank details and fiat recharge, and the user's deposit records.
import type { FastifyInstance } from 'fastify';
import { ZChargeRequest, ZGetInAddressRequest, ZOtcRechargeRequest, ZRechargeLogRequest } from '@platform/shared/schemas/deposit';
import type { ModuleDeps } from '../../deps.ts';
import { defineRoute } from '../../http/route.ts';
import { depositAddress, depositLog, otcInfo, requestChainDeposit, requestOtcRecharge } from './deposit-service.ts';

export function registerDepositRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps;

  defineRoute(app, {
    method: ['POST', 'GET'],
    path: 'wallet/get_in_address',
    input: ZGetInAddressRequest,
    auth: true,
    handler: (input) => depositAddress(db, input),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'wallet/charge_req',
    input: ZChargeRequest,
    auth: true,
    idempotent: true,
    handler: (input, ctx) => requestChainDeposit(deps, ctx.user.id, input),
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    path: 'otc/info',
    auth: true,
    handler: () => otcInfo(db),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'otc/recharge',
    input: ZOtcRechargeRequest,
    auth: true,
    idempotent: true,
    handler: (input, ctx) => requestOtcRecharge(deps, ctx.user.id, input),
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    path: 'recharge/log',
    input: ZRechargeLogRequest,
    auth: true,
    handler: (input, ctx) => depositLog(db, ctx.user.id, input),
  });
}
