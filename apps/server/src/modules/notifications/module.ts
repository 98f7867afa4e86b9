// The notifications centre (issue 5): the caller's notices, the badge's unread count, reading one
// or all. Registered by app.ts. Each area builds its own notices and hands them to the kernel's
// notify sink (notify/notify.ts) after its change commits.
import type { FastifyInstance } from 'fastify';
import { ZNotificationListRequest, ZNotificationReadRequest, type TUnreadCount } from '@platform/shared/schemas/notifications';
import type { ModuleDeps } from '../../deps.ts';
import { defineRoute } from '../../http/route.ts';
import { noticePage, readAllNotices, readNotice, unreadCount } from './notices.ts';

export async function registerNotificationsModule(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  defineRoute(app, {
    method: ['GET', 'POST'],
    path: 'notifications/list',
    input: ZNotificationListRequest,
    auth: true,
    handler: (input, ctx) => noticePage(deps, ctx.user.id, ctx.lang, input),
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    path: 'notifications/unread',
    auth: true,
    handler: async (_input, ctx): Promise<TUnreadCount> => ({ count: await unreadCount(deps.db, ctx.user.id) }),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'notifications/read',
    input: ZNotificationReadRequest,
    auth: true,
    handler: (input, ctx) => readNotice(deps, ctx.user.id, ctx.lang, input.id),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'notifications/read_all',
    auth: true,
    handler: (_input, ctx) => readAllNotices(deps, ctx.user.id),
  });
}
