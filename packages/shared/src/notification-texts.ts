// A notice's title and body in one language, from its kind and parameters: the server renders the
// list with it, the web app the toast of a notice that just arrived, so both read alike. Zod-free.
import { formatDecimal } from './format.ts';
import { NOTIFICATION_WORDS, NOTIFICATION_WORD_PARAMS, isNotificationKind, type NotificationParams } from './notification-rules.ts';

/** The text of a key as stored, its {{placeholders}} unfilled (the server's and the web's own lookups). */
export type TemplateOf = (key: string) => string;

export type RenderedNotice = { title: string; body: string };

const WORD_PARAMS: ReadonlySet<string> = new Set(NOTIFICATION_WORD_PARAMS);
const WORDS: ReadonlySet<string> = new Set(NOTIFICATION_WORDS);
/** Parameters that hold an amount or a price (a decimal string): shown with the reader's separators. */
const NUMBER_PARAMS: ReadonlySet<string> = new Set(['amount', 'price', 'profit', 'loss', 'payout', 'stake', 'quote']);
const DECIMAL = /^-?\d+(\.\d+)?$/;

function fillValue(name: string, value: string, templateOf: TemplateOf, locale: string | undefined): string {
  if (WORD_PARAMS.has(name) && WORDS.has(value)) return templateOf(`notice_value_${value}`);
  if (NUMBER_PARAMS.has(name) && DECIMAL.test(value)) return formatDecimal(value, 2, locale);
  return value;
}

function fill(template: string, params: NotificationParams, templateOf: TemplateOf, locale: string | undefined): string {
  const filled = template.replace(/\{\{(\w+)\}\}/g, (_whole, name: string) => fillValue(name, params[name] ?? '', templateOf, locale));
  // A parameter a sender left out (an optional one) leaves no double space behind.
  return filled.replace(/[ \t]{2,}/g, ' ').trim();
}

/** `locale`: the reader's, for amounts (LANGUAGE_LOCALES); the web app's display locale when left out. */
export function renderNotice(kind: string, params: NotificationParams, templateOf: TemplateOf, locale?: string): RenderedNotice {
  // A kind this version does not know (written by a newer one) still shows as a notice.
  if (!isNotificationKind(kind)) return { title: templateOf('notice_fallback_title'), body: '' };
  return {
    title: fill(templateOf(`notice_${kind}_title`), params, templateOf, locale),
    body: fill(templateOf(`notice_${kind}_body`), params, templateOf, locale),
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
