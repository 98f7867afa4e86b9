// Account calls of SPEC.md section 7: codes, register, login, logout, info, passwords.
import type { FastifyInstance } from 'fastify';
import {
  safeUpdatePassword,
  smsMail,
  smsSend,
  userCheckEmail,
  userForget,
  userInfo,
  userLogin,
  userLogout,
  userRegister,
} from '@platform/shared/contract/account';
import type { TSendCodeRequest } from '@platform/shared/schemas/account';
import type { ModuleDeps } from '../../deps.ts';
import { AppError } from '../../http/errors.ts';
import { defineRoute, type CallContext } from '../../http/route.ts';
import { revokeSession } from '../../auth/sessions.ts';
import { findUserByAccount } from '../../auth/account-queries.ts';
import { announceNewDevice } from './new-device.ts';
import { currentUser } from './contacts.ts';
import { announceSecurityChange } from '../../auth/security-change.ts';
import { accountRef, toUser } from '../../auth/accounts.ts';
import { changePassword, login, register, resetForgottenPassword, sendCode } from './service.ts';

export function registerAccountRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  // Code sends cost a mail or an SMS: a per-address limit on top of the per-target 60 s.
  const CODE_RATE_LIMIT = { max: deps.config.codeSendsPerMinute, timeWindow: 60_000 };
  // Login, registration and password changes run argon2: bound the work one address can ask for.
  const PASSWORD_RATE_LIMIT = { max: deps.config.passwordCallsPerMinute, timeWindow: 60_000 };
  const sendCodeVia = (kind: 'email' | 'phone') => async (input: TSendCodeRequest, ctx: CallContext) => {
    const account = accountRef(input.user_string, input.area_code);
    if (!account || account.kind !== kind) throw new AppError(kind === 'email' ? 'email_invalid' : 'phone_invalid');
    await sendCode(deps, { account, scene: input.scene, lang: ctx.lang, userId: ctx.user?.id ?? null });
    return deps.translate(ctx.lang, 'code_sent');
  };
  defineRoute(app, smsMail, sendCodeVia('email'), { rateLimit: CODE_RATE_LIMIT });
  defineRoute(app, smsSend, sendCodeVia('phone'), { rateLimit: CODE_RATE_LIMIT });

  defineRoute(app, userCheckEmail, async (input, ctx) => {
    const account = accountRef(input.user_string, input.area_code);
    if (!account) throw new AppError('email_invalid');
    if (await findUserByAccount(deps.db, account)) throw new AppError('account_exists');
    return deps.translate(ctx.lang, 'account_available');
  });

  defineRoute(app, userRegister, (input, ctx) => register(deps, input, ctx.lang, ctx), { rateLimit: PASSWORD_RATE_LIMIT });

  defineRoute(
    app,
    userLogin,
    async (input, ctx) => {
      const session = await login(deps, input, ctx);
      await announceNewDevice(deps, session.userId, ctx.userAgent);
      return session.token;
    },
    { rateLimit: PASSWORD_RATE_LIMIT },
  );

  defineRoute(app, userLogout, async (_input, ctx) => {
    await revokeSession(deps.db, ctx.user.sessionId, deps.clock());
    return deps.translate(ctx.lang, 'logout_success');
  });

  defineRoute(app, userInfo, (_input, ctx) => toUser(ctx.user.row));

  defineRoute(
    app,
    userForget,
    async (input, ctx) => {
      await resetForgottenPassword(deps, input);
      return deps.translate(ctx.lang, 'password_changed');
    },
    { rateLimit: PASSWORD_RATE_LIMIT },
  );

  defineRoute(
    app,
    safeUpdatePassword,
    async (input, ctx) => {
      await changePassword(deps, ctx.user.id, ctx.user.sessionId, input.password, input.code);
      await announceSecurityChange(deps, await currentUser(deps.db, ctx.user.id), ctx.lang, {
        kind: 'security_password_changed',
        mailKey: 'security_mail_password_changed',
      });
      return deps.translate(ctx.lang, 'password_changed_here');
    },
    { rateLimit: PASSWORD_RATE_LIMIT },
  );
}
