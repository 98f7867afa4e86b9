// Customer service (issue 5, /pages/kefu/index): the platform's own live support chat between a
// user and the agents of the back office, and the third-party widget of the `support_url` setting.
// The server validates with these schemas and the web and admin apps read their answers by them.
import { z } from 'zod';
import { key, zId, zLimit, zPage, zPageOf } from './common.ts';
import { zText, zWhole } from './fields.ts';
import { UPLOAD_NAME_RE } from './deposit.ts';

export { ZNoInput } from './common.ts';

/** One message's text, in characters (UTF-16 units, so never more than the column's characters). */
export const SUPPORT_MESSAGE_LENGTH_MAX = 500;
/** Messages a user may send per minute; the agents are not limited. */
export const SUPPORT_MESSAGES_PER_MINUTE_MAX = 20;
export const SUPPORT_RATE_WINDOW_MS = 60_000;
/** One screenful of history per page; "load earlier" asks for the page before the oldest shown. */
export const SUPPORT_PAGE_LIMIT_DEFAULT = 20;
export const SUPPORT_PAGE_LIMIT_MAX = 50;
/** How much of the last message the admin inbox shows. */
export const SUPPORT_PREVIEW_LENGTH_MAX = 80;

export const SUPPORT_SENDERS = ['user', 'agent'] as const;
export type TSupportSender = (typeof SUPPORT_SENDERS)[number];
export const SUPPORT_THREAD_STATUSES = ['open', 'closed'] as const;
export type TSupportThreadStatus = (typeof SUPPORT_THREAD_STATUSES)[number];

// The third-party widget (Meiqia). `support_url` holds its enterprise id; the web app loads the
// vendor's loader, then `_MEIQIA('entId', id)`, `_MEIQIA('withoutBtn')`, `_MEIQIA('language', 'en')`
// and opens the panel with `_MEIQIA('showPanel')`. The server's page CSP allows these origins.
export const SUPPORT_WIDGET_LOADER_URL = 'https://static.meiqia.com/widget/loader.js';
export const SUPPORT_WIDGET_LANGUAGE = 'en';
export const SUPPORT_WIDGET_CSP = {
  /** The loader and the scripts it loads. */
  script: ['https://static.meiqia.com'],
  /** The widget's API calls and its message push. */
  connect: ['https://*.meiqia.com', 'wss://*.meiqia.com'],
  /** The chat panel is the vendor's page in an iframe. */
  frame: ['https://*.meiqia.com'],
  /** The widget's icons and the agents' avatars outside the iframe. */
  img: ['https://*.meiqia.com'],
} as const;
/** An enterprise id: letters, digits, '-' and '_' only, so it can never be read as script or markup. */
export const SUPPORT_WIDGET_ID_RE = /^[A-Za-z0-9_-]{1,64}$/;

/** The widget id in the setting, or null: an empty (or malformed) setting means the platform's own chat. */
export function supportWidgetIdOf(setting: string | null | undefined): string | null {
  const value = (setting ?? '').trim();
  return SUPPORT_WIDGET_ID_RE.test(value) ? value : null;
}

const emptyAsAbsent = (value: unknown) => (value === '' || value === null ? undefined : value);

/** Text of a message; may be empty when an image is attached. */
export const zSupportBody = zText('support_message_too_long').max(SUPPORT_MESSAGE_LENGTH_MAX, key('support_message_too_long')).default('');
/** A file reference from POST /api/upload, or '' for none. */
export const zSupportImage = z
  .string(key('support_image_invalid'))
  .trim()
  .refine((name) => name === '' || UPLOAD_NAME_RE.test(name), key('support_image_invalid'))
  .default('');
const zSupportPageLimit = zWhole('limit_invalid', { max: SUPPORT_PAGE_LIMIT_MAX }).default(SUPPORT_PAGE_LIMIT_DEFAULT);

const nonEmpty = (body: { body: string; image: string }) => body.body !== '' || body.image !== '';

// The user's side

/** A page of history: the `limit` messages before message `before` (the newest when absent). */
export const ZSupportMessagesRequest = z.object({
  before: z.preprocess(emptyAsAbsent, zId.optional()),
  limit: zSupportPageLimit,
});
export type TSupportMessagesRequest = z.infer<typeof ZSupportMessagesRequest>;

export const ZSupportSendRequest = z
  .object({ body: zSupportBody, image: zSupportImage })
  .refine(nonEmpty, { ...key('support_message_empty'), path: ['body'] });
export type TSupportSendRequest = z.infer<typeof ZSupportSendRequest>;

/** Marks the messages of the other side read up to `up_to` (the newest one shown), or all when absent. */
export const ZSupportReadRequest = z.object({ up_to: z.preprocess(emptyAsAbsent, zId.optional()) });
export type TSupportReadRequest = z.infer<typeof ZSupportReadRequest>;

export const ZSupportMessage = z.object({
  id: z.number().int(),
  thread_id: z.number().int(),
  sender: z.enum(SUPPORT_SENDERS),
  body: z.string(),
  /** File reference, '' when none; served by GET /api/support/image/<name> to the thread's user and the agents. */
  image: z.string(),
  created_at: z.number().int(),
});
export type TSupportMessage = z.infer<typeof ZSupportMessage>;

export const ZSupportThreadState = z.object({
  id: z.number().int(),
  status: z.enum(SUPPORT_THREAD_STATUSES),
  /** The newest of the user's messages an agent has read (0: none), for the "read" mark. */
  agent_read_id: z.number().int(),
  /** The newest of the agents' messages the user has read. */
  user_read_id: z.number().int(),
});
export type TSupportThreadState = z.infer<typeof ZSupportThreadState>;

/** History oldest first (newest at the bottom); `has_more`: earlier messages exist. */
export const ZSupportMessagesResponse = z.object({
  thread: ZSupportThreadState.nullable(),
  data: z.array(ZSupportMessage),
  has_more: z.boolean(),
});
export type TSupportMessagesResponse = z.infer<typeof ZSupportMessagesResponse>;

/** Unread messages of the other side: the user's badge, the sidebar's total. */
export const ZSupportUnreadResponse = z.object({ count: z.number().int() });
export type TSupportUnreadResponse = z.infer<typeof ZSupportUnreadResponse>;

// The agents' side (admin/support/...)

export const zSupportThreadFilter = z.preprocess(
  emptyAsAbsent,
  z.enum([...SUPPORT_THREAD_STATUSES, 'all'], key('parameter_error')).default('open'),
);

export const ZAdminSupportThreadsRequest = z.object({ status: zSupportThreadFilter, page: zPage, limit: zLimit });
export type TAdminSupportThreadsRequest = z.infer<typeof ZAdminSupportThreadsRequest>;

export const ZAdminSupportThread = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_email: z.string(),
  user_nickname: z.string(),
  status: z.enum(SUPPORT_THREAD_STATUSES),
  /** The user's messages no agent has read yet. */
  unread: z.number().int(),
  last_sender: z.enum(SUPPORT_SENDERS).nullable(),
  /** The start of the last message's text ('' for an image alone). */
  last_preview: z.string(),
  last_has_image: z.boolean(),
  last_message_at: z.number().int(),
  user_read_id: z.number().int(),
  created_at: z.number().int(),
});
export type TAdminSupportThread = z.infer<typeof ZAdminSupportThread>;
export const ZAdminSupportThreadsResponse = zPageOf(ZAdminSupportThread);
export type TAdminSupportThreadsResponse = z.infer<typeof ZAdminSupportThreadsResponse>;

export const ZAdminSupportMessagesRequest = ZSupportMessagesRequest.extend({ thread_id: zId });
export type TAdminSupportMessagesRequest = z.infer<typeof ZAdminSupportMessagesRequest>;
export const ZAdminSupportMessagesResponse = z.object({
  thread: ZAdminSupportThread,
  data: z.array(ZSupportMessage),
  has_more: z.boolean(),
});
export type TAdminSupportMessagesResponse = z.infer<typeof ZAdminSupportMessagesResponse>;

export const ZAdminSupportSendRequest = z
  .object({ thread_id: zId, body: zSupportBody, image: zSupportImage })
  .refine(nonEmpty, { ...key('support_message_empty'), path: ['body'] });
export type TAdminSupportSendRequest = z.infer<typeof ZAdminSupportSendRequest>;

export const ZAdminSupportReadRequest = ZSupportReadRequest.extend({ thread_id: zId });
export const ZAdminSupportThreadRequest = z.object({ thread_id: zId });
/** A thread closed or reopened: 'Success' in the caller's language. */
export const ZAdminSupportThreadStatusResponse = z.string();

export const ZAdminSupportSettingRequest = z.object({
  support_url: z
    .string(key('support_widget_id_invalid'))
    .trim()
    .refine((value) => value === '' || SUPPORT_WIDGET_ID_RE.test(value), key('support_widget_id_invalid')),
});
export const ZAdminSupportSettingResponse = z.object({ support_url: z.string() });
export type TAdminSupportSettingResponse = z.infer<typeof ZAdminSupportSettingResponse>;

// Live events (packages/shared/src/realtime.ts names them)

/** SOCKET_EVENTS.supportMessage, to the thread's user and to the agents. */
export type TSupportMessageEvent = { thread_id: number; user_id: number; message: TSupportMessage };
/** SOCKET_EVENTS.supportRead: `side` read the other side's messages up to `up_to`. */
export type TSupportReadEvent = { thread_id: number; side: TSupportSender; up_to: number };
/** SOCKET_EVENTS.supportThread: an agent closed or reopened the thread. */
export type TSupportThreadEvent = { thread_id: number; status: TSupportThreadStatus };
