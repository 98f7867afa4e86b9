// Seconds-option orders (/pages/transaction/seconds_order?tab=open|settled): the running ones with
// their countdown and the settled ones with their result, a page at a time as the list scrolls.
import { Tabs } from 'antd-mobile';
import { useQuery } from '@tanstack/react-query';
import type { TOptionOrder } from '@platform/shared/schemas/option';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { navigate, useHashSearch } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { quotationQueryOptions } from '../../lib/live-quotation.ts';
import { uniqueRows } from '../../lib/paging.ts';
import { PATHS, tradePath } from '../../lib/paths.ts';
import { useOptionLiveUpdates, useOptionOrders, type OptionStatus } from './api/options.ts';
import { OptionRow } from './components/option-row.tsx';
import { OPTION_ORDER_TABS, optionOrderTabOf } from './utils/order-tabs.ts';
import { useServerNow } from './utils/server-clock.ts';
import styles from './components/option.module.css';

export default function SecondsOrderPage() {
  const { t } = useTranslation('option');
  const tab: OptionStatus = optionOrderTabOf(useHashSearch());
  useOptionLiveUpdates();
  return (
    <div className={`stack-page ${styles.ordersPage}`}>
      <PageNavBar title={t('ordersTitle')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(`${PATHS.secondsOrder}?tab=${key}`, { replace: true })}
        data-testid="option-orders-tabs"
      >
        {OPTION_ORDER_TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`status.${key}`)} />
        ))}
      </Tabs>
      <OrdersList key={tab} status={tab} />
    </div>
  );
}

function OrdersList({ status }: { status: OptionStatus }) {
  const { t } = useTranslation('option');
  const query = useOptionOrders(status);
  const quotes = useQuery(quotationQueryOptions());
  const rows: TOptionOrder[] = query.data ? uniqueRows(query.data.pages) : [];
  const now = useServerNow(status === 'open' && rows.length > 0, 500);
  const decimalsOf = (symbol: string) => quotes.data?.quotes.find((quote) => quote.symbol === symbol)?.price_decimals;

  return (
    <PagedList
      query={query}
      testId="option-orders"
      listTestId={`option-orders-${status}`}
      className={styles.ordersList}
      rowsClassName={styles.orders}
      empty={{
        title: t(status === 'open' ? 'state.noOpen' : 'state.noSettled'),
        action: (
          <button type="button" className={styles.linkButton} onClick={() => navigate(tradePath('options'))}>
            {t('tradeNow')}
          </button>
        ),
      }}
    >
      {(order) => <OptionRow order={order} nowMs={now} priceDecimals={decimalsOf(order.symbol)} />}
    </PagedList>
  );
}
