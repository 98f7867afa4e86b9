import { formatAmount, formatPrice } from '@platform/shared/format';
import { toAtoms, ATOMS_PER_UNIT } from '@platform/shared/money';
import { useFiat } from '../../../lib/fiat.ts';
import styles from './market.module.css';

/** Two decimals as money usually shows, more for amounts under one unit so they do not read 0.00. */
function fiatText(value: string): string {
  try {
    const atoms = toAtoms(value);
    return (atoms < 0n ? -atoms : atoms) >= ATOMS_PER_UNIT ? formatAmount(value, 2) : formatPrice(value);
  } catch {
    return value;
  }
}

/** "≈ ¥482,113.20" under a USD(T) price, in the user's display fiat. */
export function FiatEquivalent({ usd, className }: { usd: string; className?: string }) {
  const { symbol, convert } = useFiat();
  return (
    <div className={className ?? styles.fiat}>
      ≈ {symbol}
      {fiatText(convert(usd))}
    </div>
  );
}
