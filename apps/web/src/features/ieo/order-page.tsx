// The user's IEO subscriptions (/pages/ieo/order?tab=all|subscribed|allocated): the tokens asked for,
// the price and the payment frozen; once allocated, the project's ratio, the tokens received, what
// they cost and the refund of the rest.
import { Button, Tabs } from 'antd-mobile';
import { formatDateTime, formatRate } from '@platform/shared/format';
import { IEO_ORDER_STATES } from '@platform/shared/ieo-rules';
import type { TIeoOrder } from '@platform/shared/schemas/ieo';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { formatCoin } from '../../lib/coin-amounts.ts';
import { navigate, useHashSearch } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useIeoLiveUpdates, useIeoOrders, type IeoOrdersTab } from './api/ieo.ts';
import { ProjectHead, Row } from './components/project-parts.tsx';
import earn from '../../components/earn.module.css';

const TABS: readonly IeoOrdersTab[] = ['all', ...IEO_ORDER_STATES];

function tabOf(search: string): IeoOrdersTab {
  const tab = new URLSearchParams(search).get('tab');
  return TABS.find((candidate) => candidate === tab) ?? 'all';
}

export default function OrderPage() {
  const { t } = useTranslation('ieo');
  const tab = tabOf(useHashSearch());
  useIeoLiveUpdates();
  return (
    <div className={`stack-page ${earn.page}`}>
      <PageNavBar title={t('orders.title')} />
      <Tabs activeKey={tab} onChange={(key) => navigate(`${PATHS.ieoOrder}?tab=${key}`, { replace: true })} data-testid="ieo-order-tabs">
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`orders.tab.${key}`)} />
        ))}
      </Tabs>
      <Orders key={tab} tab={tab} />
    </div>
  );
}

function Orders({ tab }: { tab: IeoOrdersTab }) {
  const { t } = useTranslation('ieo');
  return (
    <PagedList
      query={useIeoOrders(tab)}
      testId="ieo-orders"
      listTestId={`ieo-orders-${tab}`}
      className={earn.list}
      empty={{
        title: t('orders.empty'),
        action: (
          <Button color="primary" block onClick={() => navigate(PATHS.ieo)}>
            {t('orders.browse')}
          </Button>
        ),
      }}
    >
      {(order) => <OrderCard order={order} />}
    </PagedList>
  );
}

function OrderCard({ order }: { order: TIeoOrder }) {
  const { t } = useTranslation('ieo');
  const pay = (value: string) => `${formatCoin(value, order.pay_currency)} ${order.pay_currency}`;
  const token = (value: string) => `${formatCoin(value, order.symbol)} ${order.symbol}`;
  const allocated = order.status === 'allocated';
  return (
    <article className={earn.card} data-testid={`ieo-order-${order.id}`} data-status={order.status}>
      <ProjectHead
        project={order}
        right={
          <span className={allocated ? earn.tag : earn.tagHolding} data-testid={`ieo-order-status-${order.id}`}>
            {t(`orders.status.${order.status}`)}
          </span>
        }
      />
      <dl className={earn.rows}>
        <Row label={t('orders.asked')} value={token(order.amount)} testId={`ieo-order-amount-${order.id}`} />
        <Row label={t('orders.price')} value={pay(order.price)} />
        <Row label={t('orders.paid')} value={pay(order.paid)} testId={`ieo-order-paid-${order.id}`} />
        <Row label={t('orders.time')} value={formatDateTime(order.created_at)} />
        {allocated ? (
          <>
            <Row
              label={t('orders.ratio')}
              value={order.ratio === null ? '--' : formatRate(order.ratio)}
              testId={`ieo-order-ratio-${order.id}`}
              strong
            />
            <Row label={t('orders.allocated')} value={token(order.allocated ?? '0')} testId={`ieo-order-allocated-${order.id}`} strong />
            <Row label={t('orders.spent')} value={pay(order.spent ?? '0')} testId={`ieo-order-spent-${order.id}`} />
            <Row label={t('orders.refund')} value={pay(order.refund ?? '0')} testId={`ieo-order-refund-${order.id}`} />
            {order.allocated_at !== null ? <Row label={t('orders.allocatedAt')} value={formatDateTime(order.allocated_at)} /> : null}
          </>
        ) : (
          <Row label={t('project.distribute')} value={formatDateTime(order.distribute_time)} />
        )}
      </dl>
      <Button
        className={earn.action}
        block
        fill="none"
        size="small"
        onClick={() => navigate(`${PATHS.ieoSubscribe}?id=${order.project_id}`)}
      >
        {t('orders.project')}
      </Button>
    </article>
  );
}
