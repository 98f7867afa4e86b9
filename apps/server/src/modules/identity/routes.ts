// Identity verification calls of SPEC.md section 7: real/state, user/real (basic with real_type 1,
// advanced with real_type 2) and user/autoreal (advanced: the hand-held photo and a memo).
// No per-route rate limit beyond the global one: at most one submission per user waits for review.
import type { FastifyInstance } from 'fastify';
import { realState as realStateCall, userAutoreal, userReal } from '@platform/shared/contract/identity';
import type { ModuleDeps } from '../../deps.ts';
import { defineRoute } from '../../http/route.ts';
import { realState, submitVerification } from './service.ts';

export function registerIdentityRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  defineRoute(app, realStateCall, (_input, ctx) => realState(deps.db, ctx.user.id));

  defineRoute(app, userReal, (input, ctx) => submitVerification(deps, ctx.user.id, input));

  defineRoute(app, userAutoreal, (input, ctx) => submitVerification(deps, ctx.user.id, input));
}
