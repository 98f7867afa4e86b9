// The notifications centre's calls (issue 5): the caller's notices a page at a time, newest first,
// each rendered in the caller's language; the unread count of the badge; reading one or all.
import { z } from 'zod';
import { NOTIFICATION_KINDS } from '../notification-rules.ts';
import { key, zId, zLimit, zPage, zPageOf } from './common.ts';

export { ZNoInput } from './common.ts';

export const NOTIFICATION_FILTERS = ['all', 'unread'] as const;
export type NotificationFilter = (typeof NOTIFICATION_FILTERS)[number];

/** notifications/list: `filter` unread leaves out what was read. */
export const ZNotificationListRequest = z.object({
  page: zPage,
  limit: zLimit,
  filter: z.preprocess((value) => (value === '' ? undefined : value), z.enum(NOTIFICATION_FILTERS, key('parameter_error')).default('all')),
});
export type TNotificationListRequest = z.infer<typeof ZNotificationListRequest>;

/** One notice as its owner reads it: title and body in the caller's language. */
export const ZNotification = z.object({
  id: z.number().int(),
  /** One of NOTIFICATION_KINDS, or a kind a newer server wrote. */
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** An in-app hash route to the record the notice is about, or ''. */
  link: z.string(),
  read: z.boolean(),
  created_at: z.number().int(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationPage = zPageOf(ZNotification);
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

/** notifications/unread: the badge. */
export const ZUnreadCount = z.object({ count: z.number().int() });
export type TUnreadCount = z.infer<typeof ZUnreadCount>;

/** notifications/read: one of the caller's own notices. */
export const ZNotificationReadRequest = z.object({ id: zId });
export type TNotificationReadRequest = z.infer<typeof ZNotificationReadRequest>;

/** notifications/read_all: how many were unread. */
export const ZReadAllResponse = z.object({ read: z.number().int() });
export type TReadAllResponse = z.infer<typeof ZReadAllResponse>;

/**
 * The socket event (NOTIFICATION_SOCKET_EVENT) to the owner's room when a notice is created: its
 * kind and parameters, so an open screen renders the toast in its own language without a call.
 */
export const ZNotificationEvent = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  params: z.record(z.string(), z.string()),
  link: z.string(),
  created_at: z.number().int(),
});
export type TNotificationEvent = z.infer<typeof ZNotificationEvent>;
