// Withdrawal calls of SPEC.md section 7: the withdraw screen's info, the address book, bank cards,
// the pay password, the request itself and the user's records.
import type { FastifyInstance } from 'fastify';
import {
  ZAddressDeleteRequest,
  ZAddressListRequest,
  ZAddressSaveRequest,
  ZBankCardSaveRequest,
  ZInternationalCardSaveRequest,
  ZPayPasswordRequest,
  ZWithdrawInfoRequest,
  ZWithdrawListRequest,
  ZWithdrawRequest,
  type TPayPasswordState,
} from '@platform/shared/schemas/withdraw';
import type { ModuleDeps } from '../../deps.ts';
import { defineRoute } from '../../http/route.ts';
import { deleteAddress, listAddresses, saveAddress } from './address-book.ts';
import { domesticCardOf, internationalCardOf, saveDomesticCard, saveInternationalCard } from './bank-cards.ts';
import { isPayPasswordSet, setPayPassword } from '../../auth/pay-password.ts';
import { concludeSecurityChange } from '../../auth/security-change.ts';
import { withdrawInfo, withdrawRecords } from './withdraw-info.ts';
import { requestWithdrawal } from './withdraw-request.ts';

export function registerWithdrawRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps;
  // Setting and checking the pay password run argon2: bound the work one address can ask for, as login does.
  const PASSWORD_RATE_LIMIT = { max: deps.config.passwordCallsPerMinute, timeWindow: 60_000 };

  defineRoute(app, {
    method: 'POST',
    path: 'wallet/get_info',
    input: ZWithdrawInfoRequest,
    auth: true,
    handler: (input, ctx) => withdrawInfo(db, ctx.user.id, input.currency_id, deps.clock()),
  });

  // Address book

  defineRoute(app, {
    method: 'POST',
    path: 'user/wallet/save',
    input: ZAddressSaveRequest,
    auth: true,
    handler: (input, ctx) => saveAddress(deps, ctx.user.id, input),
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    path: 'user/wallet/list',
    input: ZAddressListRequest,
    auth: true,
    handler: (input, ctx) => listAddresses(db, ctx.user.id, input.currency_id),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'user/wallet/delete',
    input: ZAddressDeleteRequest,
    auth: true,
    handler: async (input, ctx) => {
      await deleteAddress(db, ctx.user.id, input.id);
      return deps.translate(ctx.lang, 'success');
    },
  });

  // Pay password

  defineRoute(app, {
    method: 'POST',
    path: 'safe/pay_password',
    input: ZPayPasswordRequest,
    auth: true,
    rateLimit: PASSWORD_RATE_LIMIT,
    handler: async (input, ctx) => {
      await setPayPassword(deps, ctx.user.row, input);
      // A security change: the other sessions end and the user hears of it (security centre).
      await concludeSecurityChange(
        deps,
        { user: ctx.user.row, sessionId: ctx.user.sessionId, lang: ctx.lang },
        { kind: 'security_pay_password_changed', mailKey: 'security_mail_pay_password_changed' },
      );
      return deps.translate(ctx.lang, 'pay_password_saved');
    },
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    path: 'safe/pay_password_state',
    auth: true,
    handler: async (_input, ctx): Promise<TPayPasswordState> => ({ set: await isPayPasswordSet(db, ctx.user.id) }),
  });

  // Bank cards

  defineRoute(app, {
    method: 'POST',
    path: 'user/cash_save',
    input: ZBankCardSaveRequest,
    auth: true,
    handler: (input, ctx) => saveDomesticCard(deps, ctx.user.id, input),
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    path: 'user/cash_info',
    auth: true,
    handler: (_input, ctx) => domesticCardOf(db, ctx.user.id),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'user/cash_save_international',
    input: ZInternationalCardSaveRequest,
    auth: true,
    handler: (input, ctx) => saveInternationalCard(deps, ctx.user.id, input),
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    path: 'user/cash_info_international',
    auth: true,
    handler: (_input, ctx) => internationalCardOf(db, ctx.user.id),
  });

  // Withdrawals

  defineRoute(app, {
    method: 'POST',
    path: 'wallet/out',
    input: ZWithdrawRequest,
    auth: true,
    idempotent: true,
    rateLimit: PASSWORD_RATE_LIMIT,
    handler: (input, ctx) => requestWithdrawal(deps, ctx.user.id, input),
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    path: 'user/withdraw/list',
    input: ZWithdrawListRequest,
    auth: true,
    handler: (input, ctx) => withdrawRecords(db, ctx.user.id, input),
  });
}
