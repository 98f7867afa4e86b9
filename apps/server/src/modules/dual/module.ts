// Dual investment (issue 13): products by coin and type, buying whole units, settlement at the
// product's time from the recorded tick by a scheduler that also catches up after a restart; dual/*.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../deps.ts';
import type { DualDeps } from './dual-service.ts';
import { registerDualRoutes } from './routes.ts';
import { DualSettler } from './settlement.ts';

export async function registerDualModule(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const dualDeps: DualDeps = { db: deps.db, dialect: deps.dialect, io: deps.io, clock: deps.clock, prices: app.market.prices };
  const settler = new DualSettler(dualDeps, (error) => app.log.error({ err: error }, 'dual settlement failed'));
  // Listen before catching up: a batch recorded meanwhile is then settled by one or the other.
  const stopListening = app.market.prices.onRecorded('dual-settlement', async (ticks) => {
    await settler.settleMarkets(ticks.map((tick) => tick.marketId));
  });
  const caughtUp = await settler.settleAll();
  if (caughtUp > 0) app.log.info({ settled: caughtUp }, 'dual orders that came due while down settled');
  settler.start();
  app.addHook('onClose', async () => {
    stopListening();
    await settler.stop();
  });
  registerDualRoutes(app, dualDeps);
}
