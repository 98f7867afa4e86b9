// The wallet's balance and record calls (SPEC.md section 7, Wallet): balances per account, the
// bills, transfers between the user's accounts and conversion between coins. Money-moving calls
// are idempotent; every call needs login.
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { ZPageRequest } from '@platform/shared/schemas/common';
import {
  ZConversionQuoteRequest,
  ZConversionRequest,
  ZLegalLogRequest,
  ZTransferFeeRequest,
  ZTransferRequest,
  ZWalletDetailRequest,
} from '@platform/shared/schemas/wallet';
import type { ModuleDeps } from '../../deps.ts';
import { defineRoute } from '../../http/route.ts';
import { transferAccounts, userCurrencyList, walletDetail, walletList } from './balance-service.ts';
import { accountTypeOf } from '../../ledger/coins.ts';
import { conversionHistory, convert, quoteConversion } from './conversion-service.ts';
import { ledgerRecords } from './records.ts';
import { transferBetweenAccounts, transferFee, transferHistory } from './transfer-service.ts';

export function registerBalanceRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const { db, clock } = deps;

  defineRoute(app, {
    method: ['POST', 'GET'],
    path: 'wallet/list',
    auth: true,
    handler: (_input, ctx) => walletList(db, ctx.user.id),
  });

  defineRoute(app, {
    method: ['POST', 'GET'],
    path: 'wallet/detail',
    input: ZWalletDetailRequest,
    auth: true,
    handler: (input, ctx) => walletDetail(db, ctx.user.id, input.currency_id, accountTypeOf(input.account_type)),
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    path: 'currency/user_currency_list',
    auth: true,
    handler: (_input, ctx) => userCurrencyList(db, ctx.user.id, ACCOUNT_TYPE.change),
  });

  defineRoute(app, {
    method: ['POST', 'GET'],
    path: 'wallet/legal_log',
    input: ZLegalLogRequest,
    auth: true,
    handler: (input, ctx) => ledgerRecords(db, ctx.user.id, input),
  });

  defineRoute(app, {
    method: ['POST', 'GET'],
    path: 'user/getTransferList',
    auth: true,
    handler: (_input, ctx) => transferAccounts(db, ctx.user.id),
  });

  defineRoute(app, {
    method: ['POST', 'GET'],
    path: 'user/getTransferFee',
    input: ZTransferFeeRequest,
    auth: true,
    handler: (input) =>
      transferFee(db, {
        coinId: input.currency_id,
        from: accountTypeOf(input.from_field),
        to: accountTypeOf(input.to_field),
        amount: input.number,
      }),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'user/Transfer',
    input: ZTransferRequest,
    auth: true,
    idempotent: true,
    handler: (input, ctx) =>
      transferBetweenAccounts(deps, ctx.user.id, {
        coinId: input.currency_id,
        amount: input.number,
        from: accountTypeOf(input.from_field),
        to: accountTypeOf(input.to_field),
      }),
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    path: 'user/transfer_list',
    input: ZPageRequest,
    auth: true,
    handler: (input, ctx) => transferHistory(db, ctx.user.id, input.page, input.limit),
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    path: 'wallet/change_quote',
    input: ZConversionQuoteRequest,
    auth: true,
    handler: (input) =>
      quoteConversion(db, { fromCoinId: input.from_currency_id, toCoinId: input.to_currency_id, amount: input.number }, clock()),
  });

  defineRoute(app, {
    method: 'POST',
    path: 'wallet/change',
    input: ZConversionRequest,
    auth: true,
    idempotent: true,
    handler: (input, ctx) =>
      convert(deps, ctx.user.id, {
        fromCoinId: input.from_currency_id,
        toCoinId: input.to_currency_id,
        amount: input.number,
        seenRate: input.rate,
      }),
  });

  defineRoute(app, {
    method: ['GET', 'POST'],
    path: 'wallet/hzhistory',
    input: ZPageRequest,
    auth: true,
    handler: (input, ctx) => conversionHistory(db, ctx.user.id, input.page, input.limit),
  });
}
