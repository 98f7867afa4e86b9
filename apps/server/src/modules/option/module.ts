// Seconds options (issue 4): stakes on up or down, settled at expiry from the recorded ticks by a
// scheduler that also catches up after a restart; microtrade/*.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../deps.ts';
import type { OptionDeps } from './option-service.ts';
import { registerOptionRoutes } from './routes.ts';
import { startDueSettler } from '../../prices/due-settler.ts';
import { SETTLE_INTERVAL_MS, settleDueOptions } from './settlement.ts';

export async function registerOptionModule(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const optionDeps: OptionDeps = { db: deps.db, dialect: deps.dialect, io: deps.io, clock: deps.clock, prices: app.market.prices };
  const onError = (error: unknown) => app.log.error({ err: error }, 'option settlement failed');
  const settler = await startDueSettler(
    app.market.prices,
    'option-settlement',
    (lastTickTimeByMarket) => settleDueOptions(optionDeps, lastTickTimeByMarket, onError),
    { intervalMs: SETTLE_INTERVAL_MS, onError },
  );
  if (settler.caughtUp > 0) app.log.info({ settled: settler.caughtUp }, 'options that came due while down settled');
  app.addHook('onClose', settler.stop);
  registerOptionRoutes(app, optionDeps);
}
