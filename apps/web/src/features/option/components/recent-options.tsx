// The latest options (limit 5, open and settled together) under the trade form, with a way to all of them.
import { RightOutline } from 'antd-mobile-icons';
import { Skeleton } from 'antd-mobile';
import { useTranslation } from '../../../lib/i18n.ts';
import { navigate } from '../../../lib/hash-location.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useRecentOptions } from '../api/options.ts';
import { useServerNow } from '../utils/server-clock.ts';
import { OptionRow } from './option-row.tsx';
import styles from './option.module.css';

export function RecentOptions({ decimalsOf }: { decimalsOf: (symbol: string) => number | undefined }) {
  const { t } = useTranslation('option');
  const recent = useRecentOptions();
  const rows = recent.data?.data ?? [];
  const now = useServerNow(
    rows.some((order) => order.status === 'open'),
    500,
  );
  let body;
  if (recent.isPending) {
    body = (
      <div aria-busy="true" data-testid="option-recent-loading">
        <Skeleton.Paragraph lineCount={3} animated />
      </div>
    );
  } else if (!recent.data) {
    body = (
      <p className={styles.listState} data-testid="option-recent-error">
        {t('state.loadFailed')}
        <button type="button" className={styles.listStateAction} onClick={() => void recent.refetch()}>
          {t('state.retry')}
        </button>
      </p>
    );
  } else if (rows.length === 0) {
    body = (
      <p className={styles.listState} data-testid="option-recent-empty">
        {t('state.noOrders')}
      </p>
    );
  } else {
    body = (
      <ul className={styles.orders} data-testid="option-recent">
        {rows.map((order) => (
          <li key={order.id}>
            <OptionRow order={order} nowMs={now} priceDecimals={decimalsOf(order.symbol)} />
          </li>
        ))}
      </ul>
    );
  }
  return (
    <section className={styles.section} style={{ paddingTop: 22 }}>
      <div className={styles.sectionHead}>
        <span className={styles.sectionTitle}>{t('myOptions')}</span>
        <button type="button" className={styles.linkButton} onClick={() => navigate(PATHS.secondsOrder)} data-testid="option-all-orders">
          {t('allOrders')}
          <RightOutline />
        </button>
      </div>
      {body}
    </section>
  );
}
