// The wallet's balance and record calls (SPEC.md section 7, Wallet): balances per account, the
// bills, transfers between the user's accounts and conversion between coins. Money-moving calls
// are idempotent; every call needs login.
import type { FastifyInstance } from 'fastify';
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import {
  currencyUserCurrencyList,
  userGetTransferFee,
  userGetTransferList,
  userTransfer,
  userTransferList,
  walletChange,
  walletChangeQuote,
  walletDetail as walletDetailCall,
  walletHzhistory,
  walletLegalLog,
  walletList as walletListCall,
} from '@platform/shared/contract/wallet';
import type { ModuleDeps } from '../../deps.ts';
import { defineRoute } from '../../http/route.ts';
import { transferAccounts, userCurrencyList, walletDetail, walletList } from './balance-service.ts';
import { accountTypeOf } from '../../ledger/coins.ts';
import { conversionHistory, convert, quoteConversion } from './conversion-service.ts';
import { ledgerRecords } from './records.ts';
import { transferBetweenAccounts, transferFee, transferHistory } from './transfer-service.ts';

export function registerBalanceRoutes(app: FastifyInstance, deps: ModuleDeps): void {
  const { db, clock } = deps;

  defineRoute(app, walletListCall, (_input, ctx) => walletList(db, ctx.user.id));

  defineRoute(app, walletDetailCall, (input, ctx) => walletDetail(db, ctx.user.id, input.currency_id, accountTypeOf(input.account_type)));

  defineRoute(app, currencyUserCurrencyList, (_input, ctx) => userCurrencyList(db, ctx.user.id, ACCOUNT_TYPE.change));

  defineRoute(app, walletLegalLog, (input, ctx) => ledgerRecords(db, ctx.user.id, input));

  defineRoute(app, userGetTransferList, (_input, ctx) => transferAccounts(db, ctx.user.id));

  defineRoute(app, userGetTransferFee, (input) =>
    transferFee(db, {
      coinId: input.currency_id,
      from: accountTypeOf(input.from_field),
      to: accountTypeOf(input.to_field),
      amount: input.number,
    }),
  );

  defineRoute(app, userTransfer, (input, ctx) =>
    transferBetweenAccounts(deps, ctx.user.id, {
      coinId: input.currency_id,
      amount: input.number,
      from: accountTypeOf(input.from_field),
      to: accountTypeOf(input.to_field),
    }),
  );

  defineRoute(app, userTransferList, (input, ctx) => transferHistory(db, ctx.user.id, input.page, input.limit));

  defineRoute(app, walletChangeQuote, (input) =>
    quoteConversion(db, { fromCoinId: input.from_currency_id, toCoinId: input.to_currency_id, amount: input.number }, clock()),
  );

  defineRoute(app, walletChange, (input, ctx) =>
    convert(deps, ctx.user.id, {
      fromCoinId: input.from_currency_id,
      toCoinId: input.to_currency_id,
      amount: input.number,
      seenRate: input.rate,
    }),
  );

  defineRoute(app, walletHzhistory, (input, ctx) => conversionHistory(db, ctx.user.id, input.page, input.limit));
}
