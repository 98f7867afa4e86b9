// Reads a verification code the way a user reads their mail: from the running server's outbox.
import Database from 'better-sqlite3';
import { e2eDatabaseFile } from './paths.ts';

export async function waitForCode(target: string, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const db = new Database(e2eDatabaseFile, { readonly: true, fileMustExist: true });
    try {
      const row = db.prepare('select body from outbox where target = ? order by id desc limit 1').get(target) as
        { body: string } | undefined;
      const code = row?.body.match(/\b\d{6}\b/)?.[0];
      if (code) return code;
    } finally {
      db.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code reached the outbox for ${target}`);
}
