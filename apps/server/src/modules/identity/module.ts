// The identity area (issue 5): the user's verification calls and the back office's review of them.
// Which other calls need a verified identity is decided in verification-gate.ts.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../deps.ts';
import { registerIdentityReviewRoutes } from './review.ts';
import { registerIdentityRoutes } from './routes.ts';

export async function registerIdentityModule(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  registerIdentityRoutes(app, deps);
  registerIdentityReviewRoutes(app, deps);
}
