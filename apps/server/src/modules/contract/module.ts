// Leveraged contracts (issue 4): positions with margin from the lever account, opened at the mark
// price, the risk loop that fires stops and liquidations on the tick that crosses them; lever/*.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../app.ts';

export async function registerContractModule(_app: FastifyInstance, _deps: ModuleDeps): Promise<void> {}
