// Money is fixed-point: a bigint count of atoms, 1 atom = 1e-8 of a unit.
// At the API boundary amounts are decimal strings; nothing here goes through a JS number.

export const SCALE_DIGITS = 8;
export const ATOMS_PER_UNIT = 10n ** BigInt(SCALE_DIGITS);

const DECIMAL_RE = /^(-)?(\d+)(?:\.(\d+))?$/;

export class DecimalFormatError extends Error {
  constructor(readonly input: string) {
    super(`not a decimal: ${JSON.stringify(input)}`);
  }
}

/** Whether `text` is a plain decimal with at most `scaleDigits` fraction digits. */
export function isDecimal(text: string, scaleDigits = SCALE_DIGITS): boolean {
  const match = DECIMAL_RE.exec(text.trim());
  return match !== null && (match[3]?.length ?? 0) <= scaleDigits;
}

/** Parses "12.5" into atoms. Throws DecimalFormatError on anything else, or on more precision than the scale. */
export function toAtoms(text: string, scaleDigits = SCALE_DIGITS): bigint {
  const match = DECIMAL_RE.exec(text.trim());
  if (!match) throw new DecimalFormatError(text);
  const [, sign, whole = '0', fraction = ''] = match;
  if (fraction.length > scaleDigits) throw new DecimalFormatError(text);
  const atoms = BigInt(whole + fraction.padEnd(scaleDigits, '0'));
  return sign ? -atoms : atoms;
}

/** Formats atoms as a decimal string without trailing zeros ("12.5", "0", "-0.00000001"). */
export function fromAtoms(atoms: bigint, scaleDigits = SCALE_DIGITS): string {
  const negative = atoms < 0n;
  const digits = (negative ? -atoms : atoms).toString().padStart(scaleDigits + 1, '0');
  const whole = digits.slice(0, digits.length - scaleDigits);
  const fraction = digits.slice(digits.length - scaleDigits).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Rounds atoms half away from zero to `decimals` fraction digits, still in atoms. */
export function roundAtoms(atoms: bigint, decimals: number, scaleDigits = SCALE_DIGITS): bigint {
  if (decimals >= scaleDigits) return atoms;
  const step = 10n ** BigInt(scaleDigits - decimals);
  const half = step / 2n;
  const magnitude = atoms < 0n ? -atoms : atoms;
  const rounded = ((magnitude + half) / step) * step;
  return atoms < 0n ? -rounded : rounded;
}

/** a * b for two fixed-point amounts, truncated toward zero. */
export function mulAtoms(a: bigint, b: bigint): bigint {
  return (a * b) / ATOMS_PER_UNIT;
}

/** a / b for two fixed-point amounts, truncated toward zero. Throws on b = 0. */
export function divAtoms(a: bigint, b: bigint): bigint {
  if (b === 0n) throw new RangeError('division by zero');
  return (a * ATOMS_PER_UNIT) / b;
}
