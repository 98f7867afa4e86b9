// Double-entry ledger postings, pure. Every movement of money is a set of postings that sums
// to zero per coin across the users' and the platform's accounts, so money is never created or
// lost; the server writes a set in one transaction, and `ledger:check` re-adds them all.
import { ACCOUNT_TYPE, type AccountTypeId } from '@platform/shared/constants';

export type Bucket = 'available' | 'frozen';

/** The platform's own accounts: the other side of money coming in, going out, and earned. */
export const PLATFORM_ACCOUNT = {
  depositsInTransit: 'platform:deposits_in_transit',
  withdrawalsInTransit: 'platform:withdrawals_in_transit',
  fees: 'platform:fees',
  conversionDesk: 'platform:conversion_desk',
  /**
   * The middle of a spot trade between two users: each side's half is recorded against that user's
   * own order, and the two halves meet here, so its balance is back to zero after every trade.
   */
  spotClearing: 'platform:spot_clearing',
  /** The spot liquidity provider: quotes both sides of every book around the feed price. */
  spotLiquidity: 'platform:spot_liquidity',
  /** The counterparty of every contract position: pays profits, receives losses. */
  contractHouse: 'platform:contract_house',
  /** The counterparty of every seconds option: keeps lost stakes, pays winnings. */
  optionsPool: 'platform:options_pool',
  /** Crypto-backed loans: lends USDT, is repaid with interest, takes the collateral of a liquidated loan. */
  lendingPool: 'platform:lending_pool',
  /** Crypto-backed loans: holds every open loan's collateral until it is released or liquidated. */
  loanCollateral: 'platform:loan_collateral',
  /** The counterparty of every dual investment: holds the principal, pays each settlement in either coin. */
  dualDesk: 'platform:dual_desk',
  /** Staking principal while a position is held: in at subscription, out at maturity or early redemption. */
  stakingHeld: 'platform:staking_held',
  /** Pays the staking products' daily yield. */
  stakingYield: 'platform:staking_yield',
  /** Keeps the early-redemption penalties of staking positions. */
  stakingPenalties: 'platform:staking_penalties',
  /** IEO payments while a subscription waits for its allocation: in at subscription, out at allocation. */
  ieoSubscriptions: 'platform:ieo_subscriptions',
  /** IEO proceeds: the part of each payment that bought allocated tokens. */
  ieoProceeds: 'platform:ieo_proceeds',
  /** Issues each IEO token: goes negative by exactly the tokens allocated. */
  ieoIssuer: 'platform:ieo_issuer',
} as const;
export type PlatformOwner = (typeof PLATFORM_ACCOUNT)[keyof typeof PLATFORM_ACCOUNT];

const PLATFORM_PREFIX = 'platform:';
/** Platform accounts are not split by account type; they all live in the legal one. */
export const PLATFORM_ACCOUNT_TYPE: AccountTypeId = ACCOUNT_TYPE.legal;
/** A movement is a handful of lines; more is a bug in the caller, not a bigger movement. */
export const POSTINGS_PER_TRANSFER_MAX = 16;

/** Whose money: a user's id as decimal text, or one of PLATFORM_ACCOUNT. */
export type Owner = string;

export type LedgerAccount = { owner: Owner; coinId: number; accountType: AccountTypeId };

/** One line: `amountAtoms` added to (positive) or taken from (negative) one bucket of one account. */
export type Posting = { account: LedgerAccount; bucket: Bucket; amountAtoms: bigint };

/** A posting set that breaks the ledger's rules: a bug in the code that built it, never user input. */
export class LedgerInvariantError extends Error {}

export function userOwner(userId: number): Owner {
  if (!Number.isSafeInteger(userId) || userId <= 0) throw new LedgerInvariantError(`not a user id: ${userId}`);
  return String(userId);
}

export function isPlatformOwner(owner: Owner): boolean {
  return owner.startsWith(PLATFORM_PREFIX);
}

const PLATFORM_OWNERS: ReadonlySet<string> = new Set(Object.values(PLATFORM_ACCOUNT));
const USER_OWNER_RE = /^[1-9]\d{0,15}$/;

/** A user id or a known platform account: a typo must not open a new account that may go negative. */
export function isKnownOwner(owner: Owner): boolean {
  return USER_OWNER_RE.test(owner) || PLATFORM_OWNERS.has(owner);
}

/** Identifies one bucket of one account, for maps and duplicate checks. */
export function bucketKey(account: LedgerAccount, bucket: Bucket): string {
  return `${account.owner}|${account.coinId}|${account.accountType}|${bucket}`;
}

/** Throws unless the set has 2..max lines, none zero, no bucket twice, and sums to zero per coin. */
export function assertBalanced(postings: readonly Posting[]): void {
  if (postings.length < 2) throw new LedgerInvariantError(`a transfer needs at least 2 postings, got ${postings.length}`);
  if (postings.length > POSTINGS_PER_TRANSFER_MAX) {
    throw new LedgerInvariantError(`a transfer has at most ${POSTINGS_PER_TRANSFER_MAX} postings, got ${postings.length}`);
  }
  const seen = new Set<string>();
  const sumByCoin = new Map<number, bigint>();
  for (const posting of postings) {
    const key = bucketKey(posting.account, posting.bucket);
    if (!isKnownOwner(posting.account.owner)) throw new LedgerInvariantError(`unknown owner in ${key}`);
    if (posting.amountAtoms === 0n) throw new LedgerInvariantError(`zero posting on ${key}`);
    if (seen.has(key)) throw new LedgerInvariantError(`two postings on ${key}`);
    seen.add(key);
    const coinId = posting.account.coinId;
    sumByCoin.set(coinId, (sumByCoin.get(coinId) ?? 0n) + posting.amountAtoms);
  }
  for (const [coinId, sumAtoms] of sumByCoin) {
    if (sumAtoms !== 0n) throw new LedgerInvariantError(`coin ${coinId} postings sum to ${sumAtoms}, not 0`);
  }
}

/**
 * Applies a balanced set to bucket totals (keyed by `bucketKey`), as the database does: answers
 * the new totals, or undefined when a user bucket would go below zero. Platform buckets may.
 */
export function applyPostings(totals: ReadonlyMap<string, bigint>, postings: readonly Posting[]): Map<string, bigint> | undefined {
  assertBalanced(postings);
  const next = new Map(totals);
  for (const posting of postings) {
    const key = bucketKey(posting.account, posting.bucket);
    const afterAtoms = (next.get(key) ?? 0n) + posting.amountAtoms;
    if (afterAtoms < 0n && !isPlatformOwner(posting.account.owner)) return undefined;
    next.set(key, afterAtoms);
  }
  return next;
}

export function assertPositive(name: string, atoms: bigint): void {
  if (atoms <= 0n) throw new LedgerInvariantError(`${name} must be positive, got ${atoms}`);
}

/** The account of a platform owner in a coin (platform accounts all live in PLATFORM_ACCOUNT_TYPE). */
export function platformAccount(owner: PlatformOwner, coinId: number): LedgerAccount {
  return { owner, coinId, accountType: PLATFORM_ACCOUNT_TYPE };
}

function platform(owner: PlatformOwner, coinId: number): LedgerAccount {
  return { owner, coinId, accountType: PLATFORM_ACCOUNT_TYPE };
}

export type UserAmount = { userId: number; coinId: number; accountType: AccountTypeId; amountAtoms: bigint };

/** A reviewed deposit lands: deposits in transit → the user's available. */
export function depositCredited({ userId, coinId, accountType, amountAtoms }: UserAmount): Posting[] {
  assertPositive('deposit', amountAtoms);
  return [
    { account: platform(PLATFORM_ACCOUNT.depositsInTransit, coinId), bucket: 'available', amountAtoms: -amountAtoms },
    { account: { owner: userOwner(userId), coinId, accountType }, bucket: 'available', amountAtoms },
  ];
}

/** Holds money for a pending withdrawal or a resting order: available → frozen of the same account. */
export function freeze({ userId, coinId, accountType, amountAtoms }: UserAmount): Posting[] {
  assertPositive('freeze', amountAtoms);
  const account = { owner: userOwner(userId), coinId, accountType };
  return [
    { account, bucket: 'available', amountAtoms: -amountAtoms },
    { account, bucket: 'frozen', amountAtoms },
  ];
}

/** Releases a hold (a rejected withdrawal, a cancelled order): frozen → available. */
export function unfreeze({ userId, coinId, accountType, amountAtoms }: UserAmount): Posting[] {
  assertPositive('unfreeze', amountAtoms);
  const account = { owner: userOwner(userId), coinId, accountType };
  return [
    { account, bucket: 'frozen', amountAtoms: -amountAtoms },
    { account, bucket: 'available', amountAtoms },
  ];
}

export type AccountTransfer = {
  userId: number;
  coinId: number;
  fromAccountType: AccountTypeId;
  toAccountType: AccountTypeId;
  amountAtoms: bigint;
  /** Taken out of the amount, as its own line to the fees account, so it stays on record. */
  feeAtoms?: bigint;
};

/** Moves a user's available money between two of their account types, less the fee. */
export function accountTransfer({
  userId,
  coinId,
  fromAccountType,
  toAccountType,
  amountAtoms,
  feeAtoms = 0n,
}: AccountTransfer): Posting[] {
  assertPositive('transfer', amountAtoms);
  if (fromAccountType === toAccountType) throw new LedgerInvariantError('a transfer needs two different account types');
  if (feeAtoms < 0n || feeAtoms >= amountAtoms) throw new LedgerInvariantError(`fee ${feeAtoms} must be in [0, ${amountAtoms})`);
  const owner = userOwner(userId);
  const postings: Posting[] = [
    { account: { owner, coinId, accountType: fromAccountType }, bucket: 'available', amountAtoms: -amountAtoms },
    { account: { owner, coinId, accountType: toAccountType }, bucket: 'available', amountAtoms: amountAtoms - feeAtoms },
  ];
  if (feeAtoms > 0n) postings.push(feeLine(coinId, feeAtoms));
  assertBalanced(postings);
  return postings;
}

export type FeeCharged = { userId: number; coinId: number; accountType: AccountTypeId; bucket: Bucket; feeAtoms: bigint };

/** A fee charged on its own (e.g. a withdrawal fee out of the frozen amount): user bucket → fees. */
export function feeCharged({ userId, coinId, accountType, bucket, feeAtoms }: FeeCharged): Posting[] {
  assertPositive('fee', feeAtoms);
  return [{ account: { owner: userOwner(userId), coinId, accountType }, bucket, amountAtoms: -feeAtoms }, feeLine(coinId, feeAtoms)];
}

function feeLine(coinId: number, feeAtoms: bigint): Posting {
  return { account: platform(PLATFORM_ACCOUNT.fees, coinId), bucket: 'available', amountAtoms: feeAtoms };
}

export type WithdrawalPaid = { userId: number; coinId: number; accountType: AccountTypeId; amountAtoms: bigint; feeAtoms: bigint };

/**
 * An approved withdrawal leaves: the frozen amount goes out, the part the user receives to
 * withdrawals in transit (what left the platform), the fee to the fees account.
 */
export function withdrawalPaid({ userId, coinId, accountType, amountAtoms, feeAtoms }: WithdrawalPaid): Posting[] {
  assertPositive('withdrawal', amountAtoms);
  if (feeAtoms < 0n || feeAtoms >= amountAtoms) throw new LedgerInvariantError(`fee ${feeAtoms} must be in [0, ${amountAtoms})`);
  const postings: Posting[] = [
    { account: { owner: userOwner(userId), coinId, accountType }, bucket: 'frozen', amountAtoms: -amountAtoms },
    { account: platform(PLATFORM_ACCOUNT.withdrawalsInTransit, coinId), bucket: 'available', amountAtoms: amountAtoms - feeAtoms },
  ];
  if (feeAtoms > 0n) postings.push(feeLine(coinId, feeAtoms));
  assertBalanced(postings);
  return postings;
}

export type Conversion = {
  userId: number;
  accountType: AccountTypeId;
  fromCoinId: number;
  fromAmountAtoms: bigint;
  toCoinId: number;
  toAmountAtoms: bigint;
  /** In the from-coin, out of fromAmountAtoms, to the fees account. */
  feeAtoms?: bigint;
};

/**
 * A conversion with the platform's conversion desk: the user's from-coin goes to the desk (less
 * the fee), the desk pays out the to-coin. Each coin balances on its own.
 */
export function conversion({
  userId,
  accountType,
  fromCoinId,
  fromAmountAtoms,
  toCoinId,
  toAmountAtoms,
  feeAtoms = 0n,
}: Conversion): Posting[] {
  assertPositive('conversion amount', fromAmountAtoms);
  assertPositive('conversion proceeds', toAmountAtoms);
  if (fromCoinId === toCoinId) throw new LedgerInvariantError('a conversion needs two different coins');
  if (feeAtoms < 0n || feeAtoms >= fromAmountAtoms) throw new LedgerInvariantError(`fee ${feeAtoms} must be in [0, ${fromAmountAtoms})`);
  const owner = userOwner(userId);
  const postings: Posting[] = [
    { account: { owner, coinId: fromCoinId, accountType }, bucket: 'available', amountAtoms: -fromAmountAtoms },
    { account: platform(PLATFORM_ACCOUNT.conversionDesk, fromCoinId), bucket: 'available', amountAtoms: fromAmountAtoms - feeAtoms },
    { account: platform(PLATFORM_ACCOUNT.conversionDesk, toCoinId), bucket: 'available', amountAtoms: -toAmountAtoms },
    { account: { owner, coinId: toCoinId, accountType }, bucket: 'available', amountAtoms: toAmountAtoms },
  ];
  if (feeAtoms > 0n) postings.push(feeLine(fromCoinId, feeAtoms));
  assertBalanced(postings);
  return postings;
}
