// The top bar's links of the dual screens: the user's orders and how it works.
import { navigate } from '../../../lib/hash-location.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { PATHS } from '../../../lib/paths.ts';
import styles from './dual.module.css';

export function DualNavLinks({ orders = true }: { orders?: boolean }) {
  const { t } = useTranslation('dual');
  return (
    <div className={styles.navLinks}>
      {orders ? (
        <button type="button" className={styles.navLink} onClick={() => navigate(PATHS.investMine)} data-testid="dual-go-mine">
          {t('mine.short')}
        </button>
      ) : null}
      <button type="button" className={styles.navLink} onClick={() => navigate(PATHS.investHelp)} data-testid="dual-go-help">
        {t('help.short')}
      </button>
    </div>
  );
}
