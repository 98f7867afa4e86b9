// The security area (issue 5): its routes and background work, registered by app.ts.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../app.ts';

export async function registerSecurityModule(_app: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
