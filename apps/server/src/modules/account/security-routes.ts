// The security centre's calls (issue 5). safe/mobile and safe/email are SPEC.md section 7's; the
// rest are our own paths under safe/. safe/update_password lives with the account calls and
// safe/pay_password with the wallet's; both end in security-change.ts too.
import type { FastifyInstance } from 'fastify';
import {
  safeAntiPhishing,
  safeEmail,
  safeMobile,
  safeSessions,
  safeSessionsRevoke,
  safeSessionsRevokeOthers,
  safeState,
  safeTotpDisable,
  safeTotpEnable,
  safeTotpSetup,
  safeUnbind,
} from '@platform/shared/contract/account';
import type { ModuleDeps } from '../../deps.ts';
import { defineRoute, type AuthedContext } from '../../http/route.ts';
import { setAntiPhishingCode } from './anti-phishing.ts';
import { bindEmail, bindMobile, unbindContact, type Caller } from './contacts.ts';
import { listSessions, revokeOthers, revokeOwnSession } from './sessions.ts';
import { securityState } from './security-state.ts';
import { disableTwoFactor, enableTwoFactor, setUpTotp } from './two-factor.ts';

const callerOf = (ctx: AuthedContext): Caller => ({ userId: ctx.user.id, sessionId: ctx.user.sessionId, lang: ctx.lang });

export function registerSecurityRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const { db } = deps;
  // Calls that check a password (argon2) or a 6-digit code: bounded per address like login.
  const GUARDED_RATE_LIMIT = { max: deps.config.passwordCallsPerMinute, timeWindow: 60_000 };
  const guarded = { rateLimit: GUARDED_RATE_LIMIT };

  defineRoute(app, safeState, (_input, ctx) => securityState(db, ctx.user.id, deps.clock()));

  // Contacts

  defineRoute(
    app,
    safeMobile,
    async (input, ctx) => {
      await bindMobile(deps, callerOf(ctx), input);
      return deps.translate(ctx.lang, 'phone_bound_done');
    },
    guarded,
  );

  defineRoute(
    app,
    safeEmail,
    async (input, ctx) => {
      await bindEmail(deps, callerOf(ctx), input);
      return deps.translate(ctx.lang, 'email_bound_done');
    },
    guarded,
  );

  defineRoute(
    app,
    safeUnbind,
    async (input, ctx) => {
      await unbindContact(deps, callerOf(ctx), input);
      return deps.translate(ctx.lang, 'unbind_done');
    },
    guarded,
  );

  // Two-factor authentication

  defineRoute(app, safeTotpSetup, (_input, ctx) => setUpTotp(deps, ctx.user.id));

  defineRoute(app, safeTotpEnable, (input, ctx) => enableTwoFactor(deps, callerOf(ctx), input.code), guarded);

  defineRoute(
    app,
    safeTotpDisable,
    async (input, ctx) => {
      await disableTwoFactor(deps, callerOf(ctx), input.code);
      return deps.translate(ctx.lang, 'totp_disabled_done');
    },
    guarded,
  );

  // Anti-phishing code

  defineRoute(app, safeAntiPhishing, async (input, ctx) => {
    await setAntiPhishingCode(deps, callerOf(ctx), input.code);
    return deps.translate(ctx.lang, 'anti_phishing_saved');
  });

  // Sessions

  defineRoute(app, safeSessions, (_input, ctx) => listSessions(db, ctx.user.id, ctx.user.sessionId, deps.clock()));

  defineRoute(app, safeSessionsRevoke, async (input, ctx) => {
    await revokeOwnSession(db, ctx.user.id, input.id, deps.clock());
    return deps.translate(ctx.lang, 'session_revoked_done');
  });

  defineRoute(app, safeSessionsRevokeOthers, async (_input, ctx) => {
    await revokeOthers(db, ctx.user.id, ctx.user.sessionId, deps.clock());
    return deps.translate(ctx.lang, 'sessions_revoked_done');
  });
}
