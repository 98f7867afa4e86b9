// Crypto-backed loans (issue 13): borrow USDT against BTC or ETH, hourly interest, margin calls and
// liquidation on the recorded tick that crosses the liquidation LTV; loan/* and admin/loan/*.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../deps.ts';
import { registerLoanAdminRoutes } from './admin-routes.ts';
import type { LoanDeps } from './loan-service.ts';
import { accrueAll, catchUp, evaluateTicks, type RiskDeps } from './risk-loop.ts';
import { registerLoanRoutes } from './routes.ts';

/** How often the loan-hours of quiet markets are charged; a tick charges its market's loans at once. */
export const ACCRUAL_INTERVAL_MS = 60_000;

export async function registerLoanModule(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  const loanDeps: LoanDeps = {
    db: deps.db,
    dialect: deps.dialect,
    io: deps.io,
    clock: deps.clock,
    prices: app.market.prices,
    config: { redisUrl: deps.config.redisUrl },
  };
  const riskDeps: RiskDeps = { ...loanDeps, onError: (error, context) => app.log.error({ err: error, ...context }, 'loan not evaluated') };
  // Listen before catching up: a tick recorded meanwhile is evaluated by one or the other (or both, which changes nothing twice).
  const stopListening = app.market.prices.onRecorded('loan-risk', (ticks) => evaluateTicks(riskDeps, ticks));
  await catchUp(riskDeps);
  let running: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    running = running.then(() => accrueAll(riskDeps));
  }, ACCRUAL_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    stopListening();
    clearInterval(timer);
    await running;
  });
  registerLoanRoutes(app, loanDeps);
  registerLoanAdminRoutes(app, loanDeps);
}
