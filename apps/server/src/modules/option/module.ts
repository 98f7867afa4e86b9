// Seconds options (issue 4): stakes on up or down, settled at expiry from the recorded ticks by a
// scheduler that also catches up after a restart; microtrade/*.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../deps.ts';
import type { OptionDeps } from './option-service.ts';
import { registerOptionRoutes } from './routes.ts';
import { OptionSettler } from './settlement.ts';

export async function registerOptionModule(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const optionDeps: OptionDeps = { db: deps.db, dialect: deps.dialect, io: deps.io, clock: deps.clock, prices: app.market.prices };
  const settler = new OptionSettler(optionDeps, (error) => app.log.error({ err: error }, 'option settlement failed'));
  // Listen before catching up: a batch recorded meanwhile is then settled by one or the other.
  const stopListening = app.market.prices.onRecorded('option-settlement', async (ticks) => {
    await settler.settleMarkets(ticks.map((tick) => tick.marketId));
  });
  const caughtUp = await settler.settleAll();
  if (caughtUp > 0) app.log.info({ settled: caughtUp }, 'options that came due while down settled');
  settler.start();
  app.addHook('onClose', async () => {
    stopListening();
    await settler.stop();
  });
  registerOptionRoutes(app, optionDeps);
}
