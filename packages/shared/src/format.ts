// Display formatting of SPEC.md section 9: 2 decimals with thousands separators, K above 1000,
// M above 1,000,000, dates in New York time with the zone shown. Numbers and dates follow the reader's
// language through Intl (1,234.50 in English, 1.234,50 in German, 1 234,50 in French). Works on
// decimal strings: the whole part goes to Intl as a bigint and the fraction digits are kept as
// written, so no amount becomes a float.
import { ATOMS_PER_UNIT, fromAtoms, roundAtoms, toAtoms } from './money.ts';
import { TIME_ZONE_DEFAULT } from './constants.ts';

/** The BCP 47 locale used when a call names none: the web app sets the reader's (languages.ts LANGUAGE_LOCALES). */
let displayLocale = 'en-US';

export function setDisplayLocale(locale: string): void {
  displayLocale = locale;
}

type NumberStyle = { whole: Intl.NumberFormat; decimal: string };
const numberStyles = new Map<string, NumberStyle>();

function numberStyleOf(locale: string): NumberStyle {
  let style = numberStyles.get(locale);
  if (!style) {
    const decimal = new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
    style = { whole: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }), decimal };
    numberStyles.set(locale, style);
  }
  return style;
}

/** A decimal string ("-1234.5") in the locale's digits grouping and decimal mark; the minus stays ASCII. */
function localizeDecimal(text: string, locale: string): string {
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const style = numberStyleOf(locale);
  const isZero = /^0*$/.test(whole) && /^0*$/.test(fraction);
  return `${negative && !isZero ? '-' : ''}${style.whole.format(BigInt(whole))}${fraction ? `${style.decimal}${fraction}` : ''}`;
}

/** "1234567.891" -> "1,234,567.89" (en). Keeps exactly `decimals` fraction digits. */
export function formatAmount(value: string | bigint, decimals = 2, locale = displayLocale): string {
  const atoms = typeof value === 'bigint' ? value : toAtoms(value);
  const text = fromAtoms(roundAtoms(atoms, decimals));
  const [whole = '0', fraction = ''] = text.split('.');
  return localizeDecimal(decimals > 0 ? `${whole}.${fraction.padEnd(decimals, '0')}` : whole, locale);
}

/** Rounded to `decimalsMax`, trailing zeros dropped but `decimalsMin` kept: "1234.50000000" -> "1,234.50", "0.00012" stays. */
export function formatAmountTrimmed(value: string | bigint, decimalsMax: number, decimalsMin = 2, locale = displayLocale): string {
  const atoms = typeof value === 'bigint' ? value : toAtoms(value);
  const [whole = '0', fraction = ''] = fromAtoms(roundAtoms(atoms, decimalsMax)).split('.');
  const kept = fraction.slice(0, decimalsMax).replace(/0+$/, '').padEnd(decimalsMin, '0');
  return localizeDecimal(kept ? `${whole}.${kept}` : whole, locale);
}

/** A decimal string as written, at least `decimalsMin` fraction digits: "0.00123" stays "0.00123", "68000.5" -> "68,000.50". */
export function formatDecimal(value: string, decimalsMin = 2, locale = displayLocale): string {
  const text = fromAtoms(toAtoms(value));
  const [whole = '0', fraction = ''] = text.split('.');
  return localizeDecimal(`${whole}.${fraction.padEnd(decimalsMin, '0')}`, locale);
}

/** "1500" -> "1.50K", "2500000" -> "2.50M", smaller values as formatAmount. */
export function formatCompact(value: string | bigint, decimals = 2, locale = displayLocale): string {
  const atoms = typeof value === 'bigint' ? value : toAtoms(value);
  const magnitude = atoms < 0n ? -atoms : atoms;
  const million = 1_000_000n * ATOMS_PER_UNIT;
  const thousand = 1000n * ATOMS_PER_UNIT;
  if (magnitude > million) return `${formatAmount(atoms / 1_000_000n, decimals, locale)}M`;
  if (magnitude > thousand) return `${formatAmount(atoms / 1000n, decimals, locale)}K`;
  return formatAmount(atoms, decimals, locale);
}

/** Price display: more decimals for small prices, so 0.00012345 does not show as 0.00. */
export function priceDecimals(value: string): number {
  const atoms = toAtoms(value);
  const magnitude = atoms < 0n ? -atoms : atoms;
  if (magnitude >= 1000n * ATOMS_PER_UNIT) return 2;
  if (magnitude >= ATOMS_PER_UNIT) return 4;
  return 6;
}

export function formatPrice(value: string, locale = displayLocale): string {
  return formatAmount(value, priceDecimals(value), locale);
}

/** A signed percent with two decimals: "+1.23%", "-0.50%". */
export function formatPercent(value: string, locale = displayLocale): string {
  const text = formatAmount(value, 2, locale);
  return `${text.startsWith('-') ? '' : '+'}${text}%`;
}

type PercentAffixes = { prefix: string; suffix: string };
const percentAffixes = new Map<string, PercentAffixes>();

/** Where the locale puts the percent sign: "0.1%" (en), "0,1 %" (de, fr, sv, with a no-break space), "%0.1" (some). */
function percentAffixesOf(locale: string): PercentAffixes {
  let affixes = percentAffixes.get(locale);
  if (!affixes) {
    const parts = new Intl.NumberFormat(locale, { style: 'percent' }).formatToParts(0);
    const number = parts.findIndex((part) => part.type === 'integer');
    const text = (from: number, to: number) =>
      parts
        .slice(from, to)
        .map((part) => part.value)
        .join('');
    affixes = { prefix: text(0, number), suffix: text(number + 1, parts.length) };
    percentAffixes.set(locale, affixes);
  }
  return affixes;
}

/**
 * A rate given in percent, as the reader's language writes it: a fee "0.1" -> "0.1%" (en), "0,1 %" (de).
 * Up to `decimalsMax` decimals, trailing zeros dropped down to `decimalsMin`. Unsigned: for a change, formatPercent.
 */
export function formatRate(percent: string, decimalsMax = 4, decimalsMin = 0, locale = displayLocale): string {
  const { prefix, suffix } = percentAffixesOf(locale);
  return `${prefix}${formatAmountTrimmed(percent, decimalsMax, decimalsMin, locale)}${suffix}`;
}

// Dates: New York time (SPEC.md section 9) in the reader's order of day, month and year, 24-hour,
// with the zone named, since a reader elsewhere would otherwise take it for their own time. Thai
// dates keep the Gregorian year a trading app's reader expects beside prices and charts.
type DateStyle = 'date' | 'time' | 'timeShort' | 'zone' | 'stamp';
// Date and time are formatted apart and joined: asked for together with the zone, Thai and Korean
// switch to spelled-out hours ("06시 6분 40초").
const DATE_STYLE_OPTIONS: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  date: { year: 'numeric', month: '2-digit', day: '2-digit' },
  time: { hour: '2-digit', minute: '2-digit', second: '2-digit' },
  timeShort: { hour: '2-digit', minute: '2-digit' },
  zone: { timeZoneName: 'short' },
  stamp: { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' },
};
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function dateFormatOf(style: DateStyle, locale: string, timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${locale} ${timeZone}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...DATE_STYLE_OPTIONS[style], timeZone, hourCycle: 'h23', calendar: 'gregory' });
    dateFormats.set(key, format);
  }
  return format;
}

/** The zone's short name at that moment, in the locale: "EST", "EDT", "GMT-5". */
export function formatZone(epochMs: number, locale = displayLocale, timeZone = TIME_ZONE_DEFAULT): string {
  const parts = dateFormatOf('zone', locale, timeZone).formatToParts(new Date(epochMs));
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
}

/** A date and time in New York with the zone: "11/21/2026 08:46:37 EST" (en), "21.11.2026 08:46:37 GMT-5" (de). */
export function formatDateTime(epochMs: number, locale = displayLocale, timeZone = TIME_ZONE_DEFAULT): string {
  const date = new Date(epochMs);
  return `${dateFormatOf('date', locale, timeZone).format(date)} ${dateFormatOf('time', locale, timeZone).format(date)} ${formatZone(epochMs, locale, timeZone)}`;
}

/** The day in New York: "11/21/2026" (en), "2026/11/21" (zh). */
export function formatDate(epochMs: number, locale = displayLocale, timeZone = TIME_ZONE_DEFAULT): string {
  return dateFormatOf('date', locale, timeZone).format(new Date(epochMs));
}

/** The time of day in New York, 24-hour: "08:46:37", or "08:46" without seconds. */
export function formatTimeOfDay(epochMs: number, seconds = true, locale = displayLocale, timeZone = TIME_ZONE_DEFAULT): string {
  return dateFormatOf(seconds ? 'time' : 'timeShort', locale, timeZone).format(new Date(epochMs));
}

/** A sortable stamp for logs and operator tools, New York time: "2026-11-21 08:46:37". */
export function formatLogTime(epochMs: number, timeZone = TIME_ZONE_DEFAULT): string {
  const parts = dateFormatOf('stamp', 'en-CA', timeZone).formatToParts(new Date(epochMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}:${part('second')}`;
}
