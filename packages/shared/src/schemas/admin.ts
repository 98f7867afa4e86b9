// The back office's contract: reviewing deposits and withdrawals, looking up users, their balances
// and ledger, the ledger's health and the audit log. Every call needs an admin session.
import { z } from 'zod';
import { TEXTAREA_LENGTH_MAX } from '../constants.ts';
import { key, zId, zLimit, zPage, zPageOf } from './common.ts';
import { zDepositAmount } from './deposit.ts';

export { ZNoInput } from './common.ts';

/** SPEC.md section 4: under review, audit failed, success. */
export const REVIEW_STATUSES = ['review', 'rejected', 'success'] as const;
export type TReviewStatus = (typeof REVIEW_STATUSES)[number];
export const zReviewStatus = z.enum(REVIEW_STATUSES, key('parameter_error'));

/** A transaction reference (hash or bank reference) fits the withdrawals.tx_ref column. */
export const TX_REF_LENGTH_MAX = 128;
/** The admin search box: longer input matches nothing useful and costs a wide LIKE. */
export const USER_SEARCH_LENGTH_MAX = 100;

/** The reason the user is shown when a request is rejected: required, one textarea long. */
export const zRejectReason = z
  .string(key('reject_reason_required'))
  .trim()
  .min(1, key('reject_reason_required'))
  .max(TEXTAREA_LENGTH_MAX, key('reject_reason_required'));

const zOptionalStatus = z.preprocess((value) => (value === '' ? undefined : value), zReviewStatus.optional());

// Deposits review

export const ZAdminDepositsRequest = z.object({ status: zOptionalStatus, page: zPage, limit: zLimit });
export type TAdminDepositsRequest = z.infer<typeof ZAdminDepositsRequest>;

export const ZAdminDeposit = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_email: z.string(),
  kind: z.enum(['chain', 'otc']),
  coin_id: z.number().int(),
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  amount: z.string(),
  credited_amount: z.string().nullable(),
  /** Upload name, '' when none; fetched from GET /api/file/<name>. */
  voucher: z.string(),
  otc_account: z.string(),
  otc_bankno: z.string(),
  otc_fiat: z.string(),
  otc_type: z.string(),
  status: zReviewStatus,
  reason: z.string(),
  created_at: z.number().int(),
  reviewed_at: z.number().int().nullable(),
  reviewed_by_email: z.string().nullable(),
  /** A large credit's first approval, waiting for a second admin to approve the same amount (four eyes). */
  pending_credit: z.object({ amount: z.string(), reason: z.string(), by_email: z.string(), at: z.number().int() }).nullable(),
});
export type TAdminDeposit = z.infer<typeof ZAdminDeposit>;
export const ZAdminDepositsResponse = zPageOf(ZAdminDeposit);
export type TAdminDepositsResponse = z.infer<typeof ZAdminDepositsResponse>;

/**
 * credited_amount: what arrived, in the coin; for OTC the USDT the fiat payment is worth. reason: why,
 * required when the credit is above what the user declared; kept in the audit log.
 */
export const ZAdminDepositApproveRequest = z.object({
  id: zId,
  credited_amount: zDepositAmount,
  reason: z.string().trim().max(TEXTAREA_LENGTH_MAX, key('parameter_error')).default(''),
});
export type TAdminDepositApproveRequest = z.infer<typeof ZAdminDepositApproveRequest>;
export const ZAdminDepositRejectRequest = z.object({ id: zId, reason: zRejectReason });
export type TAdminDepositRejectRequest = z.infer<typeof ZAdminDepositRejectRequest>;

// Withdrawals review

export const ZAdminWithdrawalsRequest = z.object({ status: zOptionalStatus, page: zPage, limit: zLimit });
export type TAdminWithdrawalsRequest = z.infer<typeof ZAdminWithdrawalsRequest>;

export const ZAdminWithdrawalBank = z.object({ holder_name: z.string(), account_number: z.string(), bank_name: z.string() });

export const ZAdminWithdrawal = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  user_email: z.string(),
  kind: z.enum(['chain', 'bank']),
  coin_id: z.number().int(),
  coin: z.string(),
  network: z.string(),
  address: z.string(),
  amount: z.string(),
  fee: z.string(),
  received: z.string(),
  value_btc: z.string(),
  status: zReviewStatus,
  reason: z.string(),
  tx_ref: z.string(),
  created_at: z.number().int(),
  reviewed_at: z.number().int().nullable(),
  reviewed_by_email: z.string().nullable(),
  bank: ZAdminWithdrawalBank.nullable(),
});
export type TAdminWithdrawal = z.infer<typeof ZAdminWithdrawal>;
export const ZAdminWithdrawalsResponse = zPageOf(ZAdminWithdrawal);
export type TAdminWithdrawalsResponse = z.infer<typeof ZAdminWithdrawalsResponse>;

export const zTxRef = z.string(key('parameter_error')).trim().min(1, key('parameter_error')).max(TX_REF_LENGTH_MAX, key('parameter_error'));
export const ZAdminWithdrawalApproveRequest = z.object({ id: zId, tx_ref: zTxRef });
export type TAdminWithdrawalApproveRequest = z.infer<typeof ZAdminWithdrawalApproveRequest>;
export const ZAdminWithdrawalRejectRequest = z.object({ id: zId, reason: zRejectReason });
export type TAdminWithdrawalRejectRequest = z.infer<typeof ZAdminWithdrawalRejectRequest>;
/** A withdrawal decided (approved or rejected): the translated 'success' text, not the withdrawal. */
export const ZAdminWithdrawalDecided = z.string();
export type TAdminWithdrawalDecided = z.infer<typeof ZAdminWithdrawalDecided>;

// The admin themself

export const ZAdminMe = z.object({ id: z.number().int(), email: z.string(), nickname: z.string() });
export type TAdminMe = z.infer<typeof ZAdminMe>;

// Users

export const ZAdminUsersRequest = z.object({
  q: z.string().trim().max(USER_SEARCH_LENGTH_MAX, key('parameter_error')).optional().default(''),
  page: zPage,
  limit: zLimit,
});
export type TAdminUsersRequest = z.infer<typeof ZAdminUsersRequest>;

export const ZAdminUser = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  area_code: z.string(),
  nickname: z.string(),
  role: z.string(),
  real_status: z.string(),
  real_level: z.number().int(),
  created_at: z.number().int(),
});
export type TAdminUser = z.infer<typeof ZAdminUser>;
export const ZAdminUsersResponse = zPageOf(ZAdminUser);
export type TAdminUsersResponse = z.infer<typeof ZAdminUsersResponse>;

export const ZAdminUserRequest = z.object({ id: zId });
export type TAdminUserRequest = z.infer<typeof ZAdminUserRequest>;

export const ZAdminBalance = z.object({
  coin_id: z.number().int(),
  coin: z.string(),
  account_type: z.number().int(),
  available: z.string(),
  frozen: z.string(),
});
export type TAdminBalance = z.infer<typeof ZAdminBalance>;
export const ZAdminUserResponse = z.object({ user: ZAdminUser, balances: z.array(ZAdminBalance) });
export type TAdminUserResponse = z.infer<typeof ZAdminUserResponse>;

// The ledger

export const ZAdminLedgerRequest = z.object({
  user_id: z.preprocess((value) => (value === '' ? undefined : value), zId.optional()),
  page: zPage,
  limit: zLimit,
});
export type TAdminLedgerRequest = z.infer<typeof ZAdminLedgerRequest>;

export const ZAdminLedgerEntry = z.object({
  id: z.number().int(),
  /** A user's id as text, or a `platform:` account. */
  owner: z.string(),
  coin_id: z.number().int(),
  coin: z.string(),
  account_type: z.number().int(),
  bucket: z.enum(['available', 'frozen']),
  /** Signed. */
  amount: z.string(),
  reason: z.string(),
  record_type: z.string(),
  record_id: z.string(),
  transfer_id: z.string(),
  created_at: z.number().int(),
});
export type TAdminLedgerEntry = z.infer<typeof ZAdminLedgerEntry>;
export const ZAdminLedgerResponse = zPageOf(ZAdminLedgerEntry);
export type TAdminLedgerResponse = z.infer<typeof ZAdminLedgerResponse>;

export const ZAdminLedgerProblem = z.object({ kind: z.string(), coin_id: z.number().int(), coin: z.string(), message: z.string() });
export type TAdminLedgerProblem = z.infer<typeof ZAdminLedgerProblem>;
export const ZAdminLedgerCheckResponse = z.object({
  problems: z.array(ZAdminLedgerProblem),
  balances: z.number().int(),
  entries: z.number().int(),
  checked_at: z.number().int(),
});
export type TAdminLedgerCheckResponse = z.infer<typeof ZAdminLedgerCheckResponse>;

// The audit log

export const ZAdminAuditRequest = z.object({ page: zPage, limit: zLimit });
export type TAdminAuditRequest = z.infer<typeof ZAdminAuditRequest>;

export const ZAdminAuditEntry = z.object({
  id: z.number().int(),
  actor_id: z.number().int(),
  actor_email: z.string().nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  reason: z.string(),
  /** What changed, e.g. the credited amount. */
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  ip: z.string(),
  created_at: z.number().int(),
});
export type TAdminAuditEntry = z.infer<typeof ZAdminAuditEntry>;
export const ZAdminAuditResponse = zPageOf(ZAdminAuditEntry);
export type TAdminAuditResponse = z.infer<typeof ZAdminAuditResponse>;
