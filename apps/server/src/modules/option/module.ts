// Seconds options (issue 4): stakes on up or down, settled at expiry from the recorded ticks by a
// scheduler that also catches up after a restart; microtrade/*.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../app.ts';

export async function registerOptionModule(_app: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
