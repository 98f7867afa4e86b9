// Contract orders (/pages/transaction/contract_order): open positions, pending entries and history
// (closed and cancelled), a page at a time, each with its verify links. ?category=index lists only
// the US index: the stock orders.
import { useState } from 'react';
import { InfiniteScroll, Tabs } from 'antd-mobile';
import type { ContractState } from '@platform/shared/schemas/contract';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { navigate, useHashSearch } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { uniqueRows } from '../../lib/paging.ts';
import { useContractLiveUpdates } from './api/refresh.ts';
import { useMyTrade, type ContractCategory } from './api/my-trade.ts';
import { LivePositionCard } from './components/positions-panel.tsx';
import { PositionCard } from './components/position-card.tsx';
import { CardsSkeleton, EmptyList, LoadFailed } from './components/states.tsx';
import { useLiveMarks, type LiveMarks } from './use-live-marks.ts';
import { liveFigures } from './utils/live-profit.ts';
import { contractOrderTabOf } from './utils/order-tabs.ts';
import styles from './contract.module.css';

type HistoryState = 'closed' | 'cancelled';

export default function ContractOrderPage() {
  const { t } = useTranslation('contract');
  const search = useHashSearch();
  const params = new URLSearchParams(search);
  const category: ContractCategory | undefined = params.get('category') === 'index' ? 'index' : undefined;
  const tab = contractOrderTabOf(search);
  const [historyState, setHistoryState] = useState<HistoryState>('closed');
  const marks = useLiveMarks();
  useContractLiveUpdates();

  const switchTab = (next: string) => {
    const query = new URLSearchParams(search);
    query.set('tab', next);
    navigate(`${PATHS.contractOrder}?${query.toString()}`, { replace: true });
  };

  return (
    <div className={`stack-page ${styles.page}`} data-testid="contract-orders">
      <PageNavBar title={t(category === 'index' ? 'orders.stockTitle' : 'orders.title')} />
      <Tabs activeKey={tab} onChange={switchTab} style={{ '--title-font-size': '15px' }} data-testid="contract-orders-tabs">
        <Tabs.Tab key="open" title={t('tabs.positions')} />
        <Tabs.Tab key="pending" title={t('tabs.pending')} />
        <Tabs.Tab key="history" title={t('tabs.history')} />
      </Tabs>
      {tab === 'history' ? (
        <div className={styles.historySwitch}>
          {(['closed', 'cancelled'] as const).map((state) => (
            <button
              key={state}
              type="button"
              aria-pressed={historyState === state}
              className={`${styles.typeButton} ${historyState === state ? styles.typeActive : ''}`}
              onClick={() => setHistoryState(state)}
              data-testid={`history-${state}`}
            >
              {t(state === 'closed' ? 'status.closed' : 'status.cancelled')}
            </button>
          ))}
        </div>
      ) : null}
      <OrderList key={`${tab}-${historyState}`} status={tab === 'history' ? historyState : tab} category={category} marks={marks} />
    </div>
  );
}

const EMPTY_KEYS: Record<ContractState, string> = {
  open: 'empty.positions',
  pending: 'empty.pending',
  closed: 'empty.closed',
  cancelled: 'empty.cancelled',
};

function OrderList({ status, category, marks }: { status: ContractState; category: ContractCategory | undefined; marks: LiveMarks }) {
  const { t } = useTranslation('contract');
  const query = useMyTrade(status, category);
  const testId = `orders-${status}`;
  if (query.isPending) return <CardsSkeleton testId={`${testId}-loading`} />;
  if (!query.data) return <LoadFailed testId={`${testId}-error`} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  const rows = uniqueRows(query.data.pages);
  if (rows.length === 0) return <EmptyList title={t(EMPTY_KEYS[status])} testId={`${testId}-empty`} />;

  const loadMore = async () => {
    // Throws on failure, so InfiniteScroll shows its retry instead of asking again at once.
    await query.fetchNextPage({ throwOnError: true, cancelRefetch: false });
  };
  const live = status === 'open' || status === 'pending';
  return (
    <>
      <ul className={styles.cardList} data-testid={testId}>
        {rows.map((position) => (
          <li key={position.id}>
            {live ? (
              <LivePositionCard position={position} marks={marks} />
            ) : (
              <PositionCard
                position={position}
                live={liveFigures(position, null)}
                priceDecimals={marks.quoteOf(position.symbol)?.price_decimals}
              />
            )}
          </li>
        ))}
      </ul>
      <InfiniteScroll className={styles.listFooter} loadMore={loadMore} hasMore={query.hasNextPage}>
        {(hasMore, failed, retry) =>
          !hasMore ? (
            <span data-testid={`${testId}-end`}>{t('state.noMoreData')}</span>
          ) : failed ? (
            <button type="button" className={styles.navLink} onClick={() => void retry()}>
              {t('state.retry')}
            </button>
          ) : (
            <span>{t('state.loading')}</span>
          )
        }
      </InfiniteScroll>
    </>
  );
}
