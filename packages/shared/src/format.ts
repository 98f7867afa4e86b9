// Display formatting of SPEC.md section 9: 2 decimals with thousands separators, K above 1000,
// M above 1,000,000, dates in New York time. Works on decimal strings so no amount becomes a float.
import { ATOMS_PER_UNIT, fromAtoms, roundAtoms, toAtoms } from './money.ts';
import { TIME_ZONE_DEFAULT } from './constants.ts';

function groupThousands(whole: string, separator = ','): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** "1234567.891" -> "1,234,567.89". Keeps exactly `decimals` fraction digits. */
export function formatAmount(value: string | bigint, decimals = 2): string {
  const atoms = typeof value === 'bigint' ? value : toAtoms(value);
  const text = fromAtoms(roundAtoms(atoms, decimals));
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const fixed = decimals > 0 ? `.${fraction.padEnd(decimals, '0')}` : '';
  const isZero = /^0$/.test(whole) && /^0*$/.test(fraction);
  return `${negative && !isZero ? '-' : ''}${groupThousands(whole)}${fixed}`;
}

/** "1500" -> "1.50K", "2500000" -> "2.50M", smaller values as formatAmount. */
export function formatCompact(value: string | bigint, decimals = 2): string {
  const atoms = typeof value === 'bigint' ? value : toAtoms(value);
  const magnitude = atoms < 0n ? -atoms : atoms;
  const million = 1_000_000n * ATOMS_PER_UNIT;
  const thousand = 1000n * ATOMS_PER_UNIT;
  if (magnitude > million) return `${formatAmount(atoms / 1_000_000n, decimals)}M`;
  if (magnitude > thousand) return `${formatAmount(atoms / 1000n, decimals)}K`;
  return formatAmount(atoms, decimals);
}

/** Price display: more decimals for small prices, so 0.00012345 does not show as 0.00. */
export function priceDecimals(value: string): number {
  const atoms = toAtoms(value);
  const magnitude = atoms < 0n ? -atoms : atoms;
  if (magnitude >= 1000n * ATOMS_PER_UNIT) return 2;
  if (magnitude >= ATOMS_PER_UNIT) return 4;
  return 6;
}

export function formatPrice(value: string): string {
  return formatAmount(value, priceDecimals(value));
}

/** A signed percent with two decimals: "+1.23%", "-0.50%". */
export function formatPercent(value: string): string {
  const text = formatAmount(value, 2);
  return `${text.startsWith('-') ? '' : '+'}${text}%`;
}

/** A date and time in New York (SPEC.md section 9), "2026-11-21 08:46:37". */
export function formatDateTime(epochMs: number, timeZone = TIME_ZONE_DEFAULT): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(epochMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
