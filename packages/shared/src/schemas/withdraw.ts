// Withdrawals and what they need: the address book, bank cards, the pay password, the request
// itself and the user's record list (SPEC.md sections 3, 5, 6, 7). The address formats live here
// too, so the app refuses a mistyped address before the server does, with the same rule.
import { z } from 'zod';
import { TEXTAREA_LENGTH_MAX } from '../constants.ts';
import { key, zAmount, zId, zLimit, zPage, zPageOf } from './common.ts';
import { zText, zWhole } from './fields.ts';
import { zCode } from './account.ts';
import { REVIEW_STATUSES } from './admin.ts';

export { ZNoInput } from './common.ts';

/** A call done: the translated sentence that says so (user/wallet/delete, safe/pay_password). */
export const ZDoneText = z.string();
export type TDoneText = z.infer<typeof ZDoneText>;

/** The column widths of migration 003. */
export const ADDRESS_LENGTH_MAX = 128;
export const ADDRESS_NAME_LENGTH_MAX = 40;
export const NETWORK_LENGTH_MAX = 16;
/** The address book holds at most this many entries per user. */
export const ADDRESSES_PER_USER_MAX = 100;
export const PAY_PASSWORD_RE = /^\d{6}$/;

const BASE58 = '[1-9A-HJ-NP-Za-km-z]';
const BECH32 = '[ac-hj-np-z02-9]';
const CASHADDR = '[qpzry9x8gf2tvdw0s3jn54khce6mua7l]';

/**
 * What an address looks like on each network: the shape of the encoding and its length, not the
 * checksum. Enough to catch an address pasted into the wrong network or cut short.
 */
const ADDRESS_PATTERNS: Readonly<Record<string, readonly RegExp[]>> = {
  ERC20: [/^0x[0-9a-fA-F]{40}$/],
  TRC20: [new RegExp(`^T${BASE58}{33}$`)],
  // Segwit (bech32, 42 or 62 characters) and legacy P2PKH / P2SH (base58).
  Bitcoin: [new RegExp(`^bc1${BECH32}{11,71}$`), new RegExp(`^[13]${BASE58}{25,34}$`)],
  Litecoin: [new RegExp(`^ltc1${BECH32}{11,71}$`), new RegExp(`^[LM]${BASE58}{26,33}$`)],
  // CashAddr, with or without its prefix.
  'Bitcoin Cash': [new RegExp(`^(bitcoincash:)?[qp]${CASHADDR}{41}$`)],
};
/** A network added later without a pattern here: a plausible address, no spaces or punctuation. */
const ANY_NETWORK_PATTERN = /^[A-Za-z0-9:_-]{10,128}$/;

/** Whether `address` has the shape of an address on `network` (a network name as listed, e.g. 'TRC20'). */
export function isAddressOf(network: string, address: string): boolean {
  const patterns = ADDRESS_PATTERNS[network] ?? [ANY_NETWORK_PATTERN];
  // Bech32 and CashAddr may be written all in capitals (QR codes do); they mean the same address.
  const text = address === address.toUpperCase() ? address.toLowerCase() : address;
  return patterns.some((pattern) => pattern.test(text) || pattern.test(address));
}

/** Letters of any script, digits, spaces and the punctuation real names and bank names use. */
export const NAME_RE = /^[\p{L}\p{M}\p{N} .,'’&()-]+$/u;
/** Account numbers, IBANs, routing and SWIFT codes: letters, digits, spaces and dashes. */
export const BANK_CODE_RE = /^[A-Za-z0-9 -]+$/;
export const PHONE_TEXT_RE = /^\+?[0-9 ()-]+$/;

const zCoinId = zWhole('coin_unknown');
const zOptionalId = z.preprocess((value) => (value === '' || value === null ? undefined : value), zId.optional());
/** Form posts send '1'; JSON may send 1 or true. */
const zFlag = z.preprocess((value) => value === '1' || value === 1 || value === true || value === 'true', z.boolean());

// Address book

export const ZAddressSaveRequest = z.object({
  currency_id: zCoinId,
  network: z.string(key('network_unknown')).trim().min(1, key('network_unknown')).max(NETWORK_LENGTH_MAX, key('network_unknown')),
  name: zText('address_name_required').min(1, key('address_name_required')).max(ADDRESS_NAME_LENGTH_MAX, key('character_too_long')),
  address: z.string(key('address_required')).trim().min(1, key('address_required')).max(ADDRESS_LENGTH_MAX, key('address_invalid')),
  remark: zText().max(TEXTAREA_LENGTH_MAX, key('character_too_long')).optional().default(''),
  /** Sent as '1' after the user agreed to replace the address saved under the same name. */
  confirm: zFlag.optional().default(false),
});
export type TAddressSaveRequest = z.infer<typeof ZAddressSaveRequest>;

export const ZAddress = z.object({
  id: z.number().int(),
  currency_id: z.number().int(),
  currency_name: z.string(),
  network: z.string(),
  name: z.string(),
  address: z.string(),
  remark: z.string(),
  created_at: z.number().int(),
});
export type TAddress = z.infer<typeof ZAddress>;

export const ZAddressListRequest = z.object({ currency_id: zOptionalId });
export type TAddressListRequest = z.infer<typeof ZAddressListRequest>;
export const ZAddressListResponse = z.array(ZAddress);
export type TAddressListResponse = z.infer<typeof ZAddressListResponse>;

export const ZAddressDeleteRequest = z.object({ id: zId });
export type TAddressDeleteRequest = z.infer<typeof ZAddressDeleteRequest>;

// Bank cards

const bankField = (lengthMax: number) =>
  z.string(key('bank_field_required')).trim().min(1, key('bank_field_required')).max(lengthMax, key('character_too_long'));
const bankName = (lengthMax: number) => bankField(lengthMax).regex(NAME_RE, key('special_characters'));
const bankCode = (lengthMax: number) => bankField(lengthMax).regex(BANK_CODE_RE, key('special_characters'));

export const ZBankCardSaveRequest = z.object({
  holder_name: bankName(100),
  account_number: bankCode(64),
  bank_name: bankName(100),
  branch: bankName(100),
  /** A fiat code of the fiat list (USD, CNY...). */
  currency: bankField(8).transform((code) => code.toUpperCase()),
});
export type TBankCardSaveRequest = z.infer<typeof ZBankCardSaveRequest>;

export const ZBankCard = z.object({
  id: z.number().int(),
  holder_name: z.string(),
  account_number: z.string(),
  bank_name: z.string(),
  branch: z.string(),
  currency: z.string(),
  updated_at: z.number().int(),
});
export type TBankCard = z.infer<typeof ZBankCard>;
/** user/cash_info: null until the user saved a card. */
export const ZBankCardState = ZBankCard.nullable();

export const ZInternationalCardSaveRequest = z.object({
  aba_number: bankCode(32),
  holder_name: bankName(100),
  account_number: bankCode(64),
  province_city: bankName(100),
  bank_name: bankName(100),
  branch: bankName(100),
  swift_code: bankCode(16).transform((code) => code.toUpperCase()),
  phone: bankField(32).regex(PHONE_TEXT_RE, key('special_characters')),
  holder_address: bankField(200),
});
export type TInternationalCardSaveRequest = z.infer<typeof ZInternationalCardSaveRequest>;

export const ZInternationalCard = z.object({
  id: z.number().int(),
  aba_number: z.string(),
  holder_name: z.string(),
  account_number: z.string(),
  province_city: z.string(),
  bank_name: z.string(),
  branch: z.string(),
  swift_code: z.string(),
  phone: z.string(),
  holder_address: z.string(),
  updated_at: z.number().int(),
});
export type TInternationalCard = z.infer<typeof ZInternationalCard>;
/** user/cash_info_international: null until the user saved a card. */
export const ZInternationalCardState = ZInternationalCard.nullable();

// Pay password

export const zPayPassword = z.string(key('pay_password_invalid')).regex(PAY_PASSWORD_RE, key('pay_password_invalid'));

export const ZPayPasswordRequest = z
  .object({ password: zPayPassword, re_password: z.string(key('passwords_mismatch')), code: zCode })
  .refine((body) => body.password === body.re_password, { ...key('passwords_mismatch'), path: ['re_password'] });
export type TPayPasswordRequest = z.infer<typeof ZPayPasswordRequest>;

export const ZPayPasswordState = z.object({ set: z.boolean() });
export type TPayPasswordState = z.infer<typeof ZPayPasswordState>;

// Withdrawals

export const WITHDRAW_KINDS = ['chain', 'bank'] as const;
export type TWithdrawKind = (typeof WITHDRAW_KINDS)[number];
export const VERIFICATION_TIERS = ['basic', 'advanced'] as const;

export const ZWithdrawInfoRequest = z.object({ currency_id: zCoinId });
export type TWithdrawInfoRequest = z.infer<typeof ZWithdrawInfoRequest>;

export const ZWithdrawInfo = z.object({
  currency_id: z.number().int(),
  currency_name: z.string(),
  networks: z.array(z.string()),
  /** In the change account, where on-chain withdrawals come from. */
  available: z.string(),
  withdraw_min: z.string(),
  withdraw_fee: z.string(),
  /** null: not verified, so no limit to withdraw within (identity verification-gate). */
  tier: z.enum(VERIFICATION_TIERS).nullable(),
  limit_24h_btc: z.string(),
  used_24h_btc: z.string(),
  remaining_24h_btc: z.string(),
  /**
   * The same three in this form's coin (currency_name), valued at the last recorded prices, so a
   * USDT form shows its limit in USDT; null before the feed has priced the coin. The rule stays
   * the BTC one above: the server checks a request against it.
   */
  limit_24h_coin: z.string().nullable(),
  used_24h_coin: z.string().nullable(),
  remaining_24h_coin: z.string().nullable(),
  pay_password_set: z.boolean(),
  bank_card_set: z.boolean(),
  /** Two-factor is on: the withdrawal asks for an authenticator code too. */
  totp_enabled: z.boolean(),
});
export type TWithdrawInfo = z.infer<typeof ZWithdrawInfo>;

export const ZWithdrawRequest = z.object({
  kind: z.preprocess((value) => (value === '' ? undefined : value), z.enum(WITHDRAW_KINDS, key('parameter_error')).default('chain')),
  currency_id: zCoinId,
  /** An entry of the caller's address book; chain withdrawals only. */
  address_id: zOptionalId,
  amount: zAmount,
  pay_password: z.string(key('pay_password_required')).min(1, key('pay_password_required')).max(64, key('pay_password_wrong')),
  /** The authenticator code (or a recovery code) when the user has two-factor on (security centre). */
  totp: z.string().trim().max(32, key('totp_wrong')).optional(),
});
export type TWithdrawRequest = z.infer<typeof ZWithdrawRequest>;

export const zReviewState = z.enum(REVIEW_STATUSES);

export const ZWithdrawal = z.object({
  id: z.number().int(),
  kind: z.enum(WITHDRAW_KINDS),
  currency_id: z.number().int(),
  amount: z.string(),
  fee: z.string(),
  received: z.string(),
  status: zReviewState,
  created_at: z.number().int(),
});
export type TWithdrawal = z.infer<typeof ZWithdrawal>;

export const ZWithdrawListRequest = z.object({ page: zPage, limit: zLimit });
export type TWithdrawListRequest = z.infer<typeof ZWithdrawListRequest>;

export const ZWithdrawRecord = z.object({
  id: z.number().int(),
  kind: z.enum(WITHDRAW_KINDS),
  currency_id: z.number().int(),
  currency_name: z.string(),
  network: z.string(),
  address: z.string(),
  amount: z.string(),
  fee: z.string(),
  received: z.string(),
  status: zReviewState,
  reason: z.string(),
  tx_ref: z.string(),
  created_at: z.number().int(),
  reviewed_at: z.number().int().nullable(),
});
export type TWithdrawRecord = z.infer<typeof ZWithdrawRecord>;
export const ZWithdrawListResponse = zPageOf(ZWithdrawRecord);
export type TWithdrawListResponse = z.infer<typeof ZWithdrawListResponse>;
