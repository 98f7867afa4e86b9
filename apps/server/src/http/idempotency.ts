// Idempotency keys for money-moving calls, with the semantics payment APIs use: a request
// carrying an `Idempotency-Key` header is carried out at most once per user and key; a retry gets
// the first answer back (success or refusal), a duplicate sent while the first still runs is
// refused, and the same key with other parameters is an error. Keys are kept at least 24 h.
//
// A key whose first request died mid-way (process killed) stays "running" until it expires: its
// movement may or may not have committed, so answering "in progress" is the only safe reply.
import { createHash } from 'node:crypto';
import type { Db } from '../db/database.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import { AppError, type FailureType } from './errors.ts';
import { isTextKey } from '@platform/shared/i18n/texts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** Kept at least 24 h (the issue's floor); older keys are deleted when their user next uses one. */
export const IDEMPOTENCY_RETENTION_MS = 48 * 3_600_000;
const KEY_RE = /^[A-Za-z0-9_.:-]{8,64}$/;

/** What a retry gets back: the payload of the first success, or the failure it was refused with. */
type StoredAnswer =
  { ok: unknown } | { error: { textKey: string; params: Record<string, string | number>; type: FailureType; status: number } };

export type Claim = { kind: 'first'; id: number } | { kind: 'replay'; answer: StoredAnswer };

export function parseIdempotencyKey(header: unknown): string | null {
  if (header === undefined) return null;
  if (typeof header !== 'string' || !KEY_RE.test(header)) throw new AppError('idempotency_key_invalid');
  return header;
}

/** The call and its parameters, order-insensitive, so a retry of the same request hashes the same. */
export function requestHash(call: string, input: unknown): string {
  return createHash('sha256').update(call).update('\n').update(stableJson(input)).digest('hex');
}

function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `{${entries.map(([name, item]) => `${JSON.stringify(name)}:${stableJson(item)}`).join(',')}}`;
}

export async function claimKey(db: Db, claim: { userId: number; key: string; call: string; hash: string; now: number }): Promise<Claim> {
  await db
    .deleteFrom('idempotency_keys')
    .where('user_id', '=', claim.userId)
    .where('created_at', '<', claim.now - IDEMPOTENCY_RETENTION_MS)
    .execute();
  try {
    const row = await db
      .insertInto('idempotency_keys')
      .values({
        user_id: claim.userId,
        key: claim.key,
        call: claim.call,
        request_hash: claim.hash,
        state: 'running',
        response: null,
        created_at: claim.now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { kind: 'first', id: row.id };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
  }
  const existing = await db
    .selectFrom('idempotency_keys')
    .select(['call', 'request_hash', 'state', 'response'])
    .where('user_id', '=', claim.userId)
    .where('key', '=', claim.key)
    .executeTakeFirst();
  // Deleted between our insert and this read: the retention ran out exactly now; a retry will succeed.
  if (!existing) throw new AppError('idempotency_in_progress');
  if (existing.call !== claim.call || existing.request_hash !== claim.hash) throw new AppError('idempotency_key_reused');
  if (existing.state === 'running' || existing.response === null) throw new AppError('idempotency_in_progress');
  return { kind: 'replay', answer: JSON.parse(existing.response) as StoredAnswer };
}

export async function storeAnswer(db: Db, id: number, answer: StoredAnswer): Promise<void> {
  await db
    .updateTable('idempotency_keys')
    .set({ state: 'done', response: JSON.stringify(answer) })
    .where('id', '=', id)
    .execute();
}

/** An unexpected failure (a bug, the database gone): the call may be tried again with the same key. */
export async function releaseKey(db: Db, id: number): Promise<void> {
  await db.deleteFrom('idempotency_keys').where('id', '=', id).where('state', '=', 'running').execute();
}

export function answerOfError(error: AppError): StoredAnswer {
  return { error: { textKey: error.textKey, params: error.params, type: error.type, status: error.status } };
}

/** Replays a stored answer: the payload, or the same refusal in the caller's language. */
export function replay(answer: StoredAnswer): unknown {
  if ('ok' in answer) return answer.ok;
  const { textKey, params, type, status } = answer.error;
  throw new AppError(isTextKey(textKey) ? textKey : 'failed', params, type, status);
}
