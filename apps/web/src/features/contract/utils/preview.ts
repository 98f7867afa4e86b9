// The figures shown before opening (notional, margin, fee, the liquidation price) and an open
// position's profit at a live mark price, from the engine's own contract arithmetic, so the screen
// and the server can never disagree. lever/deal sends rates as percent strings ('0.1' is 0.1%).
import { contractQuantityAtoms, entryAmounts, liquidationPriceAtoms, liquidationPriceOnGrid, settleClose } from '@platform/engine/contract';
import { SCALE_DIGITS, toAtoms } from '@platform/shared/money';

/** 1 ppm is 0.0001%: 10^4 atoms of a percent string. */
const PERCENT_ATOMS_PER_PPM = 10_000n;

export function ppmOfPercent(rate: string): number {
  return Number(toAtoms(rate) / PERCENT_ATOMS_PER_PPM);
}

export type OpeningInput = {
  direction: 'long' | 'short';
  priceAtoms: bigint;
  lotSize: string;
  lots: number;
  multiple: number;
  tradeFeeRate: string;
  maintenanceRate: string;
  priceDecimals: number;
};

export type OpeningPreview = {
  notionalAtoms: bigint;
  marginAtoms: bigint;
  feeAtoms: bigint;
  /** Null when no positive price liquidates it. */
  liquidationAtoms: bigint | null;
};

export function previewOpening(input: OpeningInput): OpeningPreview {
  const quantityAtoms = contractQuantityAtoms(input.lots, toAtoms(input.lotSize));
  const amounts = entryAmounts({
    priceAtoms: input.priceAtoms,
    quantityAtoms,
    multiple: input.multiple,
    tradeFeePpm: ppmOfPercent(input.tradeFeeRate),
  });
  const exact = liquidationPriceAtoms({
    direction: input.direction,
    openPriceAtoms: input.priceAtoms,
    quantityAtoms,
    marginAtoms: amounts.marginAtoms,
    maintenancePpm: ppmOfPercent(input.maintenanceRate),
  });
  // On the market's price grid, as the server shows it once open.
  const stepAtoms = 10n ** BigInt(Math.max(0, SCALE_DIGITS - input.priceDecimals));
  return { ...amounts, liquidationAtoms: exact === null ? null : liquidationPriceOnGrid(input.direction, exact, stepAtoms) };
}

/** What closing at `markAtoms` would realise: the profit, or a loss of at most the margin. */
export function realisedAt(input: {
  direction: 'long' | 'short';
  openPriceAtoms: bigint;
  markAtoms: bigint;
  quantityAtoms: bigint;
  marginAtoms: bigint;
}): bigint {
  return settleClose({ ...input, closePriceAtoms: input.markAtoms }).realisedAtoms;
}
