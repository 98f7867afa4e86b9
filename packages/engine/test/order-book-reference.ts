// A naive matcher to check the order book against: resting orders in one plain array, the best
// one found by a linear scan (best price, then lowest sequence) on every step, every amount
// computed from its definition. Slow and obviously right; it writes the same log lines as
// order-book-log.ts, so the two can be compared line by line.
import type { FeeRates, FeeSchedule } from '../src/order-book-fees.ts';
import type { DepthLevel, NewOrder, Side } from '../src/order-book.ts';

const ATOMS_PER_UNIT = 100_000_000n;
const PPM = 1_000_000n;

type ReferenceOrder = {
  id: number;
  owner: string;
  side: Side;
  priceAtoms: bigint;
  remainingAtoms: bigint;
  sequence: number;
  makerFeePpm: bigint;
};

const quoteOf = (priceAtoms: bigint, quantityAtoms: bigint) => (priceAtoms * quantityAtoms) / ATOMS_PER_UNIT;
const feeOf = (receivedAtoms: bigint, feePpm: bigint) => (receivedAtoms * feePpm + PPM - 1n) / PPM;
const frozenOf = (order: ReferenceOrder) => (order.side === 'buy' ? quoteOf(order.priceAtoms, order.remainingAtoms) : order.remainingAtoms);

export class ReferenceBook {
  private readonly resting: ReferenceOrder[] = [];
  private sequence = 0;

  constructor(
    private readonly fees: FeeSchedule,
    private readonly ordersRestingMax = 1_000_000,
    private readonly matchStepsMax = 10_000,
  ) {}

  private rates(owner: string): FeeRates {
    return this.fees.byOwner?.get(owner) ?? this.fees;
  }

  /** The best resting order `order` may trade with now, or undefined. */
  private bestFor(order: NewOrder): ReferenceOrder | undefined {
    let best: ReferenceOrder | undefined;
    for (const candidate of this.resting) {
      if (candidate.side === order.side) continue;
      if (order.priceAtoms !== undefined) {
        const acceptable = order.side === 'buy' ? candidate.priceAtoms <= order.priceAtoms : candidate.priceAtoms >= order.priceAtoms;
        if (!acceptable) continue;
      }
      if (best === undefined) {
        best = candidate;
        continue;
      }
      const better = order.side === 'buy' ? candidate.priceAtoms < best.priceAtoms : candidate.priceAtoms > best.priceAtoms;
      if (better || (candidate.priceAtoms === best.priceAtoms && candidate.sequence < best.sequence)) best = candidate;
    }
    return best;
  }

  private remove(order: ReferenceOrder): void {
    this.resting.splice(this.resting.indexOf(order), 1);
  }

  place(order: NewOrder): string {
    const isBuy = order.side === 'buy';
    if (order.kind === 'market' && !this.resting.some((resting) => resting.side !== order.side)) return 'refused no_liquidity\n';
    if (order.kind === 'limit' && this.resting.length >= this.ordersRestingMax) return 'refused book_full\n';
    const rates = this.rates(order.owner);
    const sequence = ++this.sequence;
    let remainingAtoms = order.quantityAtoms;
    let spentAtoms = 0n;
    let stop = 'price';
    let steps = 0;
    const lines: string[] = [];
    for (;;) {
      if (remainingAtoms === 0n) {
        stop = 'filled';
        break;
      }
      const maker = this.bestFor(order);
      if (maker === undefined) break;
      if (steps >= this.matchStepsMax) {
        stop = 'match_steps_max';
        break;
      }
      steps += 1;
      if (maker.owner === order.owner) {
        lines.push(
          `self_trade_cancel ${++this.sequence} ${maker.id} ${maker.owner} ${maker.side} ${maker.priceAtoms}` +
            ` cancelled ${maker.remainingAtoms} released ${frozenOf(maker)} taker ${order.id}`,
        );
        this.remove(maker);
        continue;
      }
      let quantityAtoms = remainingAtoms < maker.remainingAtoms ? remainingAtoms : maker.remainingAtoms;
      if (order.quoteBudgetAtoms !== undefined) {
        // What is left of the budget buys floor(left / price) base, so its truncated cost fits.
        const affordable = ((order.quoteBudgetAtoms - spentAtoms) * ATOMS_PER_UNIT) / maker.priceAtoms;
        if (affordable === 0n) {
          stop = 'quote_budget';
          break;
        }
        if (affordable < quantityAtoms) quantityAtoms = affordable;
      }
      const quoteAtoms = quoteOf(maker.priceAtoms, quantityAtoms);
      const frozenBefore = frozenOf(maker);
      const takerFee = feeOf(isBuy ? quantityAtoms : quoteAtoms, BigInt(rates.takerFeePpm));
      const makerFee = feeOf(isBuy ? quoteAtoms : quantityAtoms, maker.makerFeePpm);
      maker.remainingAtoms -= quantityAtoms;
      const makerReleased = frozenBefore - (isBuy ? quantityAtoms : quoteAtoms) - frozenOf(maker);
      remainingAtoms -= quantityAtoms;
      spentAtoms += isBuy ? quoteAtoms : quantityAtoms;
      lines.push(
        `fill ${++this.sequence} ${order.side} ${maker.priceAtoms} ${quantityAtoms} ${quoteAtoms}` +
          ` maker ${maker.id} ${maker.owner} fee ${makerFee} left ${maker.remainingAtoms} released ${makerReleased}` +
          ` taker ${order.id} ${order.owner} fee ${takerFee}`,
      );
      if (maker.remainingAtoms === 0n) this.remove(maker);
    }
    const rests = remainingAtoms > 0n && order.kind === 'limit' && stop === 'price';
    const frozenAtoms = rests ? (isBuy ? quoteOf(order.priceAtoms!, remainingAtoms) : remainingAtoms) : 0n;
    let reservedAtoms = order.quantityAtoms;
    if (isBuy)
      reservedAtoms = order.kind === 'limit' ? quoteOf(order.priceAtoms!, order.quantityAtoms) : (order.quoteBudgetAtoms ?? spentAtoms);
    const cancelledAtoms = rests ? 0n : remainingAtoms;
    const reason = cancelledAtoms === 0n ? '-' : stop === 'quote_budget' || stop === 'match_steps_max' ? stop : 'market';
    const status = remainingAtoms === 0n ? 'filled' : rests ? 'resting' : 'cancelled';
    if (rests) {
      this.resting.push({
        id: order.id,
        owner: order.owner,
        side: order.side,
        priceAtoms: order.priceAtoms!,
        remainingAtoms,
        sequence,
        makerFeePpm: BigInt(rates.makerFeePpm),
      });
    }
    const head =
      `placed ${sequence} ${order.id} ${status} filled ${order.quantityAtoms - remainingAtoms} resting ${rests ? remainingAtoms : 0n}` +
      ` cancelled ${cancelledAtoms} ${reason} reserved ${reservedAtoms} spent ${spentAtoms}` +
      ` frozen ${frozenAtoms} released ${reservedAtoms - spentAtoms - frozenAtoms}`;
    return [head, ...lines].map((line) => `${line}\n`).join('');
  }

  cancel(orderId: number): string {
    const order = this.resting.find((resting) => resting.id === orderId);
    if (order === undefined) return 'refused unknown_order\n';
    this.remove(order);
    return (
      `cancel ${++this.sequence} ${order.id} ${order.owner} ${order.side} ${order.priceAtoms}` +
      ` cancelled ${order.remainingAtoms} released ${frozenOf(order)}\n`
    );
  }

  /** Each side's levels, best first: price, summed remaining quantity, order count. */
  depth(): { bids: DepthLevel[]; asks: DepthLevel[] } {
    const sideDepth = (side: Side) => {
      const byPrice = new Map<bigint, DepthLevel>();
      for (const order of this.resting) {
        if (order.side !== side) continue;
        const level = byPrice.get(order.priceAtoms) ?? { priceAtoms: order.priceAtoms, quantityAtoms: 0n, orderCount: 0 };
        level.quantityAtoms += order.remainingAtoms;
        level.orderCount += 1;
        byPrice.set(order.priceAtoms, level);
      }
      const better = (a: DepthLevel, b: DepthLevel) => (side === 'buy' ? b.priceAtoms > a.priceAtoms : b.priceAtoms < a.priceAtoms);
      return [...byPrice.values()].sort((a, b) => (better(a, b) ? 1 : -1));
    };
    return { bids: sideDepth('buy'), asks: sideDepth('sell') };
  }

  bestBidAtoms(): bigint | undefined {
    return this.resting
      .filter((order) => order.side === 'buy')
      .reduce<bigint | undefined>((best, order) => (best === undefined || order.priceAtoms > best ? order.priceAtoms : best), undefined);
  }

  bestAskAtoms(): bigint | undefined {
    return this.resting
      .filter((order) => order.side === 'sell')
      .reduce<bigint | undefined>((best, order) => (best === undefined || order.priceAtoms < best ? order.priceAtoms : best), undefined);
  }
}
