// Pieces every trading call shares: how a market is named in a request, sides and directions as the
// SPEC's clients send them (words or the numbers 1 and 2), and optional prices.
import { z } from 'zod';
import type { TextKey } from '../i18n/texts.en.ts';
import { key, zId } from './common.ts';
import { zPositiveAmount } from './fields.ts';

/** Empty strings from forms mean "not given". */
export const blankAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * A market: `symbol` ('BTC/USDT', 'US500/USD'), or the SPEC's currency_id (base coin) with legal_id
 * (quote coin). The server resolves either to one listed market or answers 'market_not_tradable'.
 */
export const zMarketRef = {
  symbol: z.preprocess(blankAsUndefined, z.string().trim().toUpperCase().max(20).optional()),
  currency_id: z.preprocess(blankAsUndefined, zId.optional()),
  legal_id: z.preprocess(blankAsUndefined, zId.optional()),
};

function oneOf<T extends string>(values: readonly [T, T], textKey: TextKey) {
  return z.preprocess(
    (value) => {
      if (value === 1 || value === '1') return values[0];
      if (value === 2 || value === '2') return values[1];
      return typeof value === 'string' ? value.trim().toLowerCase() : value;
    },
    z.enum(values, key(textKey)),
  );
}

/** 'buy' or 'sell' (1 or 2). */
export const zSide = oneOf(['buy', 'sell'], 'direction_invalid');
/** 'long' or 'short' (1 or 2: buy up, sell down). */
export const zDirection = oneOf(['long', 'short'], 'direction_invalid');
/** 'up' or 'down' (1 rise, 2 fall). */
export const zOptionDirection = oneOf(['up', 'down'], 'direction_invalid');
/** 'limit' (pending) or 'market'. */
export const zOrderType = z.preprocess(
  (value) => (value === undefined || value === '' ? undefined : typeof value === 'string' ? value.trim().toLowerCase() : value),
  z.enum(['limit', 'market'], key('order_type_invalid')),
);

/**
 * A positive decimal string with at most 8 fraction digits and at most AMOUNT_MAX, refused with
 * `textKey`; the market's own precision is checked by the server.
 */
export function zPositiveDecimal(textKey: TextKey) {
  return zPositiveAmount(textKey);
}

export const zPrice = zPositiveDecimal('price_invalid');
export const zQuantity = zPositiveDecimal('quantity_invalid');
/** An optional price: absent or empty means none (a stop not set, or cleared). */
export const zOptionalPrice = z.preprocess(blankAsUndefined, zPrice.optional());
