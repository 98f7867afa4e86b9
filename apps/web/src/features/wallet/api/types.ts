// The wallet answers, typed from the shared contract (packages/shared/src/schemas): a field renamed
// there fails to compile here. Type-only imports: no zod comes with them.
export type {
  TConversion,
  TConversionQuote as TConvertQuote,
  TLedgerRecord as TLedgerLine,
  TTransfer,
  TTransferAccount,
  TTransferFeeResponse as TTransferFee,
  TTransferRecord,
  TUserCurrency as TUserCoin,
  TWalletAccount,
  TWalletBalance as TAccountBalance,
  TWalletListResponse as TWalletList,
  WalletRecordType as LedgerKind,
} from '@platform/shared/schemas/wallet';
export type { ReviewStatus as RecordStatus, TDepositAddress, TDepositRecord, TOtcInfo } from '@platform/shared/schemas/deposit';
export type { TWithdrawRecord as TWithdrawalRecord } from '@platform/shared/schemas/withdraw';
