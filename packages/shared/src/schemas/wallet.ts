// Balances, records, transfers between accounts and conversion (SPEC.md sections 3, 7; the
// "Balances & records" part of the wallet contract). Amounts are decimal strings, times epoch ms.
import { z } from 'zod';
import { ACCOUNT_TYPE_IDS, WALLET_RECORD_TYPES } from '../wallet-rules.ts';
import { key, zAmount, zLimit, zPage, zPageOf } from './common.ts';
import { zWhole } from './fields.ts';

export { ZNoInput, ZPageRequest } from './common.ts';

// The zod-free values, also exported from here for the server's imports.
export {
  ACCOUNT_NAMES,
  ACCOUNT_TYPE_IDS,
  CONVERSION_ACCOUNT_TYPE,
  CONVERSION_FEE_PERCENT,
  CONVERSION_SPREAD_PERCENT,
  CONVERSION_TOLERANCE_PERCENT,
  TRANSFER_FEE_PERCENT,
  WALLET_RECORD_TYPES,
} from '../wallet-rules.ts';
export type { WalletRecordType } from '../wallet-rules.ts';

/** A form sends an unset filter as ''; that means "any", not an error. */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);

/** 1 legal, 2 change, 3 lever, 4 micro; anything else is 'This account does not exist'. */
export const zAccountType = zWhole('account_type_unknown').refine(
  (id) => (ACCOUNT_TYPE_IDS as readonly number[]).includes(id),
  key('account_type_unknown'),
);
/** A coin id; an id that is not a listed coin is refused by the server with 'coin_unknown'. */
export const zCurrencyId = zWhole('coin_unknown');

// Balances

export const ZWalletBalance = z.object({
  currency_id: z.number().int(),
  currency_name: z.string(),
  available: z.string(),
  frozen: z.string(),
  /** USDT per one coin at the last recorded price; '0' while the coin has no price yet. */
  usdt_price: z.string(),
  /** (available + frozen) valued at usdt_price. */
  usdt_value: z.string(),
});
export type TWalletBalance = z.infer<typeof ZWalletBalance>;

export const ZWalletAccount = z.object({
  id: z.number().int(),
  name: z.enum(['legal', 'change', 'lever', 'micro']),
  total_usdt: z.string(),
  /** Every active coin, zeros included, in the listed order. */
  balances: z.array(ZWalletBalance),
});
export type TWalletAccount = z.infer<typeof ZWalletAccount>;

export const ZWalletListResponse = z.object({ total_usdt: z.string(), accounts: z.array(ZWalletAccount) });
export type TWalletListResponse = z.infer<typeof ZWalletListResponse>;

export const ZWalletDetailRequest = z.object({ currency_id: zCurrencyId, account_type: zAccountType });
export type TWalletDetailRequest = z.infer<typeof ZWalletDetailRequest>;
export const ZWalletDetail = ZWalletBalance.extend({ account_type: z.number().int() });
export type TWalletDetail = z.infer<typeof ZWalletDetail>;

/** currency/user_currency_list: the coins with their rules and what the change account holds. */
export const ZUserCurrency = z.object({
  id: z.number().int(),
  name: z.string(),
  networks: z.array(z.string()),
  available: z.string(),
  deposit_min: z.string(),
  withdraw_min: z.string(),
  withdraw_fee: z.string(),
});
export type TUserCurrency = z.infer<typeof ZUserCurrency>;
export const ZUserCurrencyListResponse = z.array(ZUserCurrency);
export type TUserCurrencyListResponse = z.infer<typeof ZUserCurrencyListResponse>;

// Records (wallet/legal_log): the caller's ledger entries, newest first

export const ZLegalLogRequest = z.object({
  currency_id: z.preprocess(unsetIfEmpty, zCurrencyId.optional()),
  account_type: z.preprocess(unsetIfEmpty, zAccountType.optional()),
  /** Filters on record_type. */
  kind: z.preprocess(unsetIfEmpty, z.enum(WALLET_RECORD_TYPES, key('parameter_error')).optional()),
  page: zPage,
  limit: zLimit,
});
export type TLegalLogRequest = z.infer<typeof ZLegalLogRequest>;

export const ZLedgerRecord = z.object({
  id: z.number().int(),
  currency_id: z.number().int(),
  currency_name: z.string(),
  account_type: z.number().int(),
  bucket: z.enum(['available', 'frozen']),
  /** Signed: negative when money left this bucket. */
  amount: z.string(),
  /** 'deposit', 'withdrawal_freeze', 'withdrawal_paid', 'withdrawal_unfreeze', 'account_transfer', 'conversion'... */
  reason: z.string(),
  record_type: z.string(),
  /** The id of the record that caused it, as the ledger stores it (text). */
  record_id: z.string(),
  created_at: z.number().int(),
});
export type TLedgerRecord = z.infer<typeof ZLedgerRecord>;
export const ZLegalLogResponse = zPageOf(ZLedgerRecord);
export type TLegalLogResponse = z.infer<typeof ZLegalLogResponse>;

// Transfers between the caller's accounts

export const ZTransferAccount = z.object({
  id: z.number().int(),
  name: z.enum(['legal', 'change', 'lever', 'micro']),
  balances: z.array(z.object({ currency_id: z.number().int(), currency_name: z.string(), available: z.string() })),
});
export type TTransferAccount = z.infer<typeof ZTransferAccount>;
export const ZTransferListResponse = z.array(ZTransferAccount);
export type TTransferListResponse = z.infer<typeof ZTransferListResponse>;

export const ZTransferFeeRequest = z.object({
  currency_id: zCurrencyId,
  from_field: zAccountType,
  to_field: zAccountType,
  /** Optional: with it, `fee` is the fee of this amount. */
  number: z.preprocess(unsetIfEmpty, zAmount.optional()),
});
export type TTransferFeeRequest = z.infer<typeof ZTransferFeeRequest>;
export const ZTransferFeeResponse = z.object({ fee_rate: z.string(), fee: z.string() });
export type TTransferFeeResponse = z.infer<typeof ZTransferFeeResponse>;

export const ZTransferRequest = z.object({ currency_id: zCurrencyId, number: zAmount, from_field: zAccountType, to_field: zAccountType });
export type TTransferRequest = z.infer<typeof ZTransferRequest>;

export const ZTransfer = z.object({
  id: z.number().int(),
  currency_id: z.number().int(),
  from_field: z.number().int(),
  to_field: z.number().int(),
  /** Taken from the from-account; the to-account got amount - fee. */
  amount: z.string(),
  fee: z.string(),
  created_at: z.number().int(),
});
export type TTransfer = z.infer<typeof ZTransfer>;
export const ZTransferRecord = ZTransfer.extend({ currency_name: z.string() });
export type TTransferRecord = z.infer<typeof ZTransferRecord>;
export const ZTransferHistoryResponse = zPageOf(ZTransferRecord);
export type TTransferHistoryResponse = z.infer<typeof ZTransferHistoryResponse>;

// Conversion between two coins in the change account

export const ZConversionQuoteRequest = z.object({ from_currency_id: zCurrencyId, to_currency_id: zCurrencyId, number: zAmount });
export type TConversionQuoteRequest = z.infer<typeof ZConversionQuoteRequest>;

export const ZConversionQuote = z.object({
  from_currency_id: z.number().int(),
  to_currency_id: z.number().int(),
  number: z.string(),
  /** To-coin per one from-coin after the spread: what wallet/change is sent back. */
  rate: z.string(),
  /** To-coin per one from-coin at the recorded feed prices. */
  market_rate: z.string(),
  spread_percent: z.string(),
  fee_percent: z.string(),
  /** In the from-coin, out of `number`. */
  fee: z.string(),
  /** To-coin the user gets at this rate. */
  receive: z.string(),
  tolerance_percent: z.string(),
  /** When the older of the two prices was recorded. */
  priced_at: z.number().int(),
});
export type TConversionQuote = z.infer<typeof ZConversionQuote>;

export const ZConversionRequest = ZConversionQuoteRequest.extend({
  /** The rate the user saw; refused when the live one is worse by more than the tolerance. */
  rate: zAmount,
});
export type TConversionRequest = z.infer<typeof ZConversionRequest>;

export const ZConversion = z.object({
  id: z.number().int(),
  from_currency_id: z.number().int(),
  from_currency_name: z.string(),
  to_currency_id: z.number().int(),
  to_currency_name: z.string(),
  number: z.string(),
  receive: z.string(),
  fee: z.string(),
  /** The rate it filled at. */
  rate: z.string(),
  /** The USDT prices that decided it and the ticks they came from (null for a stablecoin). */
  from_price: z.string(),
  to_price: z.string(),
  from_tick_seq: z.number().int().nullable(),
  to_tick_seq: z.number().int().nullable(),
  priced_at: z.number().int(),
  created_at: z.number().int(),
});
export type TConversion = z.infer<typeof ZConversion>;
export const ZConversionHistoryResponse = zPageOf(ZConversion);
export type TConversionHistoryResponse = z.infer<typeof ZConversionHistoryResponse>;
