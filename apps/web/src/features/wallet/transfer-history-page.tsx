// Transfer history (/pages/fund/transfer_history, user/transfer_list): the user's moves between
// their own accounts, newest first, a page at a time.
import { formatDateTime } from '@platform/shared/format';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { formatCoin } from '../../lib/coin-amounts.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useWalletLiveUpdates } from './api/refresh.ts';
import { useTransferHistory } from './api/transfer.ts';
import type { TTransferRecord } from './api/types.ts';
import { DetailLine } from './components/detail-line.tsx';
import { PagedList } from './components/paged-list.tsx';
import styles from './components/wallet.module.css';
import { accountNameKey } from './utils/accounts.ts';

export default function TransferHistoryPage() {
  const { t } = useTranslation('wallet');
  useWalletLiveUpdates();
  const history = useTransferHistory();
  return (
    <div className="stack-page">
      <PageNavBar title={t('transfer.historyTitle')} />
      <PagedList
        query={history}
        testId="transfer-history"
        emptyTitle={t('transfer.empty')}
        renderRow={(row: TTransferRecord) => <TransferRow row={row} />}
      />
    </div>
  );
}

function TransferRow({ row }: { row: TTransferRecord }) {
  const { t } = useTranslation('wallet');
  const coin = row.currency_name;
  return (
    <article className={styles.record} data-testid={`transfer-row-${row.id}`}>
      <header className={styles.recordHead}>
        <span className={styles.recordTitle}>
          {t(accountNameKey(row.from_field))} → {t(accountNameKey(row.to_field))}
        </span>
        <span className={styles.figure}>
          {formatCoin(row.amount, coin)} {coin}
        </span>
      </header>
      <DetailLine label={t('transfer.fee')} value={`${formatCoin(row.fee, coin)} ${coin}`} />
      <DetailLine label={t('records.time')} value={formatDateTime(row.created_at)} />
    </article>
  );
}
