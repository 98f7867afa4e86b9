// Converting one coin into another in the change account, with the platform's conversion desk, at
// the recorded feed prices less the spread and the fee. The user confirms the rate they saw; the
// order fills at the live rate unless that moved against them by more than the tolerance. The
// record keeps both prices, the ticks they came from and when they were recorded.
import type { Selectable } from 'kysely';
import type { Server as IoServer } from 'socket.io';
import { toAtoms } from '@platform/shared/money';
import type { PageOf } from '@platform/shared/envelope';
import {
  CONVERSION_ACCOUNT_TYPE,
  CONVERSION_FEE_PERCENT,
  CONVERSION_SPREAD_PERCENT,
  CONVERSION_TOLERANCE_PERCENT,
  type TConversion,
  type TConversionQuote,
} from '@platform/shared/schemas/wallet';
import { conversion } from '@platform/engine/ledger';
import type { Db, Dialect } from '../../db/database.ts';
import type { ConversionsTable } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { amountText, assertCoinPrecision, coinOf, type Coin } from '../../ledger/coins.ts';
import { conversionTerms, rateMovedAgainstUser, type ConversionTerms } from './conversion-pricing.ts';
import { notifyWalletChange } from '../../realtime/wallet-events.ts';
import { postTransferIn } from '../../ledger/ledger.ts';
import { writeLedgerUnit } from '../../ledger/ledger-writer.ts';
import { usdtPriceOf, type CoinPrice } from '../../prices/coin-prices.ts';
import { countConversions, insertConversion, listConversions } from './record-queries.ts';

export type ConversionDeps = { db: Db; dialect: Dialect; io: IoServer; clock: () => number };
export type ConversionOrder = { fromCoinId: number; toCoinId: number; amount: string };

type Priced = {
  from: Coin;
  to: Coin;
  fromAmountAtoms: bigint;
  fromPrice: CoinPrice;
  toPrice: CoinPrice;
  terms: ConversionTerms;
  /** The older of the two prices' times; now when both coins are stablecoins. */
  pricedAt: number;
};

/** Prices an order at the last recorded ticks; refuses what cannot be converted. */
async function price(db: Db, order: ConversionOrder, now: number): Promise<Priced> {
  if (order.fromCoinId === order.toCoinId) throw new AppError('conversion_same_coin');
  const from = await coinOf(db, order.fromCoinId);
  const to = await coinOf(db, order.toCoinId);
  const fromAmountAtoms = toAtoms(order.amount);
  assertCoinPrecision(from, fromAmountAtoms);
  const fromPrice = await usdtPriceOf(db, from.id);
  const toPrice = await usdtPriceOf(db, to.id);
  const terms = conversionTerms({
    fromAmountAtoms,
    fromPriceAtoms: fromPrice.usdtAtoms,
    toPriceAtoms: toPrice.usdtAtoms,
    fromDecimals: from.decimals,
    toDecimals: to.decimals,
  });
  if (terms.receiveAtoms <= 0n || terms.rateAtoms <= 0n) throw new AppError('conversion_amount_too_small');
  const tickTimes = [fromPrice.timeMs, toPrice.timeMs].filter((time): time is number => time !== null);
  return { from, to, fromAmountAtoms, fromPrice, toPrice, terms, pricedAt: tickTimes.length ? Math.min(...tickTimes) : now };
}

export async function quoteConversion(db: Db, order: ConversionOrder, now: number): Promise<TConversionQuote> {
  const priced = await price(db, order, now);
  return {
    from_currency_id: priced.from.id,
    to_currency_id: priced.to.id,
    number: amountText(priced.fromAmountAtoms),
    rate: amountText(priced.terms.rateAtoms),
    market_rate: amountText(priced.terms.marketRateAtoms),
    spread_percent: CONVERSION_SPREAD_PERCENT,
    fee_percent: CONVERSION_FEE_PERCENT,
    fee: amountText(priced.terms.feeAtoms),
    receive: amountText(priced.terms.receiveAtoms),
    tolerance_percent: CONVERSION_TOLERANCE_PERCENT,
    priced_at: priced.pricedAt,
  };
}

type ConversionRow = Selectable<ConversionsTable> & { from_currency_name: string; to_currency_name: string };

function conversionJson(row: ConversionRow): TConversion {
  return {
    id: row.id,
    from_currency_id: row.from_currency_id,
    from_currency_name: row.from_currency_name,
    to_currency_id: row.to_currency_id,
    to_currency_name: row.to_currency_name,
    number: amountText(row.from_amount_atoms),
    receive: amountText(row.to_amount_atoms),
    fee: amountText(row.fee_atoms),
    rate: amountText(row.rate_atoms),
    from_price: amountText(row.from_price_atoms),
    to_price: amountText(row.to_price_atoms),
    from_tick_seq: row.from_tick_seq,
    to_tick_seq: row.to_tick_seq,
    priced_at: row.priced_at,
    created_at: row.created_at,
  };
}

/** Fills a conversion at the live rate, or refuses it when that rate is worse than `seenRate` beyond the tolerance. */
export async function convert(deps: ConversionDeps, userId: number, order: ConversionOrder & { seenRate: string }): Promise<TConversion> {
  const now = deps.clock();
  const priced = await price(deps.db, order, now);
  const live = { fromPriceAtoms: priced.fromPrice.usdtAtoms, toPriceAtoms: priced.toPrice.usdtAtoms };
  if (rateMovedAgainstUser(toAtoms(order.seenRate), live)) throw new AppError('conversion_price_moved');
  const { from, to, fromAmountAtoms, terms } = priced;
  const row = await writeLedgerUnit(deps, async (trx) => {
    const inserted = await insertConversion(trx, {
      user_id: userId,
      account_type: CONVERSION_ACCOUNT_TYPE,
      from_currency_id: from.id,
      to_currency_id: to.id,
      from_amount_atoms: fromAmountAtoms,
      to_amount_atoms: terms.receiveAtoms,
      fee_atoms: terms.feeAtoms,
      rate_atoms: terms.rateAtoms,
      from_price_atoms: priced.fromPrice.usdtAtoms,
      to_price_atoms: priced.toPrice.usdtAtoms,
      from_tick_seq: priced.fromPrice.tickSeq,
      to_tick_seq: priced.toPrice.tickSeq,
      priced_at: priced.pricedAt,
      created_at: now,
    });
    await postTransferIn(trx, {
      postings: conversion({
        userId,
        accountType: CONVERSION_ACCOUNT_TYPE,
        fromCoinId: from.id,
        fromAmountAtoms,
        toCoinId: to.id,
        toAmountAtoms: terms.receiveAtoms,
        feeAtoms: terms.feeAtoms,
      }),
      reason: 'conversion',
      record: { type: 'conversion', id: String(inserted.id) },
      now,
    });
    return inserted;
  });
  notifyWalletChange(deps.io, userId, { kind: 'conversion', id: row.id, status: 'success' });
  return conversionJson({ ...row, from_currency_name: from.name, to_currency_name: to.name });
}

export async function conversionHistory(db: Db, userId: number, page: number, limit: number): Promise<PageOf<TConversion>> {
  const [rows, total] = await Promise.all([
    listConversions(db, userId, { offset: (page - 1) * limit, limit }),
    countConversions(db, userId),
  ]);
  return { data: rows.map(conversionJson), total, page, limit };
}
