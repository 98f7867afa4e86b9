// Leveraged contracts, pure: the amounts of a position, its profit at a price, where it is
// liquidated, whether a tick fires a stop or a liquidation, how a close settles and the ledger
// postings of every step. Bigint atoms (1e-8) throughout, no clock and no I/O, so the server's risk
// loop and the web app's previews compute the same numbers.
//
// Rounding always leans to the house by at most one atom, never to the user at the house's cost:
// margins and fees round up, a profit rounds down (a loss up), the maintenance level rounds up.
// The platform is the counterparty of every position (PLATFORM_ACCOUNT.contractHouse).
import { ACCOUNT_TYPE } from '@platform/shared/constants';
import { ATOMS_PER_UNIT } from '@platform/shared/money';
import {
  LedgerInvariantError,
  PLATFORM_ACCOUNT,
  assertBalanced,
  freeze,
  platformAccount,
  unfreeze,
  userOwner,
  type Posting,
} from './ledger.ts';

/** Margin is USDT (coin 3) in the lever account. */
export const CONTRACT_MARGIN_COIN_ID = 3;
export const CONTRACT_ACCOUNT_TYPE = ACCOUNT_TYPE.lever;
/** Overnight fees are charged per full day held. */
export const CONTRACT_DAY_MS = 86_400_000;

const PPM = 1_000_000n;

export type ContractDirection = 'long' | 'short';
export type ContractOutcome = 'stop_profit' | 'stop_loss' | 'liquidation';

/** A contract market's rules (table contract_rules). */
export type ContractRules = {
  lotSizeAtoms: bigint;
  multiples: readonly number[];
  lotsMax: number;
  tradeFeePpm: number;
  overnightFeePpm: number;
  maintenancePpm: number;
};

/** A broken rule of the arithmetic: a bug in the caller, never user input. */
export class ContractInvariantError extends Error {}

/** floor(a / b) for b > 0, also for a negative a (bigint division truncates toward zero). */
function floorDiv(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  return a % b !== 0n && a < 0n ? quotient - 1n : quotient;
}

/** ceil(a / b) for b > 0. */
function ceilDiv(a: bigint, b: bigint): bigint {
  const quotient = a / b;
  return a % b !== 0n && a > 0n ? quotient + 1n : quotient;
}

function ppmOf(name: string, ratePpm: number): bigint {
  if (!Number.isSafeInteger(ratePpm) || ratePpm < 0 || ratePpm > 1_000_000) {
    throw new ContractInvariantError(`${name} must be whole ppm in [0, 1000000], got ${ratePpm}`);
  }
  return BigInt(ratePpm);
}

function assertPositiveAtoms(name: string, atoms: bigint): void {
  if (atoms <= 0n) throw new ContractInvariantError(`${name} must be positive, got ${atoms}`);
}

/** Parses the comma-separated leverage list of contract_rules ('5,10,20,50,100'). */
export function parseMultiples(text: string): number[] {
  const multiples = text
    .split(',')
    .map((part) => Number(part.trim()))
    .filter((value) => Number.isSafeInteger(value) && value > 0);
  return [...new Set(multiples)].sort((a, b) => a - b);
}

/** Base quantity of `lots` lots. */
export function contractQuantityAtoms(lots: number, lotSizeAtoms: bigint): bigint {
  if (!Number.isSafeInteger(lots) || lots <= 0) throw new ContractInvariantError(`lots must be a positive integer, got ${lots}`);
  assertPositiveAtoms('lot size', lotSizeAtoms);
  return BigInt(lots) * lotSizeAtoms;
}

/** price x quantity, truncated: what the position is worth, for display. */
export function notionalAtoms(priceAtoms: bigint, quantityAtoms: bigint): bigint {
  return (priceAtoms * quantityAtoms) / ATOMS_PER_UNIT;
}

export type EntryAmounts = { notionalAtoms: bigint; marginAtoms: bigint; feeAtoms: bigint };

/**
 * What opening costs at `priceAtoms`: the margin (notional / multiple) and the trade fee (notional x
 * trade_fee_ppm), both from the exact product and rounded up.
 */
export function entryAmounts(input: { priceAtoms: bigint; quantityAtoms: bigint; multiple: number; tradeFeePpm: number }): EntryAmounts {
  assertPositiveAtoms('price', input.priceAtoms);
  assertPositiveAtoms('quantity', input.quantityAtoms);
  if (!Number.isSafeInteger(input.multiple) || input.multiple <= 0) throw new ContractInvariantError(`multiple ${input.multiple}`);
  const product = input.priceAtoms * input.quantityAtoms;
  return {
    notionalAtoms: product / ATOMS_PER_UNIT,
    marginAtoms: ceilDiv(product, ATOMS_PER_UNIT * BigInt(input.multiple)),
    feeAtoms: ceilDiv(product * ppmOf('trade fee', input.tradeFeePpm), ATOMS_PER_UNIT * PPM),
  };
}

/** Profit (negative: loss) of a position opened at `openPriceAtoms`, at `markPriceAtoms`; rounded down. */
export function profitAtoms(direction: ContractDirection, openPriceAtoms: bigint, markPriceAtoms: bigint, quantityAtoms: bigint): bigint {
  const move = direction === 'long' ? markPriceAtoms - openPriceAtoms : openPriceAtoms - markPriceAtoms;
  return floorDiv(move * quantityAtoms, ATOMS_PER_UNIT);
}

/** The equity at or below which a position is liquidated: maintenance_ppm of its margin, rounded up. */
export function maintenanceAtoms(marginAtoms: bigint, maintenancePpm: number): bigint {
  return ceilDiv(marginAtoms * ppmOf('maintenance', maintenancePpm), PPM);
}

/** What the risk loop needs of one open position. */
export type OpenPosition = {
  direction: ContractDirection;
  openPriceAtoms: bigint;
  quantityAtoms: bigint;
  /** The margin it holds now (overnight fees are taken out of it). */
  marginAtoms: bigint;
  maintenancePpm: number;
  targetProfitPriceAtoms: bigint | null;
  stopLossPriceAtoms: bigint | null;
};

/** Whether equity (margin + profit) at `priceAtoms` is at or below maintenance. */
export function isLiquidatedAt(position: OpenPosition, priceAtoms: bigint): boolean {
  const equityAtoms = position.marginAtoms + profitAtoms(position.direction, position.openPriceAtoms, priceAtoms, position.quantityAtoms);
  return equityAtoms <= maintenanceAtoms(position.marginAtoms, position.maintenancePpm);
}

/**
 * The liquidation price: for a long the highest price, for a short the lowest, at which equity is at
 * or below maintenance (the atom-exact inverse of isLiquidatedAt). Null for a long that no positive
 * price liquidates.
 */
export function liquidationPriceAtoms(position: Omit<OpenPosition, 'targetProfitPriceAtoms' | 'stopLossPriceAtoms'>): bigint | null {
  const { direction, openPriceAtoms, quantityAtoms, marginAtoms } = position;
  assertPositiveAtoms('quantity', quantityAtoms);
  // Liquidated iff floor(move * q / S) <= k, i.e. move * q < (k + 1) * S, with k = maintenance - margin.
  const boundAtoms = (maintenanceAtoms(marginAtoms, position.maintenancePpm) - marginAtoms + 1n) * ATOMS_PER_UNIT;
  if (direction === 'long') {
    // (P - open) * q < bound  <=>  P < (bound + open * q) / q
    const highest = ceilDiv(boundAtoms + openPriceAtoms * quantityAtoms, quantityAtoms) - 1n;
    return highest > 0n ? highest : null;
  }
  // (open - P) * q < bound  <=>  P > (open * q - bound) / q
  const lowest = floorDiv(openPriceAtoms * quantityAtoms - boundAtoms, quantityAtoms) + 1n;
  return lowest > 0n ? lowest : 1n;
}

/**
 * A liquidation price moved onto the market's price grid (`stepAtoms` per price step), on the side
 * where a tick on the grid still liquidates: down for a long, up for a short.
 */
export function liquidationPriceOnGrid(direction: ContractDirection, priceAtoms: bigint, stepAtoms: bigint): bigint {
  assertPositiveAtoms('price step', stepAtoms);
  return direction === 'long' ? floorDiv(priceAtoms, stepAtoms) * stepAtoms : ceilDiv(priceAtoms, stepAtoms) * stepAtoms;
}

export type StopRefusal = {
  textKey: 'stop_profit_above' | 'stop_profit_below' | 'stop_loss_above' | 'stop_loss_below';
  priceAtoms: bigint;
};

/**
 * Stops on the wrong side of `referencePriceAtoms` (the mark price, or a limit entry's price): a long
 * takes profit above it and stops a loss below it, a short the reverse. Answers the first refusal.
 */
export function stopRefusal(input: {
  direction: ContractDirection;
  referencePriceAtoms: bigint;
  targetProfitPriceAtoms: bigint | null;
  stopLossPriceAtoms: bigint | null;
}): StopRefusal | null {
  const { direction, referencePriceAtoms: reference, targetProfitPriceAtoms: profit, stopLossPriceAtoms: loss } = input;
  const long = direction === 'long';
  if (profit !== null && (long ? profit <= reference : profit >= reference)) {
    return { textKey: long ? 'stop_profit_above' : 'stop_profit_below', priceAtoms: reference };
  }
  if (loss !== null && (long ? loss >= reference : loss <= reference)) {
    return { textKey: long ? 'stop_loss_below' : 'stop_loss_above', priceAtoms: reference };
  }
  return null;
}

/** Whether a tick at `priceAtoms` crosses a pending limit entry: a long at or below its price, a short at or above. */
export function entryCrossed(direction: ContractDirection, entryPriceAtoms: bigint, priceAtoms: bigint): boolean {
  return direction === 'long' ? priceAtoms <= entryPriceAtoms : priceAtoms >= entryPriceAtoms;
}

/**
 * What one tick does to an open position: nothing, or the outcome that closes it at that tick's price.
 * Liquidation comes first (equity at or below maintenance, or no margin left), then the stop-loss,
 * then the stop-profit; a stop fires on any tick at or beyond it.
 */
export function evaluatePosition(position: OpenPosition, priceAtoms: bigint): ContractOutcome | null {
  if (position.marginAtoms <= 0n || isLiquidatedAt(position, priceAtoms)) return 'liquidation';
  const long = position.direction === 'long';
  const loss = position.stopLossPriceAtoms;
  if (loss !== null && (long ? priceAtoms <= loss : priceAtoms >= loss)) return 'stop_loss';
  const profit = position.targetProfitPriceAtoms;
  if (profit !== null && (long ? priceAtoms >= profit : priceAtoms <= profit)) return 'stop_profit';
  return null;
}

export type OvernightCharge = { feeAtoms: bigint; days: number; nextDueAtMs: number };

/**
 * The overnight fee due when a tick at `timeMs` reaches `dueAtMs`: notional at open x
 * overnight_fee_ppm (rounded up) for each full day passed, never more than the margin left (the fee
 * comes out of the margin, see contractOvernightPostings). Null when nothing is due.
 */
export function overnightCharge(input: {
  openPriceAtoms: bigint;
  quantityAtoms: bigint;
  overnightFeePpm: number;
  marginAtoms: bigint;
  dueAtMs: number;
  timeMs: number;
}): OvernightCharge | null {
  if (input.timeMs < input.dueAtMs) return null;
  const days = Math.floor((input.timeMs - input.dueAtMs) / CONTRACT_DAY_MS) + 1;
  const perDayAtoms = ceilDiv(
    input.openPriceAtoms * input.quantityAtoms * ppmOf('overnight fee', input.overnightFeePpm),
    ATOMS_PER_UNIT * PPM,
  );
  const dueAtoms = perDayAtoms * BigInt(days);
  const feeAtoms = dueAtoms < input.marginAtoms ? dueAtoms : input.marginAtoms > 0n ? input.marginAtoms : 0n;
  return { feeAtoms, days, nextDueAtMs: input.dueAtMs + days * CONTRACT_DAY_MS };
}

export type TickPlan = { overnight: OvernightCharge | null; outcome: ContractOutcome | null };

/** One tick on one open position: the overnight fee due first, then the evaluation with the margin that leaves. */
export function planTick(
  position: OpenPosition & { overnightFeePpm: number; overnightDueAtMs: number },
  tick: { priceAtoms: bigint; timeMs: number },
): TickPlan {
  const overnight = overnightCharge({
    openPriceAtoms: position.openPriceAtoms,
    quantityAtoms: position.quantityAtoms,
    overnightFeePpm: position.overnightFeePpm,
    marginAtoms: position.marginAtoms,
    dueAtMs: position.overnightDueAtMs,
    timeMs: tick.timeMs,
  });
  const marginAtoms = position.marginAtoms - (overnight?.feeAtoms ?? 0n);
  return { overnight, outcome: evaluatePosition({ ...position, marginAtoms }, tick.priceAtoms) };
}

export type Settlement = {
  /** Profit at the close price before the cap (negative: loss). */
  profitAtoms: bigint;
  /** What the user realises: the profit, or a loss of at most the margin. */
  realisedAtoms: bigint;
  /** The loss beyond the margin (a gap through the liquidation price), absorbed by the house. */
  absorbedAtoms: bigint;
};

/** Settles a close at `closePriceAtoms`: a loss never takes more than the margin. */
export function settleClose(input: {
  direction: ContractDirection;
  openPriceAtoms: bigint;
  closePriceAtoms: bigint;
  quantityAtoms: bigint;
  marginAtoms: bigint;
}): Settlement {
  if (input.marginAtoms < 0n) throw new ContractInvariantError(`margin ${input.marginAtoms} is negative`);
  const profit = profitAtoms(input.direction, input.openPriceAtoms, input.closePriceAtoms, input.quantityAtoms);
  const realisedAtoms = profit < -input.marginAtoms ? -input.marginAtoms : profit;
  return { profitAtoms: profit, realisedAtoms, absorbedAtoms: realisedAtoms - profit };
}

// Ledger postings. The lever account's frozen USDT is the margin of the open positions plus the
// margin and fee of the pending entries.

function leverAccount(userId: number) {
  return { owner: userOwner(userId), coinId: CONTRACT_MARGIN_COIN_ID, accountType: CONTRACT_ACCOUNT_TYPE };
}

function feesAccount() {
  return platformAccount(PLATFORM_ACCOUNT.fees, CONTRACT_MARGIN_COIN_ID);
}

function checked(postings: Posting[]): Posting[] {
  assertBalanced(postings);
  return postings;
}

/** A market entry opens: margin available → frozen, the trade fee available → fees. */
export function contractOpenPostings({
  userId,
  marginAtoms,
  feeAtoms,
}: {
  userId: number;
  marginAtoms: bigint;
  feeAtoms: bigint;
}): Posting[] {
  assertPositiveAtoms('margin', marginAtoms);
  if (feeAtoms < 0n) throw new LedgerInvariantError(`fee ${feeAtoms} is negative`);
  const account = leverAccount(userId);
  const postings: Posting[] = [
    { account, bucket: 'available', amountAtoms: -(marginAtoms + feeAtoms) },
    { account, bucket: 'frozen', amountAtoms: marginAtoms },
  ];
  if (feeAtoms > 0n) postings.push({ account: feesAccount(), bucket: 'available', amountAtoms: feeAtoms });
  return checked(postings);
}

/** A limit entry waits: its margin and fee available → frozen, so it can always open. */
export function contractEntryFreezePostings({
  userId,
  marginAtoms,
  feeAtoms,
}: {
  userId: number;
  marginAtoms: bigint;
  feeAtoms: bigint;
}): Posting[] {
  assertPositiveAtoms('margin', marginAtoms);
  return checked(
    freeze({ userId, coinId: CONTRACT_MARGIN_COIN_ID, accountType: CONTRACT_ACCOUNT_TYPE, amountAtoms: marginAtoms + feeAtoms }),
  );
}

/** A pending entry opens: its frozen fee → fees (the margin stays frozen). Empty for a zero fee. */
export function contractEntryOpenPostings({ userId, feeAtoms }: { userId: number; feeAtoms: bigint }): Posting[] {
  if (feeAtoms < 0n) throw new LedgerInvariantError(`fee ${feeAtoms} is negative`);
  if (feeAtoms === 0n) return [];
  return checked([
    { account: leverAccount(userId), bucket: 'frozen', amountAtoms: -feeAtoms },
    { account: feesAccount(), bucket: 'available', amountAtoms: feeAtoms },
  ]);
}

/** A pending entry is cancelled: its margin and fee frozen → available. */
export function contractEntryCancelPostings({
  userId,
  marginAtoms,
  feeAtoms,
}: {
  userId: number;
  marginAtoms: bigint;
  feeAtoms: bigint;
}): Posting[] {
  assertPositiveAtoms('margin', marginAtoms);
  return checked(
    unfreeze({ userId, coinId: CONTRACT_MARGIN_COIN_ID, accountType: CONTRACT_ACCOUNT_TYPE, amountAtoms: marginAtoms + feeAtoms }),
  );
}

/**
 * The overnight fee comes out of the position's margin (frozen → fees), not out of available: a
 * position can then never cost more than the margin and fee the user committed to it, the fee can
 * never overdraw money the user kept free (or had moved or withdrawn meanwhile), and the higher
 * liquidation price it leaves is visible on the position. overnightCharge caps it at the margin
 * left, so the frozen bucket never goes negative; a position left without margin is liquidated.
 */
export function contractOvernightPostings({ userId, feeAtoms }: { userId: number; feeAtoms: bigint }): Posting[] {
  assertPositiveAtoms('overnight fee', feeAtoms);
  return checked([
    { account: leverAccount(userId), bucket: 'frozen', amountAtoms: -feeAtoms },
    { account: feesAccount(), bucket: 'available', amountAtoms: feeAtoms },
  ]);
}

/**
 * A position closes: the frozen margin is released with the realised profit added (paid by the
 * house) or the loss taken (paid to the house). `realisedAtoms` is settleClose's, never below
 * -margin, so the user's buckets cannot go negative. Empty when nothing moves (no margin, no profit).
 */
export function contractClosePostings({
  userId,
  marginAtoms,
  realisedAtoms,
}: {
  userId: number;
  marginAtoms: bigint;
  realisedAtoms: bigint;
}): Posting[] {
  if (marginAtoms < 0n) throw new LedgerInvariantError(`margin ${marginAtoms} is negative`);
  if (realisedAtoms < -marginAtoms) throw new LedgerInvariantError(`loss ${-realisedAtoms} exceeds the margin ${marginAtoms}`);
  const account = leverAccount(userId);
  const postings: Posting[] = [];
  if (marginAtoms > 0n) postings.push({ account, bucket: 'frozen', amountAtoms: -marginAtoms });
  if (marginAtoms + realisedAtoms > 0n) postings.push({ account, bucket: 'available', amountAtoms: marginAtoms + realisedAtoms });
  if (realisedAtoms !== 0n) {
    postings.push({
      account: platformAccount(PLATFORM_ACCOUNT.contractHouse, CONTRACT_MARGIN_COIN_ID),
      bucket: 'available',
      amountAtoms: -realisedAtoms,
    });
  }
  return postings.length === 0 ? postings : checked(postings);
}
