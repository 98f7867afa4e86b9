// The notifications centre (issue 5): the caller's notices, the badge's unread count, reading one
// or all. Registered by app.ts. Each area builds its own notices and hands them to the kernel's
// notify sink (notify/notify.ts) after its change commits.
import type { FastifyInstance } from 'fastify';
import { notificationsList, notificationsRead, notificationsReadAll, notificationsUnread } from '@platform/shared/contract/notifications';
import type { ModuleDeps } from '../../deps.ts';
import { defineRoute } from '../../http/route.ts';
import { noticePage, readAllNotices, readNotice, unreadCount } from './notices.ts';

export async function registerNotificationsModule(app: FastifyInstance, deps: ModuleDeps): Promise<void> {
  defineRoute(app, notificationsList, (input, ctx) => noticePage(deps, ctx.user.id, ctx.lang, input));
  defineRoute(app, notificationsUnread, async (_input, ctx) => ({ count: await unreadCount(deps.db, ctx.user.id) }));
  defineRoute(app, notificationsRead, (input, ctx) => readNotice(deps, ctx.user.id, ctx.lang, input.id));
  defineRoute(app, notificationsReadAll, (_input, ctx) => readAllNotices(deps, ctx.user.id));
}
