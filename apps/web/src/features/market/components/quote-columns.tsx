import { useTranslation } from '../../../lib/i18n.ts';
import styles from './market.module.css';

/** The column titles above a list of QuoteRow. */
export function QuoteColumns() {
  const { t } = useTranslation('market');
  return (
    <div className={styles.columns} aria-hidden="true">
      <span />
      <span>{t('columns.name')}</span>
      <span>{t('columns.price')}</span>
      <span>{t('columns.change')}</span>
    </div>
  );
}
