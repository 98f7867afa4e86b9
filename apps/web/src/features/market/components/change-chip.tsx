import { formatPercent } from '@platform/shared/format';
import { directionOfChange } from '../utils/quote-direction.ts';
import { DIRECTION_COLOR } from '../utils/direction-color.ts';
import styles from './market.module.css';

/** The 24 h change on a filled chip, green up, red down, grey flat. */
export function ChangeChip({ change }: { change: string }) {
  return (
    <span className={styles.chip} style={{ background: DIRECTION_COLOR[directionOfChange(change)] }}>
      {formatPercent(change)}
    </span>
  );
}
