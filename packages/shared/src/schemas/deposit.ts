// Deposits: on-chain with a payment voucher, OTC fiat recharges, their records and the back
// office's review of them (SPEC.md sections 3, 5, 7, 9). Uploads answer a file reference that a
// deposit names as its voucher.
import { z } from 'zod';
import { key, zAmount, zId, zLimit, zPage, zPageOf } from './common.ts';
import { AMOUNT_MAX } from './fields.ts';

export { ZNoInput } from './common.ts';

export const DEPOSIT_KINDS = ['chain', 'otc'] as const;
export type DepositKind = (typeof DEPOSIT_KINDS)[number];
export const REVIEW_STATUSES = ['review', 'rejected', 'success'] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];
export const OTC_PAYMENT_TYPES = ['bank', 'wire'] as const;
/** SPEC.md section 9: "Wire or bank transfer takes 1-3 business days". */
export const OTC_BUSINESS_DAYS = '1-3';

/** Far below the BIGINT atoms columns' range, far above any real deposit: the bound of every amount (fields.ts). */
export const DEPOSIT_AMOUNT_MAX = AMOUNT_MAX;
export const zDepositAmount = zAmount;

/** An upload's file reference as `upload` answers it: 32 hex characters and the image's extension. */
export const UPLOAD_NAME_RE = /^[0-9a-f]{32}\.(?:png|jpg|gif)$/;

/** A list filter sent empty (a form's "all") means no filter. */
const emptyAsAbsent = (value: unknown) => (value === '' ? undefined : value);

export const ZGetInAddressRequest = z.object({
  currency_id: zId,
  /** The coin's first network when absent. */
  network: z.string().trim().max(16).optional().default(''),
});
export type TGetInAddressRequest = z.infer<typeof ZGetInAddressRequest>;

export const ZDepositAddress = z.object({
  currency_id: z.number().int(),
  currency_name: z.string(),
  network: z.string(),
  networks: z.array(z.string()),
  address: z.string(),
  /** The smallest amount credited (SPEC.md section 9: lower deposits are neither credited nor returned). */
  minimum: z.string(),
  confirmations: z.number().int(),
});
export type TDepositAddress = z.infer<typeof ZDepositAddress>;

/** A voucher is required for an on-chain deposit: 'Please upload payment receipt'. */
const zVoucher = z.string(key('voucher_required')).trim().min(1, key('voucher_required')).max(64, key('voucher_invalid'));

export const ZChargeRequest = z.object({
  currency_id: zId,
  network: z.string().trim().max(16).optional().default(''),
  amount: zDepositAmount,
  voucher: zVoucher,
});
export type TChargeRequest = z.infer<typeof ZChargeRequest>;

export const ZOtcRechargeRequest = z.object({
  /** The payer's account name. */
  account: z.string(key('otc_account_required')).trim().min(1, key('otc_account_required')).max(100, key('otc_account_required')),
  /** In the fiat named by `currency`. */
  amount: zDepositAmount,
  currency: z
    .string(key('fiat_unknown'))
    .trim()
    .min(1, key('fiat_unknown'))
    .max(8, key('fiat_unknown'))
    .transform((code) => code.toUpperCase()),
  bankno: z.string(key('otc_bankno_required')).trim().min(1, key('otc_bankno_required')).max(64, key('otc_bankno_required')),
  type: z.enum(OTC_PAYMENT_TYPES, key('parameter_error')).default('bank'),
  /** Optional for OTC: the bank statement is the proof the back office checks. */
  voucher: z.string().trim().max(64, key('voucher_invalid')).optional().default(''),
});
export type TOtcRechargeRequest = z.infer<typeof ZOtcRechargeRequest>;

/** A deposit as its owner sees it in recharge/log (and as charge_req and otc/recharge answer it). */
export const ZDepositRecord = z.object({
  id: z.number().int(),
  kind: z.enum(DEPOSIT_KINDS),
  currency_id: z.number().int(),
  currency_name: z.string(),
  network: z.string(),
  address: z.string(),
  /** In the coin for 'chain', in `otc_fiat` for 'otc'. */
  amount: z.string(),
  /** What the review credited, in the coin (USDT for 'otc'); null until approved. */
  credited_amount: z.string().nullable(),
  otc_fiat: z.string(),
  status: z.enum(REVIEW_STATUSES),
  /** Why it was rejected, shown to the user. */
  reason: z.string(),
  voucher: z.string(),
  created_at: z.number().int(),
  reviewed_at: z.number().int().nullable(),
});
export type TDepositRecord = z.infer<typeof ZDepositRecord>;

export const ZRechargeLogRequest = z.object({
  kind: z.preprocess(emptyAsAbsent, z.enum(DEPOSIT_KINDS, key('parameter_error')).optional()),
  page: zPage,
  limit: zLimit,
});
export type TRechargeLogRequest = z.infer<typeof ZRechargeLogRequest>;
export const ZDepositRecordPage = zPageOf(ZDepositRecord);
export type TDepositRecordPage = z.infer<typeof ZDepositRecordPage>;

export const ZOtcInfo = z.object({
  bank: z.object({ account_name: z.string(), account_number: z.string(), bank_name: z.string(), swift_code: z.string() }),
  /** Units of the fiat per 1 USD, decimal strings. */
  fiats: z.array(z.object({ code: z.string(), symbol: z.string(), rate: z.string() })),
  business_days: z.string(),
});
export type TOtcInfo = z.infer<typeof ZOtcInfo>;

// The back office's calls on deposits (admin/deposits*) are in ./admin.ts, with the rest of the back office.
