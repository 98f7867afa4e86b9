// The security area's tables (migration 006), part of the DB interface in schema.ts.
import type { Generated, Selectable } from 'kysely';

export interface UserSecurityTable {
  id: Generated<number>;
  user_id: number;
  anti_phishing_code: string | null;
  totp_secret: string | null;
  totp_enabled_at: number | null;
  totp_last_step: number | null;
  updated_at: number;
}

export interface TotpRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: number | null;
  created_at: number;
}

export interface SessionActivityTable {
  id: Generated<number>;
  session_id: number;
  last_seen_at: number;
}

export interface SecurityTables {
  user_security: UserSecurityTable;
  totp_recovery_codes: TotpRecoveryCodesTable;
  session_activity: SessionActivityTable;
}

export type UserSecurityRow = Selectable<UserSecurityTable>;
