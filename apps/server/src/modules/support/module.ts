// The support area (issue 5): the live support chat between users and the back office's agents,
// and the setting that swaps it for a third-party widget. Registered by app.ts.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../deps.ts';
import { registerSupportAdminRoutes } from './admin-routes.ts';
import { registerSupportUserRoutes } from './routes.ts';

export async function registerSupportModule(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  registerSupportUserRoutes(app, deps);
  registerSupportAdminRoutes(app, deps);
}
