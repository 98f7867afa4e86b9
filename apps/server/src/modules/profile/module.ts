// The profile area (issue 5): its routes, registered by app.ts.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../deps.ts';
import { registerProfileRoutes } from './routes.ts';

export async function registerProfileModule(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  registerProfileRoutes(app, deps);
}
