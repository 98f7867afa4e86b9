// Wallet rules both sides use at runtime: the account names, what a transfer and a conversion
// cost, and how far a price may move between the quote and the order. Zod-free, so the web app
// shows the same numbers the server charges without loading the schemas. Percentages are decimal
// strings: the server parses them into atoms, never into a JS number.
import { ACCOUNT_TYPE, type AccountTypeId } from './constants.ts';

/** The product's name of each account type (SPEC.md section 3), in id order. */
export const ACCOUNT_NAMES: Record<AccountTypeId, keyof typeof ACCOUNT_TYPE> = { 1: 'legal', 2: 'change', 3: 'lever', 4: 'micro' };
export const ACCOUNT_TYPE_IDS: readonly AccountTypeId[] = [ACCOUNT_TYPE.legal, ACCOUNT_TYPE.change, ACCOUNT_TYPE.lever, ACCOUNT_TYPE.micro];

/** Moving money between one's own accounts is free; the fee still goes through the ledger if raised. */
export const TRANSFER_FEE_PERCENT = '0';

/** Conversions happen in the change (coin) account. */
export const CONVERSION_ACCOUNT_TYPE: AccountTypeId = ACCOUNT_TYPE.change;
/** Taken off the market rate: the desk's margin, kept on record in the conversion's rate. */
export const CONVERSION_SPREAD_PERCENT = '0.2';
/** Of the amount converted, in the from-coin, as its own posting to the fees account. */
export const CONVERSION_FEE_PERCENT = '0.1';
/** How much worse than the quoted rate the live rate may be before the order is refused. */
export const CONVERSION_TOLERANCE_PERCENT = '0.5';

/** What moved a user's money, as the records (wallet/legal_log `kind`) name it. */
export const WALLET_RECORD_TYPES = [
  'deposit',
  'withdrawal',
  'transfer',
  'conversion',
  'spot_order',
  'contract_position',
  'option_order',
] as const;
export type WalletRecordType = (typeof WALLET_RECORD_TYPES)[number];
