// Delivery of codes and notices. Every message is recorded in the outbox; email also goes out
// through SMTP when SMTP_URL is set. SMS has no provider configured, so it stays in the outbox
// (`npm run outbox` prints it), which keeps the demo working with no mail server.
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { withAntiPhishingCode } from './anti-phishing-mail.ts';
import type { Mailer } from './message.ts';

export function createMailer(config: Config, db: Db, clock: () => number): Mailer {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const announce = config.logLevel !== 'silent';
  return {
    async send(outgoing) {
      // Every email to a user who chose an anti-phishing code starts with it.
      const message = await withAntiPhishingCode(db, outgoing);
      const now = clock();
      const delivered = message.channel === 'email' && transport !== null;
      if (delivered) {
        await transport.sendMail({ from: config.mailFrom, to: message.target, subject: message.subject, text: message.body });
      }
      await db
        .insertInto('outbox')
        .values({ ...message, created_at: now, delivered_at: delivered ? now : null })
        .execute();
      if (!delivered && announce) console.info(`[outbox] ${message.channel} to ${message.target}: ${message.body}`);
    },
  };
}
