// What follows every security change (login or pay password, email, phone, two-factor, the
// anti-phishing code): the user's other sessions end, the caller's stays; a notice goes to the
// notifications centre; and a message goes to the account's contacts, so a change made by someone
// else with a stolen session is seen where the thief cannot hide it (for a contact change, also at
// the contact it replaced or removed).
import type { Lang } from '@platform/shared/languages';
import { NOTIFICATION_LINKS, type NotificationKind, type NotificationParams } from '@platform/shared/notification-rules';
import type { TextKey } from '@platform/shared/i18n/texts';
import type { ModuleDeps } from '../deps.ts';
import type { UserRow } from '../db/schema.ts';
import { revokeOtherSessions } from './sessions.ts';
import type { AccountRef } from './account-queries.ts';
import { targetOf } from './accounts.ts';
import { notifyUser } from '../notify/notify.ts';

export type SecurityChange = {
  /** The notice of the notifications centre; null for a change that has no kind of its own (removing a contact). */
  kind: NotificationKind | null;
  /** The text of the email or SMS: one of the security_mail_* keys. */
  mailKey: TextKey;
  params?: NotificationParams;
  /** A contact the change replaced or removed: it hears of the change too. */
  formerContact?: AccountRef;
};

function contactsOf(user: UserRow): AccountRef[] {
  const contacts: AccountRef[] = [];
  if (user.email) contacts.push({ kind: 'email', email: user.email });
  if (user.phone) contacts.push({ kind: 'phone', areaCode: user.area_code, phone: user.phone });
  return contacts;
}

/** The notice and the messages, for a change that has committed. Never rejects: the change stands. */
export async function announceSecurityChange(deps: ModuleDeps, user: UserRow, lang: Lang, change: SecurityChange): Promise<void> {
  if (change.kind)
    await notifyUser(deps, { userId: user.id, kind: change.kind, params: change.params ?? {}, link: NOTIFICATION_LINKS.security });
  const targets = new Map<string, AccountRef>();
  for (const contact of [...contactsOf(user), ...(change.formerContact ? [change.formerContact] : [])]) {
    targets.set(targetOf(contact), contact);
  }
  const subject = deps.translate(lang, 'security_mail_subject');
  const body = `${deps.translate(lang, change.mailKey, change.params)}\n\n${deps.translate(lang, 'security_mail_footer')}`;
  for (const [target, contact] of targets) {
    try {
      await deps.mailer.send({ channel: contact.kind, target, subject, body });
    } catch (error) {
      console.error(`security notice ${change.kind} to user ${user.id} not sent`, error);
    }
  }
}

/** Ends the other sessions, then announces the change. */
export async function concludeSecurityChange(
  deps: ModuleDeps,
  caller: { user: UserRow; sessionId: number; lang: Lang },
  change: SecurityChange,
): Promise<void> {
  await revokeOtherSessions(deps.db, caller.user.id, caller.sessionId, deps.clock());
  await announceSecurityChange(deps, caller.user, caller.lang, change);
}
