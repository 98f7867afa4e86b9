// The networks a coin travels on, as a row of choices (USDT: ERC20, TRC20).
import styles from './wallet.module.css';

export function NetworkSwitch({
  networks,
  value,
  onChange,
  testIdPrefix,
}: {
  networks: readonly string[];
  value: string;
  onChange: (network: string) => void;
  testIdPrefix: string;
}) {
  return (
    <div className={styles.chips} role="radiogroup">
      {networks.map((network) => (
        <button
          key={network}
          type="button"
          role="radio"
          aria-checked={network === value}
          className={`${styles.chip} ${network === value ? styles.chipActive : ''}`}
          onClick={() => onChange(network)}
          data-testid={`${testIdPrefix}-${network}`}
        >
          {network}
        </button>
      ))}
    </div>
  );
}
