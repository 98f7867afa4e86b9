// The identity area's tables (migration 005), part of the DB interface in schema.ts.
import type { Generated } from 'kysely';

/**
 * One identity verification submission, kept for good: a resubmission after a failure is a new row,
 * so the history of who submitted what, who decided, when and why stays readable.
 */
export interface IdentitySubmissionsTable {
  id: Generated<number>;
  user_id: number;
  /** 1 basic, 2 advanced (users.real_level once approved). */
  level: number;
  /** 'id_card' | 'passport' | 'driver_license'; an advanced submission copies the verified basic one's. */
  id_type: string;
  name: string;
  card_id: string;
  /** Upload names (uploads.name) of the caller's own files; '' where a seeded row has none. */
  front_pic: string;
  reverse_pic: string;
  hand_pic: string;
  memo: string;
  /** 'pending' | 'verified' | 'failed'. */
  status: string;
  /** Why it failed, shown to the user; '' otherwise. */
  reason: string;
  reviewed_by: number | null;
  reviewed_at: number | null;
  created_at: number;
}

export interface IdentityTables {
  identity_submissions: IdentitySubmissionsTable;
}
