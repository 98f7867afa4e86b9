// The audit log: every back-office action with who, when, what, on which record and why. Written
// in the same transaction as the action, so an action without its audit line cannot exist.
import type { Db } from '../db/database.ts';

export type AuditEntry = {
  actorId: number;
  /** e.g. 'deposit.approve', 'withdrawal.reject'. */
  action: string;
  targetType: string;
  targetId: string | number;
  reason?: string;
  detail?: Record<string, string | number | null>;
  ip: string;
  now: number;
};

export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType,
      target_id: String(entry.targetId),
      reason: (entry.reason ?? '').slice(0, 200),
      detail: JSON.stringify(entry.detail ?? {}),
      ip: entry.ip.slice(0, 64),
      created_at: entry.now,
    })
    .execute();
}
