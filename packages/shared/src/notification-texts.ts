// A notice's title and body in one language, from its kind and parameters: the server renders the
// list with it, the web app the toast of a notice that just arrived, so both read alike. Zod-free.
import { NOTIFICATION_WORDS, NOTIFICATION_WORD_PARAMS, isNotificationKind, type NotificationParams } from './notification-rules.ts';

/** The text of a key as stored, its {{placeholders}} unfilled (the server's and the web's own lookups). */
export type TemplateOf = (key: string) => string;

export type RenderedNotice = { title: string; body: string };

const WORD_PARAMS: ReadonlySet<string> = new Set(NOTIFICATION_WORD_PARAMS);
const WORDS: ReadonlySet<string> = new Set(NOTIFICATION_WORDS);

function fill(template: string, params: NotificationParams, templateOf: TemplateOf): string {
  const filled = template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => {
    const value = params[name] ?? '';
    return WORD_PARAMS.has(name) && WORDS.has(value) ? templateOf(`notice_value_${value}`) : value;
  });
  // A parameter a sender left out (an optional one) leaves no double space behind.
  return filled.replace(/[ \t]{2,}/g, ' ').trim();
}

export function renderNotice(kind: string, params: NotificationParams, templateOf: TemplateOf): RenderedNotice {
  // A kind this version does not know (written by a newer one) still shows as a notice.
  if (!isNotificationKind(kind)) return { title: templateOf('notice_fallback_title'), body: '' };
  return {
    title: fill(templateOf(`notice_${kind}_title`), params, templateOf),
    body: fill(templateOf(`notice_${kind}_body`), params, templateOf),
  };
}

/** Stored parameters (a JSON object of strings); anything else reads as none. */
export function parseNoticeParams(text: string): NotificationParams {
  try {
    const value: unknown = JSON.parse(text);
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}
