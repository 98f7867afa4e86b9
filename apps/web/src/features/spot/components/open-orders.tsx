// The open orders of the pair in trade, live over the socket, each with cancel; a visitor is asked
// to log in.
import { Button } from 'antd-mobile';
import { navigate, useHashRoute } from '../../../lib/hash-location.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { PATHS } from '../../../lib/paths.ts';
import { useSpotToken } from '../api/refresh.ts';
import { OPEN_ORDERS_SHOWN, useOpenOrders } from '../api/orders.ts';
import { OrderCard } from './order-card.tsx';
import { ListEmpty, ListFailed, ListSkeleton } from './states.tsx';
import { useConfirmCancel } from './use-cancel-order.ts';
import styles from './spot.module.css';

export function OpenOrders({ symbol, priceDecimals }: { symbol: string; priceDecimals: number }) {
  const { t } = useTranslation('spot');
  const token = useSpotToken();
  const from = useHashRoute();
  const orders = useOpenOrders(symbol);
  const { cancel, cancellingId } = useConfirmCancel();
  if (!token) {
    return (
      <ListEmpty
        testId="spot-open-signed-out"
        title={t('orders.loginToSee')}
        action={
          <Button size="small" color="primary" onClick={() => navigate(PATHS.login, { state: { from } })}>
            {t('form.login')}
          </Button>
        }
      />
    );
  }
  if (orders.isPending) return <ListSkeleton testId="spot-open-loading" />;
  if (!orders.data) return <ListFailed testId="spot-open-error" retrying={orders.isFetching} onRetry={() => void orders.refetch()} />;
  if (orders.data.data.length === 0) return <ListEmpty testId="spot-open-empty" title={t('orders.noOpen')} />;
  const more = orders.data.total > OPEN_ORDERS_SHOWN;
  return (
    <>
      <ul className={styles.list} data-testid="spot-open-orders">
        {orders.data.data.map((order) => (
          <li key={order.id}>
            <OrderCard
              order={order}
              priceDecimals={priceDecimals}
              onCancel={(row) => void cancel(row)}
              cancelling={cancellingId === order.id}
            />
          </li>
        ))}
      </ul>
      {more ? (
        <div className={styles.state}>
          <button type="button" className={styles.orderLink} onClick={() => navigate(PATHS.currencyOrder)}>
            {t('orders.seeAll', { n: orders.data.total })}
          </button>
        </div>
      ) : null}
    </>
  );
}

/** How many open orders the tab title counts, or null while unknown. */
export function useOpenOrderCount(symbol: string): number | null {
  const orders = useOpenOrders(symbol);
  return orders.data ? orders.data.total : null;
}
