// Being built (wallet issue).
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../app.ts';

export function registerWithdrawRoutes(_app: FastifyInstance, _deps: ModuleDeps): void {}
