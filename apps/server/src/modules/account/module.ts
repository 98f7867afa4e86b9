// The security area (issue 5): its routes, registered by app.ts.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../deps.ts';
import { registerSecurityRoutes } from './security-routes.ts';

export async function registerSecurityModule(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  registerSecurityRoutes(app, deps);
}
