// The notifications centre's calls (issue 5).
import { defineCall } from './define.ts';

const schemas = () => import('../schemas/notifications.ts');

export const notificationsList = defineCall({
  method: ['GET', 'POST'],
  path: 'notifications/list',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZNotificationListRequest, output: s.ZNotificationPage })),
});

export const notificationsUnread = defineCall({
  method: ['GET', 'POST'],
  path: 'notifications/unread',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZUnreadCount })),
});

export const notificationsRead = defineCall({
  method: 'POST',
  path: 'notifications/read',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZNotificationReadRequest, output: s.ZNotification })),
});

export const notificationsReadAll = defineCall({
  method: 'POST',
  path: 'notifications/read_all',
  auth: 'user',
  schemas: () => schemas().then((s) => ({ input: s.ZNoInput, output: s.ZReadAllResponse })),
});
