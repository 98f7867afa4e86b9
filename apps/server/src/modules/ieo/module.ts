// IEO subscriptions (issue 13): projects by state, subscribing with the payment frozen in the
// platform's IEO subscriptions account, and the allocation at each project's distribution time by a
// scheduler that also catches up at start on what came due while the server was down; project,
// project/detail, project/order, user/project/order, user/project/summary, admin/ieo/*.
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../../deps.ts';
import { IeoAllocator } from './allocation.ts';
import type { IeoDeps } from './ieo-service.ts';
import { registerIeoRoutes } from './routes.ts';

export function registerIeoModule(app: FastifyInstance, deps: ModuleDeps): void {
  const ieoDeps: IeoDeps = { db: deps.db, dialect: deps.dialect, io: deps.io, clock: deps.clock };
  const allocator = new IeoAllocator(ieoDeps, (error) => app.log.error({ err: error }, 'ieo allocation failed'));
  app.addHook('onReady', async () => {
    void allocator.run().then((report) => {
      if (report.orders > 0) app.log.info(report, 'ieo subscriptions due while down allocated');
    });
    allocator.start();
  });
  app.addHook('onClose', async () => {
    await allocator.stop();
  });
  registerIeoRoutes(app, ieoDeps);
}
