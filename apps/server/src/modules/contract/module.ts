// Leveraged contracts (issue 4): positions with margin from the lever account, opened at the mark
// price, the risk loop that fires stops and liquidations on the tick that crosses them; lever/*.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../deps.ts';
import { ContractDesk } from './desk.ts';
import { catchUp, startRiskLoop } from './risk-loop.ts';
import { registerContractRoutes } from './routes.ts';

export async function registerContractModule(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const desk = await ContractDesk.load({
    db: deps.db,
    dialect: deps.dialect,
    io: deps.io,
    clock: deps.clock,
    prices: app.market.prices,
    directory: app.market.directory,
    onError: (error, context) => app.log.error({ err: error, ...context }, 'contract position not evaluated'),
  });
  // Listen before catching up: a tick recorded meanwhile is evaluated by one or the other (or both,
  // which changes nothing the second time).
  const stopListening = startRiskLoop(desk);
  await catchUp(desk);
  app.log.info({ positions: desk.live.size() }, 'contract positions watched');
  app.addHook('onClose', async () => {
    stopListening();
    await desk.idle();
  });
  registerContractRoutes(app, desk);
}
