import { useFiat } from '../../../lib/fiat.ts';
import styles from './market.module.css';

/** "≈ ¥ 482,113.20" under a USD(T) price, in the user's display fiat. */
export function FiatEquivalent({ usd, className }: { usd: string; className?: string }) {
  const { symbol, convert } = useFiat();
  return <div className={className ?? styles.fiat}>≈ {symbol}{convert(usd)}</div>;
}
