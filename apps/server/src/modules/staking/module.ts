// Staking, locked mining (issue 13): products, positions, early redemption and the daily dividend
// run, which catches up at start on the days missed while the server was down (in the background,
// off the request path) and then runs on a timer; lh/deposit/*, mining, admin/staking/*.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../deps.ts';
import { StakingAccrual } from './accrual.ts';
import { registerStakingRoutes } from './routes.ts';
import type { StakingDeps } from './staking-service.ts';

export function registerStakingModule(app: FastifyInstance, deps: ModuleDeps): void {
  const stakingDeps: StakingDeps = { db: deps.db, dialect: deps.dialect, io: deps.io, clock: deps.clock };
  const accrual = new StakingAccrual(stakingDeps, (error) => app.log.error({ err: error }, 'staking accrual failed'));
  app.addHook('onReady', async () => {
    void accrual.run().then((report) => {
      if (report && report.daysPaid > 0) app.log.info(report, 'staking days due while down paid');
    });
    accrual.start();
  });
  app.addHook('onClose', async () => {
    await accrual.stop();
  });
  registerStakingRoutes(app, stakingDeps);
}
