// Withdrawal calls of SPEC.md section 7: the withdraw screen's info, the address book, bank cards,
// the pay password, the request itself and the user's records.
import type { FastifyInstance } from 'fastify';
import {
  safePayPassword,
  safePayPasswordState,
  userCashInfo,
  userCashInfoInternational,
  userCashSave,
  userCashSaveInternational,
  userWalletDelete,
  userWalletList,
  userWalletSave,
  userWithdrawList,
  walletGetInfo,
  walletOut,
} from '@platform/shared/contract/wallet';
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

  defineRoute(app, walletGetInfo, (input, ctx) => withdrawInfo(db, ctx.user.id, input.currency_id, deps.clock()));

  // Address book

  defineRoute(app, userWalletSave, (input, ctx) => saveAddress(deps, ctx.user.id, input));

  defineRoute(app, userWalletList, (input, ctx) => listAddresses(db, ctx.user.id, input.currency_id));

  defineRoute(app, userWalletDelete, async (input, ctx) => {
    await deleteAddress(db, ctx.user.id, input.id);
    return deps.translate(ctx.lang, 'success');
  });

  // Pay password

  defineRoute(
    app,
    safePayPassword,
    async (input, ctx) => {
      await setPayPassword(deps, ctx.user.row, input);
      // A security change: the other sessions end and the user hears of it (security centre).
      await concludeSecurityChange(
        deps,
        { user: ctx.user.row, sessionId: ctx.user.sessionId, lang: ctx.lang },
        { kind: 'security_pay_password_changed', mailKey: 'security_mail_pay_password_changed' },
      );
      return deps.translate(ctx.lang, 'pay_password_saved');
    },
    { rateLimit: PASSWORD_RATE_LIMIT },
  );

  defineRoute(app, safePayPasswordState, async (_input, ctx) => ({ set: await isPayPasswordSet(db, ctx.user.id) }));

  // Bank cards

  defineRoute(app, userCashSave, (input, ctx) => saveDomesticCard(deps, ctx.user.id, input));
  defineRoute(app, userCashInfo, (_input, ctx) => domesticCardOf(db, ctx.user.id));
  defineRoute(app, userCashSaveInternational, (input, ctx) => saveInternationalCard(deps, ctx.user.id, input));
  defineRoute(app, userCashInfoInternational, (_input, ctx) => internationalCardOf(db, ctx.user.id));

  // Withdrawals

  defineRoute(app, walletOut, (input, ctx) => requestWithdrawal(deps, ctx.user.id, input), { rateLimit: PASSWORD_RATE_LIMIT });

  defineRoute(app, userWithdrawList, (input, ctx) => withdrawRecords(db, ctx.user.id, input));
}
