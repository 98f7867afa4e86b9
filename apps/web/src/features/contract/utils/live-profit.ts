// An open position's profit at a live mark price, between two refetches of lever/dealall: the same
// figures the server gives (capped at the margin, as a close settles), moved with each tick.
import { ATOMS_PER_UNIT, fromAtoms, roundAtoms, toAtoms } from '@platform/shared/money';
import type { TContractPosition } from '@platform/shared/schemas/contract';
import { realisedAt } from './preview.ts';

export type LiveFigures = { mark: string | null; profit: string | null; profitRate: string | null };

export function liveFigures(position: TContractPosition, markPrice: string | null): LiveFigures {
  const server = { mark: position.mark_price, profit: position.profit, profitRate: position.profit_rate };
  if (position.status !== 'open' || !markPrice || !position.open_price || markPrice === position.mark_price) return server;
  const marginAtoms = toAtoms(position.margin);
  const profitAtoms = realisedAt({
    direction: position.direction,
    openPriceAtoms: toAtoms(position.open_price),
    markAtoms: toAtoms(markPrice),
    quantityAtoms: toAtoms(position.quantity),
    marginAtoms,
  });
  const rate = marginAtoms > 0n ? fromAtoms(roundAtoms((profitAtoms * 100n * ATOMS_PER_UNIT) / marginAtoms, 2)) : null;
  return { mark: markPrice, profit: fromAtoms(profitAtoms), profitRate: rate };
}
