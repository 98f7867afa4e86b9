// Up / down / flat of decimal strings, without turning a price into a float.
import { toAtoms } from '@platform/shared/money';

export type Direction = 'up' | 'down' | 'flat';

/** The sign of a signed decimal string such as a 24 h change ("-1.25" -> down). */
export function directionOfChange(change: string): Direction {
  const atoms = safeAtoms(change);
  if (atoms > 0n) return 'up';
  if (atoms < 0n) return 'down';
  return 'flat';
}

/** How `next` moved compared with `previous`. */
export function directionOfMove(previous: string, next: string): Direction {
  const delta = safeAtoms(next) - safeAtoms(previous);
  if (delta > 0n) return 'up';
  if (delta < 0n) return 'down';
  return 'flat';
}

/** Descending order of two decimal strings, for sorting gainers. */
export function compareDecimalDescending(a: string, b: string): number {
  const delta = safeAtoms(b) - safeAtoms(a);
  return delta > 0n ? 1 : delta < 0n ? -1 : 0;
}

/** A feed value with more than 8 decimals or a stray format must not crash a list: treat it as 0. */
function safeAtoms(text: string): bigint {
  try {
    return toAtoms(text);
  } catch {
    return 0n;
  }
}
