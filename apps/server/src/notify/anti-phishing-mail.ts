// The anti-phishing code at the top of every email the platform sends to its owner (the mailer
// calls this for each message). Kept apart from the rest of the module so the mailer loads little.
import { toLang } from '@platform/shared/languages';
import type { Db } from '../db/database.ts';
import { loadTranslator, type Translate } from '../http/translate.ts';
import type { OutgoingMessage } from './message.ts';

// The mailer has no translator of its own; the catalogue is loaded once, on the first email.
let translator: Promise<Translate> | null = null;

/** The message with the recipient's anti-phishing code as its first line, in their language; as is when they have none. */
export async function withAntiPhishingCode(db: Db, message: OutgoingMessage): Promise<OutgoingMessage> {
  if (message.channel !== 'email') return message;
  const owner = await antiPhishingOfEmail(db, message.target.toLowerCase());
  if (!owner?.code) return message;
  translator ??= loadTranslator();
  const line = (await translator)(toLang(owner.lang), 'anti_phishing_mail_line', { code: owner.code });
  return { ...message, body: `${line}\n\n${message.body}` };
}

/** The anti-phishing code and language of the user an email address belongs to. */
function antiPhishingOfEmail(db: Db, email: string): Promise<{ code: string | null; lang: string } | undefined> {
  return db
    .selectFrom('users')
    .leftJoin('user_security', 'user_security.user_id', 'users.id')
    .select(['user_security.anti_phishing_code as code', 'users.lang as lang'])
    .where('users.email', '=', email)
    .executeTakeFirst();
}
