// The notifications centre's kinds (issue 5: system notices). A notification is stored as its kind
// and parameters and rendered in the reader's language when read, so changing the language
// changes the old notices too. Each area owns its notices: its kinds, their parameters, links and
// words in notices/<area>.ts (which documents each kind's parameters), their texts
// `notice_<kind>_title` and `notice_<kind>_body` in i18n/notices/<area>/<lang>.ts. This file
// composes them into the lists the server and the web read; a new area adds its files, one line in
// NOTICE_AREAS below and one in each language's i18n/notifications/<lang>.ts.
// Zod-free: the server's modules and the web app's badge import it.
import { walletNotices } from './notices/wallet.ts';
import { identityNotices } from './notices/identity.ts';
import { spotNotices } from './notices/spot.ts';
import { contractNotices } from './notices/contract.ts';
import { optionNotices } from './notices/option.ts';
import { securityNotices } from './notices/security.ts';
import { supportNotices } from './notices/support.ts';
import { loanNotices } from './notices/loan.ts';
import { dualNotices } from './notices/dual.ts';
import { stakingNotices } from './notices/staking.ts';
import { ieoNotices } from './notices/ieo.ts';

/** Every area's notices, in the order of NOTIFICATION_KINDS. */
const NOTICE_AREAS = [
  walletNotices,
  identityNotices,
  spotNotices,
  contractNotices,
  optionNotices,
  securityNotices,
  supportNotices,
  loanNotices,
  dualNotices,
  stakingNotices,
  ieoNotices,
] as const;

type AnyNoticeArea = (typeof NOTICE_AREAS)[number];
type IntersectionOf<Union> = (Union extends unknown ? (part: Union) => void : never) extends (all: infer All) => void ? All : never;

/** Each value once; a value two areas both declare where only one may (a kind, a word) is a bug. */
function composed<Value>(lists: readonly (readonly Value[])[], what: string, { shared }: { shared: boolean }): readonly Value[] {
  const all = lists.flat();
  const once = [...new Set(all)];
  if (!shared && once.length !== all.length) throw new Error(`a notice ${what} is declared by two areas`);
  return once;
}

/** The areas' objects as one; a name two areas both declare (a link) is a bug. */
function merged(objects: readonly object[], what: string): object {
  composed(
    objects.map((object) => Object.keys(object)),
    what,
    { shared: false },
  );
  return Object.assign({}, ...objects) as object;
}

export const NOTIFICATION_KINDS: readonly AnyNoticeArea['kinds'][number][] = composed(
  NOTICE_AREAS.map((area) => area.kinds),
  'kind',
  { shared: false },
);
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Parameters are strings: amounts as decimal strings (never numbers), symbols, reasons. */
export type NotificationParams = Record<string, string>;

/** Each kind's parameter names, as its area documents them; a test holds the texts to them. */
export const NOTIFICATION_PARAMS = merged(
  NOTICE_AREAS.map((area) => area.params),
  'kind',
) as Readonly<Record<NotificationKind, readonly string[]>>;

/**
 * Parameters whose value is a word of a fixed set (a side, a direction, a result), shown in the
 * reader's language through the text `notice_value_<value>`; any other value is shown as it is.
 * Two areas may share a parameter name (contract and option both have a direction).
 */
export const NOTIFICATION_WORD_PARAMS: readonly string[] = composed(
  NOTICE_AREAS.map((area) => area.wordParams),
  'word parameter',
  { shared: true },
);
/** Every area's words; each is the text `notice_value_<word>` of one area, so no two areas declare the same word. */
export const NOTIFICATION_WORDS: readonly string[] = composed(
  NOTICE_AREAS.map((area) => area.words),
  'word',
  { shared: false },
);

/**
 * The in-app hash routes the areas' notices open (apps/web/src/lib/paths.ts), by name, each on the tab
 * that holds the record (a filled order among the completed ones, a closed position in the history, a
 * settled option among the settled ones). apps/web/test/notification-links.test.ts checks each
 * against the app's routes and the tabs its screen knows.
 */
export const NOTIFICATION_LINKS = merged(
  NOTICE_AREAS.map((area) => area.links),
  'link',
) as Readonly<IntersectionOf<AnyNoticeArea['links']>>;

export function isNotificationKind(value: string): value is NotificationKind {
  return (NOTIFICATION_KINDS as readonly string[]).includes(value);
}

/** Socket event to the user's room when a notification is created; payload TNotificationEvent (schemas/notifications.ts). */
export const NOTIFICATION_SOCKET_EVENT = 'notification';
