// Account calls of SPEC.md section 7: codes, register, login, logout, info, passwords.
import type { FastifyInstance } from 'fastify';
import {
  ZCheckEmailRequest,
  ZForgetRequest,
  ZLoginRequest,
  ZRegisterRequest,
  ZSendCodeRequest,
  ZUpdatePasswordRequest,
  type TSendCodeRequest,
} from '@platform/shared/schemas/account';
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
  defineRoute(app, {
    method: 'POST',
    path: 'sms_mail',
    input: ZSendCodeRequest,
    auth: false,
    rateLimit: CODE_RATE_LIMIT,
    handler: sendCodeVia('email'),
  });
  defineRoute(app, {
    method: 'POST',
    path: 'sms_send',
    input: ZSendCodeRequest,
    auth: false,
    rateLimit: CODE_RATE_LIMIT,
    handler: sendCodeVia('phone'),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'user/check_email',
    input: ZCheckEmailRequest,
    auth: false,
    handler: async (input, ctx) => {
      const account = accountRef(input.user_string, input.area_code);
      if (!account) throw new AppError('email_invalid');
      if (await findUserByAccount(deps.db, account)) throw new AppError('account_exists');
      return deps.translate(ctx.lang, 'account_available');
    },
  });

  defineRoute(app, {
    method: 'POST',
    path: 'user/register',
    input: ZRegisterRequest,
    auth: false,
    rateLimit: PASSWORD_RATE_LIMIT,
    handler: (input, ctx) => register(deps, input, ctx.lang, ctx),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'user/login',
    input: ZLoginRequest,
    auth: false,
    rateLimit: PASSWORD_RATE_LIMIT,
    handler: async (input, ctx) => {
      const session = await login(deps, input, ctx);
      await announceNewDevice(deps, session.userId, ctx.userAgent);
      return session.token;
    },
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    path: 'user/logout',
    auth: true,
    handler: async (_input, ctx) => {
      await revokeSession(deps.db, ctx.user.sessionId, deps.clock());
      return deps.translate(ctx.lang, 'logout_success');
    },
  });

  defineRoute(app, {
    method: 'GET',
    path: 'user/info',
    auth: true,
    handler: (_input, ctx) => toUser(ctx.user.row),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'user/forget',
    input: ZForgetRequest,
    auth: false,
    rateLimit: PASSWORD_RATE_LIMIT,
    handler: async (input, ctx) => {
      await resetForgottenPassword(deps, input);
      return deps.translate(ctx.lang, 'password_changed');
    },
  });

  defineRoute(app, {
    method: 'POST',
    path: 'safe/update_password',
    input: ZUpdatePasswordRequest,
    auth: true,
    rateLimit: PASSWORD_RATE_LIMIT,
    handler: async (input, ctx) => {
      await changePassword(deps, ctx.user.id, ctx.user.sessionId, input.password, input.code);
      await announceSecurityChange(deps, await currentUser(deps.db, ctx.user.id), ctx.lang, {
        kind: 'security_password_changed',
        mailKey: 'security_mail_password_changed',
      });
      return deps.translate(ctx.lang, 'password_changed_here');
    },
  });
}
