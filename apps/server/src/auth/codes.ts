// Verification codes: 6 digits per target and scene, 10 minutes, one send per 60 s, dead after 5 wrong tries.
import crypto from 'node:crypto';
import { CODE_ATTEMPTS_MAX, CODE_RESEND_INTERVAL_MS, CODE_TTL_MS } from '@platform/shared/constants';
import type { CodeScene } from '@platform/shared/schemas/account';
import type { Db } from '../db/database.ts';
import { AppError } from '../http/errors.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { Channel } from '../notify/message.ts';
import { consumeCode, countWrongCode, insertCode, latestCode } from './account-queries.ts';

function hashCode(channel: Channel, target: string, scene: string, code: string): string {
  return crypto.createHash('sha256').update(`${channel}|${target}|${scene}|${code}`).digest('hex');
}

/** Issues a new code, or refuses while the last one to this target is younger than 60 s. */
export async function issueCode(db: Db, channel: Channel, target: string, scene: CodeScene, now: number): Promise<string> {
  const last = await latestCode(db, channel, target, scene);
  if (last && now - last.created_at < CODE_RESEND_INTERVAL_MS) {
    throw new AppError('code_send_too_soon', { seconds: Math.ceil((CODE_RESEND_INTERVAL_MS - (now - last.created_at)) / 1000) });
  }
  const code = crypto.randomInt(0, 1_000_000).toString().padStart(6, '0');
  try {
    await insertCode(db, {
      channel,
      target,
      scene,
      code_hash: hashCode(channel, target, scene, code),
      created_at: now,
      expires_at: now + CODE_TTL_MS,
      send_slot: Math.floor(now / CODE_RESEND_INTERVAL_MS),
    });
  } catch (error) {
    // A concurrent request took this 60 s slot first.
    if (isUniqueViolation(error)) throw new AppError('code_send_too_soon', { seconds: Math.ceil(CODE_RESEND_INTERVAL_MS / 1000) });
    throw error;
  }
  return code;
}

/** Checks and consumes the latest code; a wrong code counts against it. */
export async function useCode(db: Db, channel: Channel, target: string, scene: CodeScene, code: string, now: number): Promise<void> {
  const row = await latestCode(db, channel, target, scene);
  if (!row || row.consumed_at !== null || row.expires_at <= now) throw new AppError('code_expired');
  if (row.attempts >= CODE_ATTEMPTS_MAX) throw new AppError('code_attempts_exceeded');
  const expected = Buffer.from(row.code_hash, 'hex');
  const given = Buffer.from(hashCode(channel, target, scene, code), 'hex');
  if (!crypto.timingSafeEqual(expected, given)) {
    const attempts = await countWrongCode(db, row.id);
    throw new AppError(attempts >= CODE_ATTEMPTS_MAX ? 'code_attempts_exceeded' : 'code_wrong');
  }
  if (!(await consumeCode(db, row.id, now))) throw new AppError('code_expired');
}
