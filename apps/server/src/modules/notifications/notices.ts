// The caller's notices as they read them: each rendered in the caller's language from its kind and
// parameters (so a notice follows a change of language), and marking them read.
import { LANGUAGE_LOCALES, type Lang } from '@platform/shared/languages';
import type { PageOf } from '@platform/shared/envelope';
import { parseNoticeParams, renderNotice, type TemplateOf } from '@platform/shared/notification-texts';
import type { TNotification, TNotificationListRequest, TReadAllResponse } from '@platform/shared/schemas/notifications';
import type { Db } from '../../db/database.ts';
import { AppError } from '../../http/errors.ts';
import type { Translate } from '../../http/translate.ts';
import type { NotificationRow } from '../../notify/notify-queries.ts';
import { countNotifications, listNotifications, markAllRead, markRead } from './queries.ts';

export type NoticesDeps = { db: Db; clock: () => number; translate: Translate };

/** The stored texts of one language: translate() with no parameters leaves the {{placeholders}} in. */
function templatesOf(translate: Translate, lang: Lang): TemplateOf {
  return (key) => translate(lang, key as Parameters<Translate>[1]);
}

function noticeJson(row: NotificationRow, templateOf: TemplateOf, locale: string): TNotification {
  const { title, body } = renderNotice(row.kind, parseNoticeParams(row.params), templateOf, locale);
  return { id: row.id, kind: row.kind, title, body, link: row.link, read: row.read_at !== null, created_at: row.created_at };
}

export async function noticePage(
  deps: NoticesDeps,
  userId: number,
  lang: Lang,
  input: TNotificationListRequest,
): Promise<PageOf<TNotification>> {
  const filter = { userId, unreadOnly: input.filter === 'unread' };
  const [rows, total] = await Promise.all([
    listNotifications(deps.db, filter, { offset: (input.page - 1) * input.limit, limit: input.limit }),
    countNotifications(deps.db, filter),
  ]);
  const templateOf = templatesOf(deps.translate, lang);
  const locale = LANGUAGE_LOCALES[lang];
  return { data: rows.map((row) => noticeJson(row, templateOf, locale)), total, page: input.page, limit: input.limit };
}

export function unreadCount(db: Db, userId: number): Promise<number> {
  return countNotifications(db, { userId, unreadOnly: true });
}

/** Another user's notice is 'not found' and stays as it was. */
export async function readNotice(deps: NoticesDeps, userId: number, lang: Lang, id: number): Promise<TNotification> {
  const row = await markRead(deps.db, userId, id, deps.clock());
  if (!row) throw new AppError('notification_not_found');
  return noticeJson(row, templatesOf(deps.translate, lang), LANGUAGE_LOCALES[lang]);
}

export async function readAllNotices(deps: NoticesDeps, userId: number): Promise<TReadAllResponse> {
  return { read: await markAllRead(deps.db, userId, deps.clock()) };
}
