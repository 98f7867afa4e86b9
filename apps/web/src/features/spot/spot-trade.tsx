// Spot trading of one pair, inside the trade tab (?tab=spot&symbol=) and on its own page: the pair
// with its change, the form beside the live order book, and below the open orders of the pair and
// the recent trades. A visitor sees the book and the tape, with a login button in the form.
import { useState, type ReactNode } from 'react';
import { RightOutline } from 'antd-mobile-icons';
import type { TQuote } from '@platform/shared/schemas/market';
import type { TSpotDepth } from '@platform/shared/schemas/spot';
import { navigate, useHashSearch } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useLiveQuotation } from '../../lib/live-quotation.ts';
import { PATHS, tradePath } from '../../lib/paths.ts';
import { useMarketRoom } from '../../lib/socket.ts';
import { useSpotToken } from './api/refresh.ts';
import { useSpotDepth, useSpotTrades } from './api/market-data.ts';
import { useSpotLiveUpdates } from './api/orders.ts';
import { OpenOrders, useOpenOrderCount } from './components/open-orders.tsx';
import { OrderBook } from './components/order-book.tsx';
import { OrderForm, type PickedPrice } from './components/order-form.tsx';
import { PairBar } from './components/pair-bar.tsx';
import { RecentTrades } from './components/recent-trades.tsx';
import { ListEmpty, ListFailed, ListSkeleton } from './components/states.tsx';
import { amountDecimalsSeen } from './utils/display.ts';
import { pickPair, spotPairs } from './utils/pairs.ts';
import styles from './components/spot.module.css';

export function currencyPath(symbol: string): string {
  return `${PATHS.currency}?symbol=${encodeURIComponent(symbol)}`;
}

export default function SpotTrade({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation('spot');
  const params = new URLSearchParams(useHashSearch());
  const quotation = useLiveQuotation();
  const pairs = spotPairs(quotation.data?.quotes ?? []);
  const pair = pickPair(pairs, params.get('symbol'));
  useMarketRoom(pair?.symbol);
  useSpotLiveUpdates();

  if (quotation.isPending) return <ListSkeleton rows={5} testId="spot-loading" />;
  if (!quotation.data) return <ListFailed testId="spot-error" retrying={quotation.isFetching} onRetry={() => void quotation.refetch()} />;
  if (!pair) return <ListEmpty testId="spot-no-pairs" title={t('pair.none')} />;
  const select = (symbol: string) => navigate(standalone ? currencyPath(symbol) : tradePath('spot', symbol), { replace: true });
  return (
    <SpotScreen
      key={pair.symbol}
      pair={pair}
      pairs={pairs}
      onSelect={select}
      initialSide={params.get('side') === 'sell' ? 'sell' : 'buy'}
    />
  );
}

function SpotScreen({
  pair,
  pairs,
  onSelect,
  initialSide,
}: {
  pair: TQuote;
  pairs: TQuote[];
  onSelect: (symbol: string) => void;
  initialSide: 'buy' | 'sell';
}) {
  const depth = useSpotDepth(pair.symbol);
  const trades = useSpotTrades(pair.symbol);
  const [picked, setPicked] = useState<PickedPrice | null>(null);
  // The server's precision when it says it; else what the book shows, for cutting slider shares.
  const amountDecimals = depth.data?.amount_decimals;
  const shownDecimals = amountDecimals ?? amountDecimalsSeen(depthAmounts(depth.data));
  return (
    <div className={styles.screen} data-testid="spot-trade">
      <PairBar pairs={pairs} pair={pair} onSelect={onSelect} />
      <div className={styles.main}>
        <OrderForm pair={pair} amountDecimals={amountDecimals} shareDecimals={shownDecimals} picked={picked} initialSide={initialSide} />
        <OrderBook depth={depth} pair={pair} amountDecimals={shownDecimals} onPick={(price) => setPicked({ price })} />
      </div>
      <LowerTabs pair={pair}>
        {(tab) =>
          tab === 'open' ? (
            <OpenOrders symbol={pair.symbol} priceDecimals={pair.price_decimals} />
          ) : (
            <RecentTrades trades={trades} pair={pair} amountDecimals={shownDecimals} />
          )
        }
      </LowerTabs>
    </div>
  );
}

function depthAmounts(depth: TSpotDepth | undefined): string[] {
  return depth ? [...depth.asks, ...depth.bids].map((level) => level.amount) : [];
}

type LowerTab = 'open' | 'trades';

function LowerTabs({ pair, children }: { pair: TQuote; children: (tab: LowerTab) => ReactNode }) {
  const { t } = useTranslation('spot');
  const token = useSpotToken();
  // A visitor has no orders: the tape is the useful first view.
  const [tab, setTab] = useState<LowerTab>(token ? 'open' : 'trades');
  const count = useOpenOrderCount(pair.symbol);
  const tabs: { key: LowerTab; label: string }[] = [
    { key: 'open', label: count ? t('orders.openCount', { n: count }) : t('orders.open') },
    { key: 'trades', label: t('trades.title') },
  ];
  return (
    <section className={styles.lower}>
      <div className={styles.tabs} role="tablist">
        {tabs.map((item) => (
          <button
            key={item.key}
            type="button"
            role="tab"
            aria-selected={tab === item.key}
            className={`${styles.tab} ${tab === item.key ? styles.tabActive : ''}`}
            onClick={() => setTab(item.key)}
            data-testid={`spot-tab-${item.key}`}
          >
            {item.label}
          </button>
        ))}
        {token ? (
          <button type="button" className={styles.tabsLink} onClick={() => navigate(PATHS.currencyOrder)} data-testid="spot-all-orders">
            {t('orders.all')}
            <RightOutline />
          </button>
        ) : null}
      </div>
      {children(tab)}
    </section>
  );
}
