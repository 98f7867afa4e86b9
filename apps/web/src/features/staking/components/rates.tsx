// The daily rate, APR and APY of a product or a position, side by side.
import { formatRate } from '@platform/shared/format';
import { toAtoms } from '@platform/shared/money';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from '../../../components/earn.module.css';

export function Rates({ daily, apr, apy }: { daily: string; apr: string; apy: string }) {
  const { t } = useTranslation('staking');
  const cells = [
    { key: 'daily', label: t('rates.daily'), value: daily },
    { key: 'apr', label: t('rates.apr'), value: apr },
    { key: 'apy', label: t('rates.apy'), value: apy },
  ];
  return (
    <div className={styles.rates}>
      {cells.map((cell) => (
        <div key={cell.key} className={styles.rate} data-testid={`staking-rate-${cell.key}`}>
          <span className={styles.rateValue}>{readableRate(cell.value)}</span>
          <span className={styles.label}>{cell.label}</span>
        </div>
      ))}
    </div>
  );
}

/** A percent to at most 2 decimals for reading, the exact daily rate kept whole ('0.36%', '131.4%', '271.47%'). */
function readableRate(value: string): string {
  return formatRate(value, toAtoms(value) >= toAtoms('10') ? 2 : 8);
}

export function Row({ label, value, testId, strong }: { label: string; value: string; testId?: string; strong?: boolean }) {
  return (
    <div className={styles.row}>
      <dt>{label}</dt>
      <dd className={strong ? styles.strong : undefined} data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
