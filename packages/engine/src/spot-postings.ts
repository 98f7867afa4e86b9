// The ledger side of spot trading, pure: what a resting order freezes, what each fill moves, what
// a cancel or an unfilled remainder releases. A user trades from the change account and pays a
// fill out of the funds the order froze; the platform's liquidity provider trades from its own
// platform account, which freezes nothing (it may go below zero: its quotes are the platform's
// risk, bounded by their sizes, never a user's money).
//
// Each side of a fill pays its fee in what it receives (order-book-fees.ts): the buyer in base,
// the seller in quote, each fee its own line to the fees account.
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import {
  LedgerInvariantError,
  PLATFORM_ACCOUNT,
  POSTINGS_PER_TRANSFER_MAX,
  assertBalanced,
  assertPositive,
  bucketKey,
  freeze,
  isPlatformOwner,
  platformAccount,
  unfreeze,
  userOwner,
  type Bucket,
  type LedgerAccount,
  type Owner,
  type Posting,
} from './ledger.ts';
import type { Fill, Side } from './order-book.ts';

/** Users trade spot from their change account. */
export const SPOT_ACCOUNT_TYPE = ACCOUNT_TYPE.change;

/** The two coins of a pair: quantities are in base, prices and totals in quote. */
export type SpotCoins = { baseCoinId: number; quoteCoinId: number };

/** The coin an order of `side` freezes and pays with: quote for a buy, base for a sell. */
export function payingCoinId(coins: SpotCoins, side: Side): number {
  return side === 'buy' ? coins.quoteCoinId : coins.baseCoinId;
}

/** Book owners are users (their id as text) or the liquidity provider; nobody else quotes. */
function assertBookOwner(owner: Owner): void {
  if (isPlatformOwner(owner) && owner !== PLATFORM_ACCOUNT.spotLiquidity) throw new LedgerInvariantError(`${owner} does not trade spot`);
}

/** The account a book owner trades `coinId` from: a user's change account, or the provider's platform account. */
export function spotAccount(owner: Owner, coinId: number): LedgerAccount {
  assertBookOwner(owner);
  if (owner === PLATFORM_ACCOUNT.spotLiquidity) return platformAccount(PLATFORM_ACCOUNT.spotLiquidity, coinId);
  return { owner: userOwner(Number(owner)), coinId, accountType: SPOT_ACCOUNT_TYPE };
}

/** A user pays a fill out of what the order froze; the provider froze nothing and pays from available. */
function payingBucket(owner: Owner): Bucket {
  return owner === PLATFORM_ACCOUNT.spotLiquidity ? 'available' : 'frozen';
}

/** A user's order is accepted: what it may spend (quote for a buy, base for a sell) is frozen. */
export function orderFrozen(coins: SpotCoins, userId: number, side: Side, amountAtoms: bigint): Posting[] {
  return freeze({ userId, coinId: payingCoinId(coins, side), accountType: SPOT_ACCOUNT_TYPE, amountAtoms });
}

/** What an order no longer needs (a cancel, an unfilled market remainder, a price improvement) goes back to available. */
export function orderReleased(coins: SpotCoins, userId: number, side: Side, amountAtoms: bigint): Posting[] {
  return unfreeze({ userId, coinId: payingCoinId(coins, side), accountType: SPOT_ACCOUNT_TYPE, amountAtoms });
}

/**
 * One fill: the buyer's quote to the seller less the seller's fee, the seller's base to the buyer
 * less the buyer's fee, and the maker's released dust (a resting buy's truncation remainder) back
 * to its available. Lines on the same bucket are added together.
 */
export function fillPostings(coins: SpotCoins, fill: Fill): Posting[] {
  assertPositive('fill quantity', fill.quantityAtoms);
  assertPositive('fill quote', fill.quoteAtoms);
  if (fill.makerOwner === fill.takerOwner) throw new LedgerInvariantError(`fill ${fill.sequence} trades ${fill.makerOwner} with itself`);
  const takerBuys = fill.takerSide === 'buy';
  const buyer = takerBuys ? fill.takerOwner : fill.makerOwner;
  const seller = takerBuys ? fill.makerOwner : fill.takerOwner;
  const buyerFeeAtoms = takerBuys ? fill.takerFeeAtoms : fill.makerFeeAtoms;
  const sellerFeeAtoms = takerBuys ? fill.makerFeeAtoms : fill.takerFeeAtoms;
  if (buyerFeeAtoms < 0n || buyerFeeAtoms > fill.quantityAtoms) throw new LedgerInvariantError(`buyer fee ${buyerFeeAtoms}`);
  if (sellerFeeAtoms < 0n || sellerFeeAtoms > fill.quoteAtoms) throw new LedgerInvariantError(`seller fee ${sellerFeeAtoms}`);
  const { baseCoinId, quoteCoinId } = coins;
  const lines = new PostingSum();
  lines.add(spotAccount(buyer, quoteCoinId), payingBucket(buyer), -fill.quoteAtoms);
  lines.add(spotAccount(seller, quoteCoinId), 'available', fill.quoteAtoms - sellerFeeAtoms);
  lines.add(platformAccount(PLATFORM_ACCOUNT.fees, quoteCoinId), 'available', sellerFeeAtoms);
  lines.add(spotAccount(seller, baseCoinId), payingBucket(seller), -fill.quantityAtoms);
  lines.add(spotAccount(buyer, baseCoinId), 'available', fill.quantityAtoms - buyerFeeAtoms);
  lines.add(platformAccount(PLATFORM_ACCOUNT.fees, baseCoinId), 'available', buyerFeeAtoms);
  // Only a user's resting buy holds dust; the provider froze nothing, so it has nothing to release.
  if (fill.makerReleasedAtoms > 0n && payingBucket(fill.makerOwner) === 'frozen') {
    const makerQuote = spotAccount(fill.makerOwner, quoteCoinId);
    lines.add(makerQuote, 'frozen', -fill.makerReleasedAtoms);
    lines.add(makerQuote, 'available', fill.makerReleasedAtoms);
  }
  const postings = lines.postings();
  assertBalanced(postings);
  return postings;
}

/**
 * A fill between two users as two halves, each balanced against PLATFORM_ACCOUNT.spotClearing: the
 * taker's lines (and the fee it pays) and the maker's, so each user's ledger lines name their own
 * order. The halves' clearing lines cancel out. A fill with the platform's liquidity is one movement
 * (its counterparty is a platform account already): both halves come back in `taker`, `maker` empty.
 */
export function fillHalves(coins: SpotCoins, fill: Fill): { taker: Posting[]; maker: Posting[] } {
  const postings = fillPostings(coins, fill);
  if (isPlatformOwner(fill.makerOwner) || isPlatformOwner(fill.takerOwner)) return { taker: postings, maker: [] };
  const buyer = fill.takerSide === 'buy' ? fill.takerOwner : fill.makerOwner;
  // Each fee is paid in the coin its payer receives: the buyer's in base, the seller's in quote.
  const ownerOf = (posting: Posting): Owner =>
    isPlatformOwner(posting.account.owner)
      ? posting.account.coinId === coins.baseCoinId
        ? buyer
        : buyer === fill.takerOwner
          ? fill.makerOwner
          : fill.takerOwner
      : posting.account.owner;
  const half = (owner: Owner): Posting[] => {
    const lines = new PostingSum();
    lines.addAll(postings.filter((posting) => ownerOf(posting) === owner));
    for (const coinId of [coins.baseCoinId, coins.quoteCoinId]) {
      const sum = lines.postings().reduce((total, line) => (line.account.coinId === coinId ? total + line.amountAtoms : total), 0n);
      lines.add(platformAccount(PLATFORM_ACCOUNT.spotClearing, coinId), 'available', -sum);
    }
    const halfPostings = lines.postings();
    assertBalanced(halfPostings);
    return halfPostings;
  };
  return { taker: half(fill.takerOwner), maker: half(fill.makerOwner) };
}

/** Adds postings by bucket; answers the non-zero sums in the order each bucket first appeared. */
export class PostingSum {
  private readonly lines = new Map<string, Posting>();

  add(account: LedgerAccount, bucket: Bucket, amountAtoms: bigint): void {
    if (amountAtoms === 0n) return;
    const key = bucketKey(account, bucket);
    const line = this.lines.get(key);
    if (line) line.amountAtoms += amountAtoms;
    else this.lines.set(key, { account, bucket, amountAtoms });
  }

  addAll(postings: readonly Posting[]): void {
    for (const posting of postings) this.add(posting.account, posting.bucket, posting.amountAtoms);
  }

  /** Buckets this sum would have with `postings` added (zero sums included: they may still be non-zero midway). */
  bucketsWith(postings: readonly Posting[]): number {
    let count = this.lines.size;
    for (const posting of postings) if (!this.lines.has(bucketKey(posting.account, posting.bucket))) count += 1;
    return count;
  }

  postings(): Posting[] {
    return [...this.lines.values()].filter((line) => line.amountAtoms !== 0n).map((line) => ({ ...line }));
  }
}

/** One step of settling an order book result: its postings, why, and the order they are recorded against. */
export type SettlementStep = { recordId: string; reason: string; postings: readonly Posting[] };
/** A movement to write; its reason is its first step's (a fill, then the release of what the order did not spend). */
export type SettlementTransfer = { recordId: string; reason: string; postings: Posting[] };

/**
 * Joins consecutive steps recorded against the same order into one transfer (a market order's
 * ten fills against the provider and its release touch the same seven buckets, so they are one
 * movement of seven lines rather than eleven of two to seven), starting a new transfer whenever
 * the record changes or the lines would pass POSTINGS_PER_TRANSFER_MAX. Each transfer balances on
 * its own; steps that cancel out to nothing are left out.
 */
export function settlementTransfers(steps: readonly SettlementStep[]): SettlementTransfer[] {
  const transfers: SettlementTransfer[] = [];
  let recordId: string | null = null;
  let reason = '';
  let sum = new PostingSum();
  const close = () => {
    if (recordId === null) return;
    const postings = sum.postings();
    if (postings.length > 0) {
      assertBalanced(postings);
      transfers.push({ recordId, reason, postings });
    }
  };
  // Each step was built (and checked) by fillPostings, orderFrozen or orderReleased; each transfer is checked once more as a whole.
  for (const step of steps) {
    if (step.postings.length === 0) continue;
    if (step.recordId !== recordId || sum.bucketsWith(step.postings) > POSTINGS_PER_TRANSFER_MAX) {
      close();
      recordId = step.recordId;
      reason = step.reason;
      sum = new PostingSum();
    }
    sum.addAll(step.postings);
  }
  close();
  return transfers;
}
