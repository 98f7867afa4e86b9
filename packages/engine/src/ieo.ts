// IEO subscriptions, pure: what a subscription costs, the pro-rata allocation at the distribution
// time and the ledger postings of subscribing and of allocating. A subscription asks for a number of
// tokens at the project's price in one pay currency; its payment leaves the user's coin account for
// the platform's IEO subscriptions account. At the distribution time, if the tokens asked for in all
// exceed the hard cap, every subscription gets the same ratio cap / asked, its tokens rounded DOWN to
// the token's precision; what the allocated tokens cost goes to the proceeds account and the rest of
// the payment comes back to the user, to the atom. Under the cap everyone gets what they asked for.
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { ATOMS_PER_UNIT, SCALE_DIGITS } from '@platform/shared/money';
import {
  LedgerInvariantError,
  PLATFORM_ACCOUNT,
  assertBalanced,
  assertPositive,
  platformAccount,
  userOwner,
  type Posting,
} from './ledger.ts';

/** IEO payments and tokens live in the coin account (SPEC.md account type 2, "change"). */
export const IEO_ACCOUNT_TYPE = ACCOUNT_TYPE.change;
/** The allocation ratio as stored and shown: parts per 1e8 (25 % is 25,000,000), rounded down. */
export const IEO_RATIO_SCALE = ATOMS_PER_UNIT;

/** The atoms of one step of a token with `decimals` fraction digits (0 to 8). */
export function ieoTokenStepAtoms(decimals: number): bigint {
  if (!Number.isSafeInteger(decimals) || decimals < 0 || decimals > SCALE_DIGITS)
    throw new LedgerInvariantError(`token decimals ${decimals}`);
  return 10n ** BigInt(SCALE_DIGITS - decimals);
}

/**
 * What `tokenAtoms` cost at `priceAtoms` (pay currency per token), rounded UP to the atom: the
 * platform never sells below the price, and the user pays at most one atom more than exact.
 */
export function ieoCostAtoms(tokenAtoms: bigint, priceAtoms: bigint): bigint {
  if (tokenAtoms < 0n) throw new LedgerInvariantError(`token amount ${tokenAtoms}`);
  assertPositive('price', priceAtoms);
  const product = tokenAtoms * priceAtoms;
  return (product + ATOMS_PER_UNIT - 1n) / ATOMS_PER_UNIT;
}

/** The share every subscription gets: allocated / asked, as an exact fraction (1 / 1 under the cap). */
export type IeoRatio = { numeratorAtoms: bigint; denominatorAtoms: bigint };

/** The ratio of a project whose subscriptions asked for `askedAtoms` tokens in all, against `capAtoms`. */
export function ieoRatio(askedAtoms: bigint, capAtoms: bigint): IeoRatio {
  assertPositive('hard cap', capAtoms);
  if (askedAtoms < 0n) throw new LedgerInvariantError(`asked ${askedAtoms}`);
  if (askedAtoms <= capAtoms) return { numeratorAtoms: 1n, denominatorAtoms: 1n };
  return { numeratorAtoms: capAtoms, denominatorAtoms: askedAtoms };
}

/** The ratio as stored and shown, in parts of IEO_RATIO_SCALE, rounded down (4x oversubscribed: 25,000,000). */
export function ieoRatioScaled(ratio: IeoRatio): bigint {
  return (ratio.numeratorAtoms * IEO_RATIO_SCALE) / ratio.denominatorAtoms;
}

export type IeoSubscription = { askedAtoms: bigint; paidAtoms: bigint; priceAtoms: bigint };
export type IeoAllocation = { allocatedAtoms: bigint; spentAtoms: bigint; refundAtoms: bigint };

/** One subscription's allocation: asked x ratio rounded down to the token step, its cost, the rest refunded. */
export function ieoAllocate(subscription: IeoSubscription, ratio: IeoRatio, tokenDecimals: number): IeoAllocation {
  const { askedAtoms, paidAtoms, priceAtoms } = subscription;
  assertPositive('asked', askedAtoms);
  if (ratio.numeratorAtoms <= 0n || ratio.numeratorAtoms > ratio.denominatorAtoms) {
    throw new LedgerInvariantError(`ratio ${ratio.numeratorAtoms}/${ratio.denominatorAtoms}`);
  }
  if (paidAtoms !== ieoCostAtoms(askedAtoms, priceAtoms))
    throw new LedgerInvariantError(`paid ${paidAtoms} is not the cost of ${askedAtoms}`);
  const step = ieoTokenStepAtoms(tokenDecimals);
  const exact = (askedAtoms * ratio.numeratorAtoms) / ratio.denominatorAtoms;
  const allocatedAtoms = (exact / step) * step;
  const spentAtoms = ieoCostAtoms(allocatedAtoms, priceAtoms);
  const refundAtoms = paidAtoms - spentAtoms;
  if (allocatedAtoms > askedAtoms || refundAtoms < 0n) throw new LedgerInvariantError('allocation above what was asked or paid');
  return { allocatedAtoms, spentAtoms, refundAtoms };
}

/** The whole project at once (what the property tests hold): the ratio and every subscription's share. */
export function ieoAllocateAll(
  subscriptions: readonly IeoSubscription[],
  capAtoms: bigint,
  tokenDecimals: number,
): { ratio: IeoRatio; allocations: IeoAllocation[] } {
  const askedAtoms = subscriptions.reduce((sum, subscription) => sum + subscription.askedAtoms, 0n);
  const ratio = ieoRatio(askedAtoms, capAtoms);
  return { ratio, allocations: subscriptions.map((subscription) => ieoAllocate(subscription, ratio, tokenDecimals)) };
}

export type IeoPayment = { userId: number; payCoinId: number; paidAtoms: bigint };

/** Subscribing: the payment leaves the user's coin account for the IEO subscriptions account. */
export function ieoSubscribed({ userId, payCoinId, paidAtoms }: IeoPayment): Posting[] {
  assertPositive('IEO payment', paidAtoms);
  const postings: Posting[] = [
    {
      account: { owner: userOwner(userId), coinId: payCoinId, accountType: IEO_ACCOUNT_TYPE },
      bucket: 'available',
      amountAtoms: -paidAtoms,
    },
    { account: platformAccount(PLATFORM_ACCOUNT.ieoSubscriptions, payCoinId), bucket: 'available', amountAtoms: paidAtoms },
  ];
  assertBalanced(postings);
  return postings;
}

/**
 * Allocating: the payment leaves the subscriptions account, its spent part to the proceeds and the
 * rest back to the user; the issuer delivers the allocated tokens into the user's coin account.
 */
export function ieoAllocated(payment: IeoPayment, tokenCoinId: number, allocation: IeoAllocation): Posting[] {
  const { userId, payCoinId, paidAtoms } = payment;
  const { allocatedAtoms, spentAtoms, refundAtoms } = allocation;
  assertPositive('IEO payment', paidAtoms);
  if (spentAtoms < 0n || refundAtoms < 0n || spentAtoms + refundAtoms !== paidAtoms) {
    throw new LedgerInvariantError(`spent ${spentAtoms} + refund ${refundAtoms} is not the payment ${paidAtoms}`);
  }
  if (tokenCoinId === payCoinId) throw new LedgerInvariantError('a token is not paid in itself');
  const user = (coinId: number) => ({ owner: userOwner(userId), coinId, accountType: IEO_ACCOUNT_TYPE });
  const postings: Posting[] = [
    { account: platformAccount(PLATFORM_ACCOUNT.ieoSubscriptions, payCoinId), bucket: 'available', amountAtoms: -paidAtoms },
  ];
  if (spentAtoms > 0n)
    postings.push({ account: platformAccount(PLATFORM_ACCOUNT.ieoProceeds, payCoinId), bucket: 'available', amountAtoms: spentAtoms });
  if (refundAtoms > 0n) postings.push({ account: user(payCoinId), bucket: 'available', amountAtoms: refundAtoms });
  if (allocatedAtoms > 0n) {
    postings.push({ account: platformAccount(PLATFORM_ACCOUNT.ieoIssuer, tokenCoinId), bucket: 'available', amountAtoms: -allocatedAtoms });
    postings.push({ account: user(tokenCoinId), bucket: 'available', amountAtoms: allocatedAtoms });
  }
  assertBalanced(postings);
  return postings;
}
