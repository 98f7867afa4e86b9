// The wallet area's calls: balances and records, transfers between accounts and conversion;
// deposits and OTC; withdrawals with the address book, the pay password and bank cards; and the
// back office's deposit and withdrawal reviews, which belong to the same money.
import { defineCall } from './define.ts';

const walletSchemas = () => import('../schemas/wallet.ts');
const depositSchemas = () => import('../schemas/deposit.ts');
const withdrawSchemas = () => import('../schemas/withdraw.ts');
const adminSchemas = () => import('../schemas/admin.ts');

// Balances, records, transfers and conversion

export const walletList = defineCall({
  method: ['POST', 'GET'],
  path: 'wallet/list',
  auth: 'user',
  schemas: () => walletSchemas().then((s) => ({ input: s.ZNoInput, output: s.ZWalletListResponse })),
});

export const walletDetail = defineCall({
  method: ['POST', 'GET'],
  path: 'wallet/detail',
  auth: 'user',
  schemas: () => walletSchemas().then((s) => ({ input: s.ZWalletDetailRequest, output: s.ZWalletDetail })),
});

export const currencyUserCurrencyList = defineCall({
  method: ['GET', 'POST'],
  path: 'currency/user_currency_list',
  auth: 'user',
  schemas: () => walletSchemas().then((s) => ({ input: s.ZNoInput, output: s.ZUserCurrencyListResponse })),
});

export const walletLegalLog = defineCall({
  method: ['POST', 'GET'],
  path: 'wallet/legal_log',
  auth: 'user',
  schemas: () => walletSchemas().then((s) => ({ input: s.ZLegalLogRequest, output: s.ZLegalLogResponse })),
});

export const userGetTransferList = defineCall({
  method: ['POST', 'GET'],
  path: 'user/getTransferList',
  auth: 'user',
  schemas: () => walletSchemas().then((s) => ({ input: s.ZNoInput, output: s.ZTransferListResponse })),
});

export const userGetTransferFee = defineCall({
  method: ['POST', 'GET'],
  path: 'user/getTransferFee',
  auth: 'user',
  schemas: () => walletSchemas().then((s) => ({ input: s.ZTransferFeeRequest, output: s.ZTransferFeeResponse })),
});

export const userTransfer = defineCall({
  method: 'POST',
  path: 'user/Transfer',
  auth: 'user',
  idempotent: true,
  schemas: () => walletSchemas().then((s) => ({ input: s.ZTransferRequest, output: s.ZTransfer })),
});

export const userTransferList = defineCall({
  method: ['GET', 'POST'],
  path: 'user/transfer_list',
  auth: 'user',
  schemas: () => walletSchemas().then((s) => ({ input: s.ZPageRequest, output: s.ZTransferHistoryResponse })),
});

export const walletChangeQuote = defineCall({
  method: ['GET', 'POST'],
  path: 'wallet/change_quote',
  auth: 'user',
  schemas: () => walletSchemas().then((s) => ({ input: s.ZConversionQuoteRequest, output: s.ZConversionQuote })),
});

export const walletChange = defineCall({
  method: 'POST',
  path: 'wallet/change',
  auth: 'user',
  idempotent: true,
  schemas: () => walletSchemas().then((s) => ({ input: s.ZConversionRequest, output: s.ZConversion })),
});

export const walletHzhistory = defineCall({
  method: ['GET', 'POST'],
  path: 'wallet/hzhistory',
  auth: 'user',
  schemas: () => walletSchemas().then((s) => ({ input: s.ZPageRequest, output: s.ZConversionHistoryResponse })),
});

// Deposits and OTC

export const walletGetInAddress = defineCall({
  method: ['POST', 'GET'],
  path: 'wallet/get_in_address',
  auth: 'user',
  schemas: () => depositSchemas().then((s) => ({ input: s.ZGetInAddressRequest, output: s.ZDepositAddress })),
});

export const walletChargeReq = defineCall({
  method: 'POST',
  path: 'wallet/charge_req',
  auth: 'user',
  idempotent: true,
  schemas: () => depositSchemas().then((s) => ({ input: s.ZChargeRequest, output: s.ZDepositRecord })),
});

export const otcInfo = defineCall({
  method: ['GET', 'POST'],
  path: 'otc/info',
  auth: 'user',
  schemas: () => depositSchemas().then((s) => ({ input: s.ZNoInput, output: s.ZOtcInfo })),
});

export const otcRecharge = defineCall({
  method: 'POST',
  path: 'otc/recharge',
  auth: 'user',
  idempotent: true,
  schemas: () => depositSchemas().then((s) => ({ input: s.ZOtcRechargeRequest, output: s.ZDepositRecord })),
});

export const rechargeLog = defineCall({
  method: ['GET', 'POST'],
  path: 'recharge/log',
  auth: 'user',
  schemas: () => depositSchemas().then((s) => ({ input: s.ZRechargeLogRequest, output: s.ZDepositRecordPage })),
});

// Withdrawals, the address book, the pay password and bank cards

export const walletGetInfo = defineCall({
  method: 'POST',
  path: 'wallet/get_info',
  auth: 'user',
  schemas: () => withdrawSchemas().then((s) => ({ input: s.ZWithdrawInfoRequest, output: s.ZWithdrawInfo })),
});

export const userWalletSave = defineCall({
  method: 'POST',
  path: 'user/wallet/save',
  auth: 'user',
  schemas: () => withdrawSchemas().then((s) => ({ input: s.ZAddressSaveRequest, output: s.ZAddress })),
});

export const userWalletList = defineCall({
  method: ['GET', 'POST'],
  path: 'user/wallet/list',
  auth: 'user',
  schemas: () => withdrawSchemas().then((s) => ({ input: s.ZAddressListRequest, output: s.ZAddressListResponse })),
});

export const userWalletDelete = defineCall({
  method: 'POST',
  path: 'user/wallet/delete',
  auth: 'user',
  schemas: () => withdrawSchemas().then((s) => ({ input: s.ZAddressDeleteRequest, output: s.ZDoneText })),
});

export const safePayPassword = defineCall({
  method: 'POST',
  path: 'safe/pay_password',
  auth: 'user',
  schemas: () => withdrawSchemas().then((s) => ({ input: s.ZPayPasswordRequest, output: s.ZDoneText })),
});

export const safePayPasswordState = defineCall({
  method: ['GET', 'POST'],
  path: 'safe/pay_password_state',
  auth: 'user',
  schemas: () => withdrawSchemas().then((s) => ({ input: s.ZNoInput, output: s.ZPayPasswordState })),
});

export const userCashSave = defineCall({
  method: 'POST',
  path: 'user/cash_save',
  auth: 'user',
  schemas: () => withdrawSchemas().then((s) => ({ input: s.ZBankCardSaveRequest, output: s.ZBankCard })),
});

export const userCashInfo = defineCall({
  method: ['GET', 'POST'],
  path: 'user/cash_info',
  auth: 'user',
  schemas: () => withdrawSchemas().then((s) => ({ input: s.ZNoInput, output: s.ZBankCardState })),
});

export const userCashSaveInternational = defineCall({
  method: 'POST',
  path: 'user/cash_save_international',
  auth: 'user',
  schemas: () => withdrawSchemas().then((s) => ({ input: s.ZInternationalCardSaveRequest, output: s.ZInternationalCard })),
});

export const userCashInfoInternational = defineCall({
  method: ['GET', 'POST'],
  path: 'user/cash_info_international',
  auth: 'user',
  schemas: () => withdrawSchemas().then((s) => ({ input: s.ZNoInput, output: s.ZInternationalCardState })),
});

export const walletOut = defineCall({
  method: 'POST',
  path: 'wallet/out',
  auth: 'user',
  idempotent: true,
  schemas: () => withdrawSchemas().then((s) => ({ input: s.ZWithdrawRequest, output: s.ZWithdrawal })),
});

export const userWithdrawList = defineCall({
  method: ['GET', 'POST'],
  path: 'user/withdraw/list',
  auth: 'user',
  schemas: () => withdrawSchemas().then((s) => ({ input: s.ZWithdrawListRequest, output: s.ZWithdrawListResponse })),
});

// The back office's reviews of deposits and withdrawals

export const adminDeposits = defineCall({
  method: ['GET', 'POST'],
  path: 'admin/deposits',
  auth: 'admin',
  schemas: () => adminSchemas().then((s) => ({ input: s.ZAdminDepositsRequest, output: s.ZAdminDepositsResponse })),
});

export const adminDepositsApprove = defineCall({
  method: 'POST',
  path: 'admin/deposits/approve',
  auth: 'admin',
  idempotent: true,
  schemas: () => adminSchemas().then((s) => ({ input: s.ZAdminDepositApproveRequest, output: s.ZAdminDeposit })),
});

export const adminDepositsReject = defineCall({
  method: 'POST',
  path: 'admin/deposits/reject',
  auth: 'admin',
  idempotent: true,
  schemas: () => adminSchemas().then((s) => ({ input: s.ZAdminDepositRejectRequest, output: s.ZAdminDeposit })),
});

export const adminWithdrawals = defineCall({
  method: 'GET',
  path: 'admin/withdrawals',
  auth: 'admin',
  schemas: () => adminSchemas().then((s) => ({ input: s.ZAdminWithdrawalsRequest, output: s.ZAdminWithdrawalsResponse })),
});

export const adminWithdrawalsApprove = defineCall({
  method: 'POST',
  path: 'admin/withdrawals/approve',
  auth: 'admin',
  idempotent: true,
  schemas: () => adminSchemas().then((s) => ({ input: s.ZAdminWithdrawalApproveRequest, output: s.ZAdminWithdrawalDecided })),
});

export const adminWithdrawalsReject = defineCall({
  method: 'POST',
  path: 'admin/withdrawals/reject',
  auth: 'admin',
  idempotent: true,
  schemas: () => adminSchemas().then((s) => ({ input: s.ZAdminWithdrawalRejectRequest, output: s.ZAdminWithdrawalDecided })),
});
