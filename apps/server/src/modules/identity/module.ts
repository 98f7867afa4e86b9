// The identity area (issue 5): its routes and background work, registered by app.ts.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../app.ts';

export async function registerIdentityModule(_app: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
