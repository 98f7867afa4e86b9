// The sentences the spot form shows around an order: the line under the slider (the total of a
// limit order, what a market order is expected to give) and the toast after coin/trade (what a
// market order did, and what it could not).
import { toAtoms } from '@platform/shared/money';
import { ZSpotOrder } from '@platform/shared/schemas/spot';
import { SPOT_MIN_TOTAL } from '@platform/shared/trading-rules';
import { formatCoin } from '../../../lib/coin-amounts.ts';
import type { Translate } from '../../../lib/i18n.ts';
import { formatPriceAt } from './display.ts';
import { positiveAtoms, quantityOf, totalOf, type OrderType, type Side } from './order-math.ts';

export type EstimateInput = {
  side: Side;
  orderType: OrderType;
  price: string;
  amount: string;
  lastPrice: string | null;
  base: string;
  quote: string;
};

export function estimateLine(input: EstimateInput, t: Translate): { label: string; value: string } {
  const { side, orderType, price, amount, lastPrice, base, quote } = input;
  if (orderType === 'limit') {
    const total = totalOf(price, amount);
    return { label: t('form.total'), value: total === null ? '--' : `${formatCoin(total, quote)} ${quote}` };
  }
  if (side === 'buy') {
    const quantity = lastPrice === null ? null : quantityOf(amount, lastPrice);
    return { label: t('form.estimatedAmount'), value: quantity === null ? '--' : `≈ ${formatCoin(quantity, base)} ${base}` };
  }
  const total = lastPrice === null ? null : totalOf(lastPrice, amount);
  return { label: t('form.estimatedTotal'), value: total === null ? '--' : `≈ ${formatCoin(total, quote)} ${quote}` };
}

export function placedText(result: unknown, t: Translate, priceDecimals: number): string {
  const parsed = ZSpotOrder.safeParse(result);
  if (!parsed.success) return t('texts:order_placed');
  const order = parsed.data;
  const base = order.currency_name;
  const quote = order.legal_name;
  const filledAtoms = positiveAtoms(order.filled_amount);
  if (order.avg_price === null || filledAtoms === null) return t('texts:order_placed');
  const values = { amount: formatCoin(order.filled_amount, base), coin: base, price: formatPriceAt(order.avg_price, priceDecimals) };
  if (order.status === 'in_progress') return t('form.placedPart', values);
  if (order.side === 'sell') {
    const askedAtoms = positiveAtoms(order.amount);
    if (askedAtoms !== null && filledAtoms < askedAtoms) return t('form.soldPart', { ...values, asked: formatCoin(order.amount, base) });
    return t('form.sold', values);
  }
  // A market buy spends a budget; a remainder under the least order total is only the quantity grid's rounding.
  const budgetAtoms = order.order_type === 'market' && order.total !== null ? positiveAtoms(order.total) : null;
  const spentAtoms = positiveAtoms(order.filled_total) ?? 0n;
  if (budgetAtoms !== null && budgetAtoms - spentAtoms >= toAtoms(SPOT_MIN_TOTAL)) {
    const total = order.total ?? '0';
    return t('form.boughtPart', { ...values, spent: formatCoin(order.filled_total, quote), total: formatCoin(total, quote), quote });
  }
  return t('form.bought', values);
}
