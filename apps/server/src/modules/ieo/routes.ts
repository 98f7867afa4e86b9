// The IEO calls of SPEC.md section 7 (project, project/detail, project/order, user/project/order),
// the Financial tab's user/project/summary, and the back office's admin/ieo/*. Subscribing moves
// money, so it is idempotent; a user reads only their own subscriptions.
import type { FastifyInstance } from 'fastify';
import {
  adminIeoProjects,
  adminIeoSave,
  adminIeoStatus,
  project,
  projectDetail,
  projectOrder,
  userProjectOrder,
  userProjectSummary,
} from '@platform/shared/contract/ieo';
import { defineRoute } from '../../http/route.ts';
import { adminProjects, saveProject, setProjectStatus } from './admin.ts';
import { ordersOfUser, projectDetail as detailOf, projects, subscribe, summaryOfUser, type IeoDeps } from './ieo-service.ts';

export function registerIeoRoutes(app: FastifyInstance, deps: IeoDeps): void {
  defineRoute(app, project, (input, ctx) => projects(deps, ctx.user?.id ?? null, input));
  defineRoute(app, projectDetail, (input, ctx) => detailOf(deps, ctx.user?.id ?? null, input.id));
  defineRoute(app, projectOrder, (input, ctx) => subscribe(deps, ctx.user.id, input));
  defineRoute(app, userProjectOrder, (input, ctx) => ordersOfUser(deps, ctx.user.id, input));
  defineRoute(app, userProjectSummary, (_input, ctx) => summaryOfUser(deps, ctx.user.id));
  defineRoute(app, adminIeoProjects, () => adminProjects(deps));
  defineRoute(app, adminIeoSave, (input, ctx) => saveProject(deps, ctx, input));
  defineRoute(app, adminIeoStatus, (input, ctx) => setProjectStatus(deps, ctx, input));
}
