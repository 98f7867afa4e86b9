// Reads a verification code the way a user reads their mail: from the running server's outbox.
import Database from 'better-sqlite3';
import { e2eDatabaseFile } from './paths.ts';

function latestTo(target: string): { id: number; body: string } | undefined {
  const db = new Database(e2eDatabaseFile, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('select id, body from outbox where target = ? order by id desc limit 1').get(target) as
      { id: number; body: string } | undefined;
  } finally {
    db.close();
  }
}

/** The id of the last message sent to `target` (0 if none): pass it to waitForCode to wait for a newer one. */
export function lastMessageId(target: string): number {
  return latestTo(target)?.id ?? 0;
}

/** The code in the latest message to `target`, waiting until one newer than `afterId` arrives. */
export async function waitForCode(target: string, { afterId = 0, timeoutMs = 10_000 } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const row = latestTo(target);
    const code = row && row.id > afterId ? row.body.match(/\b\d{6}\b/)?.[0] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no code reached the outbox for ${target}`);
}
