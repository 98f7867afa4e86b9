// Dual investment (issue 13): products by coin and type, buying whole units, settlement at the
// product's time from the recorded tick by a scheduler that also catches up after a restart; dual/*.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../deps.ts';
import type { DualDeps } from './dual-service.ts';
import { registerDualRoutes } from './routes.ts';
import { startDueSettler } from '../../prices/due-settler.ts';
import { SETTLE_INTERVAL_MS, settleDueOrders } from './settlement.ts';

export async function registerDualModule(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const dualDeps: DualDeps = { db: deps.db, dialect: deps.dialect, io: deps.io, clock: deps.clock, prices: app.market.prices };
  const onError = (error: unknown) => app.log.error({ err: error }, 'dual settlement failed');
  const settler = await startDueSettler(
    app.market.prices,
    'dual-settlement',
    (lastTickTimeByMarket) => settleDueOrders(dualDeps, lastTickTimeByMarket, onError),
    { intervalMs: SETTLE_INTERVAL_MS, onError },
  );
  if (settler.caughtUp > 0) app.log.info({ settled: settler.caughtUp }, 'dual orders that came due while down settled');
  app.addHook('onClose', settler.stop);
  registerDualRoutes(app, dualDeps);
}
