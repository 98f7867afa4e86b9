import { InformationCircleOutline } from 'antd-mobile-icons';
import { useTranslation } from '../../../lib/i18n.ts';
import styles from './market.module.css';

/** DESIGN.md market data: the UI says when prices come from the simulated feed. */
export function SimulatedNote({ source }: { source: string | undefined }) {
  const { t } = useTranslation('market');
  if (source !== 'simulated') return null;
  return (
    <div className={styles.note} role="note" data-testid="simulated-note">
      <InformationCircleOutline className={styles.noteIcon} />
      <span>{t('simulated')}</span>
    </div>
  );
}
