// IEO (SPEC.md section 7): the projects, one project, subscribing (moves money: idempotent), the
// user's subscriptions; user/project/summary for the Financial tab; and the back office's
// admin/ieo/* (create, edit, open, close; audited). Nothing here changes an allocation.
import { defineCall } from './define.ts';

const schemas = () => import('../schemas/ieo.ts');

export const project = defineCall({
  method: ['GET', 'POST'],
  path: 'project',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZIeoProjectsRequest, output: s.ZIeoProjectsResponse })),
});

export const projectDetail = defineCall({
  method: ['GET', 'POST'],
  path: 'project/detail',
  auth: 'none',
  schemas: () => schemas().then((s) => ({ input: s.ZIeoDetailRequest, output: s.ZIeoProject })),
});

export const projectOrder = defineCall({
  method: 'POST',
  path: 'project/order',
  auth: 'user',
  idempotent: true,
  schemas: () => schemas().then((s) => ({ input: s.ZIeoOrderRequest, output: s.ZIeoOrder })),
});

export const userProjectOrder = defineCall({
  method: ['GET', 'POST'],
  path: 'user/project/order',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZIeoOrdersRequest, output: s.ZIeoOrdersResponse })),
});

/** What the Financial tab shows of IEO: subscriptions awaiting allocation and tokens received. */
export const userProjectSummary = defineCall({
  method: 'GET',
  path: 'user/project/summary',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZIeoSummary })),
});

export const adminIeoProjects = defineCall({
  method: 'GET',
  path: 'admin/ieo/projects',
  auth: 'admin',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZAdminIeoProjectsResponse })),
});

export const adminIeoSave = defineCall({
  method: 'POST',
  path: 'admin/ieo/save',
  auth: 'admin',
  schemas: () => schemas().then((s) => ({ input: s.ZAdminIeoSaveRequest, output: s.ZAdminIeoProject })),
});

export const adminIeoStatus = defineCall({
  method: 'POST',
  path: 'admin/ieo/status',
  auth: 'admin',
  schemas: () => schemas().then((s) => ({ input: s.ZAdminIeoStatusRequest, output: s.ZAdminIeoProject })),
});
