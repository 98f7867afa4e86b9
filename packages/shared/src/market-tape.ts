// A market's public tape as the screens keep it: fills on this platform and prints between
// simulated participants (TSpotTrade.simulated) in one list, newest first, and their amounts shown
// at the market's amount precision but never as a zero.
import { formatAmount } from './format.ts';
import { isDecimal, toAtoms } from './money.ts';
import { SPOT_RECENT_TRADES } from './trading-rules.ts';

type TapeEntry = { id: number; time: number };

/**
 * The tape after `incoming` arrived: each print once (by id; a fill's id is positive, a simulated
 * print's negative), newest first by time, at most SPOT_RECENT_TRADES. Of equal times the incoming
 * one counts as newer.
 */
export function mergeTape<Entry extends TapeEntry>(current: readonly Entry[], incoming: readonly Entry[]): Entry[] {
  const byId = new Map<number, Entry>();
  for (const entry of [...incoming, ...current]) if (!byId.has(entry.id)) byId.set(entry.id, entry);
  return [...byId.values()].sort((a, b) => b.time - a.time).slice(0, SPOT_RECENT_TRADES);
}

const DECIMALS_MAX = 8;

/**
 * An amount at `decimals` places; one that would round to zero there (a market buy's last sliver)
 * gets the places it needs to show its first digit, up to 8, so a real print never reads "0.000000".
 */
export function formatTapeAmount(amount: string, decimals: number): string {
  if (!isDecimal(amount)) return amount;
  const atoms = toAtoms(amount);
  let places = Math.min(Math.max(0, decimals), DECIMALS_MAX);
  while (places < DECIMALS_MAX && atoms !== 0n && !/[1-9]/.test(formatAmount(atoms, places))) places += 1;
  return formatAmount(atoms, places);
}
