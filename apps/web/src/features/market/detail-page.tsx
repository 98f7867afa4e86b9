// Market detail (SPEC.md section 2, /pages/market/detail?symbol=BTC/USDT): the live quote, a
// candlestick chart per period fed by new_timeshar and the market room's `candle` events, with
// indicators the user switches on and off, a coin market's trades, order book and depth in tabs,
// a favourite star, and Buy / Sell buttons leading to trading.
import { Suspense, lazy, useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { Button, DotLoading } from 'antd-mobile';
import { CloseCircleOutline, LeftOutline, QuestionCircleOutline } from 'antd-mobile-icons';
import { COLOR_DOWN, COLOR_UP } from '@platform/shared/constants';
import { formatCompact } from '@platform/shared/format';
import { PERIODS, PERIOD_SECONDS, type Period } from '@platform/shared/market-rules';
import type { TQuote } from '@platform/shared/schemas/market';
import { goBack, navigate } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useMarketRoom } from '../../lib/socket.ts';
import { useLiveQuotation } from '../../lib/live-quotation.ts';
import { useFavorites } from './api/favorites.ts';
import { useCandles, useLiveCandle } from './api/candles.ts';
import { ChangeChip } from './components/change-chip.tsx';
import { FavoriteStar } from './components/favorite-star.tsx';
import { FiatEquivalent } from './components/fiat-equivalent.tsx';
import { FlashPrice } from './components/flash-price.tsx';
import { ListState } from './components/list-state.tsx';
import { MarketActivity } from './components/market-activity.tsx';
import { SimulatedNote } from './components/simulated-note.tsx';
import {
  CHART_INDICATORS,
  CHART_INDICATOR_LABELS,
  storeIndicators,
  storedIndicators,
  toggled,
  type ChartIndicator,
} from './utils/chart-indicators.ts';
import { DIRECTION_COLOR } from './utils/direction-color.ts';
import { directionOfChange } from './utils/quote-direction.ts';
import { formatQuotePrice, pairParts } from './utils/format-quote.ts';
import { tradePath } from './utils/market-paths.ts';
import marketStyles from './components/market.module.css';
import styles from './detail-page.module.css';

const CandleChart = lazy(() => import('./components/candle-chart.tsx'));

const PERIOD_DEFAULT: Period = '15min';
const DAY_S = 86_400;
const STORAGE_KEY_PERIOD = 'marketChartPeriod';
const isPeriod = (value: string | null): value is Period => PERIODS.some((period) => period === value);

/** "btcusdt", "BTC-USDT" and "BTC/USDT" all name the same market. */
const compactSymbol = (symbol: string) => symbol.toUpperCase().replace(/[^A-Z0-9]/g, '');

function storedPeriod(): Period {
  try {
    const value = localStorage.getItem(STORAGE_KEY_PERIOD);
    return isPeriod(value) ? value : PERIOD_DEFAULT;
  } catch {
    return PERIOD_DEFAULT;
  }
}

export default function DetailPage() {
  const { t } = useTranslation('market');
  const [params, setParams] = useSearchParams();
  const symbolParam = (params.get('symbol') ?? '').trim();
  const periodParam = params.get('period');
  const [lastPeriod] = useState(storedPeriod);
  const period: Period = isPeriod(periodParam) ? periodParam : lastPeriod;

  const [indicators, setIndicators] = useState(storedIndicators);
  const toggleIndicator = (indicator: ChartIndicator) => {
    const next = toggled(indicators, indicator);
    storeIndicators(next);
    setIndicators(next);
  };

  const quotation = useLiveQuotation();
  const quote = useMemo(
    () => quotation.data?.quotes.find((item) => compactSymbol(item.symbol) === compactSymbol(symbolParam)),
    [quotation.data, symbolParam],
  );
  // The market's own spelling ("btcusdt" in the link is "BTC/USDT" on the server) for the room and candles.
  const symbol = quote?.symbol ?? symbolParam.toUpperCase();
  useMarketRoom(quote?.symbol);

  const selectPeriod = (next: Period) => {
    try {
      localStorage.setItem(STORAGE_KEY_PERIOD, next);
    } catch {
      // Remembering the period is a convenience.
    }
    const nextParams = new URLSearchParams(params);
    nextParams.set('period', next);
    setParams(nextParams, { replace: true });
  };

  const header = (
    <header className={styles.nav}>
      <button type="button" className={marketStyles.iconButton} onClick={() => goBack(PATHS.market)} aria-label={t('back')}>
        <LeftOutline />
      </button>
      <div className={styles.navTitle}>
        <div className={styles.navPair}>{quote?.symbol ?? symbolParam}</div>
        {quote?.name ? <div className={styles.navName}>{quote.name}</div> : null}
      </div>
      {quote ? <FavoriteButton quote={quote} /> : <span className={styles.navSpacer} />}
    </header>
  );

  if (quotation.isPending) {
    return (
      <div className={`${marketStyles.page} ${styles.page}`}>
        {header}
        <div className={styles.loading}>
          <DotLoading color="currentColor" />
        </div>
      </div>
    );
  }
  if (!quote) {
    const failed = quotation.isError && !quotation.data;
    return (
      <div className={`${marketStyles.page} ${styles.page}`}>
        {header}
        {failed ? (
          <ListState
            icon={<CloseCircleOutline />}
            title={t('error')}
            action={{ label: t('retry'), onClick: () => void quotation.refetch() }}
            testId="detail-error"
          />
        ) : (
          <ListState
            icon={<QuestionCircleOutline />}
            title={t('detail.notFound')}
            hint={symbolParam}
            action={{ label: t('detail.toMarkets'), onClick: () => navigate(PATHS.market) }}
            testId="detail-not-found"
          />
        )}
      </div>
    );
  }

  return (
    <div className={`${marketStyles.page} ${styles.page}`}>
      {header}
      <QuoteSummary quote={quote} />
      <SimulatedNote source={quotation.data?.source} />
      <PeriodSwitch period={period} onSelect={selectPeriod} />
      <ChartPanel symbol={symbol} period={period} priceDecimals={quote.price_decimals} indicators={indicators} />
      <div className={styles.chartFoot}>
        <IndicatorSwitch indicators={indicators} onToggle={toggleIndicator} />
        <p className={styles.timeZoneNote}>{t(PERIOD_SECONDS[period] >= DAY_S ? 'detail.timeZoneUtc' : 'detail.timeZone')}</p>
      </div>
      {quote.category === 'crypto' ? <MarketActivity quote={quote} /> : null}
      <footer className={styles.actions}>
        <Button
          block
          className={styles.trade}
          style={{ '--background-color': COLOR_UP }}
          onClick={() => navigate(tradePath(symbol, 'buy', quote.category))}
          data-testid="detail-buy"
        >
          {t('detail.buy')}
        </Button>
        <Button
          block
          className={styles.trade}
          style={{ '--background-color': COLOR_DOWN }}
          onClick={() => navigate(tradePath(symbol, 'sell', quote.category))}
          data-testid="detail-sell"
        >
          {t('detail.sell')}
        </Button>
      </footer>
    </div>
  );
}

function FavoriteButton({ quote }: { quote: TQuote }) {
  const favorites = useFavorites();
  const favorite = (favorites.data ?? []).some((item) => item.id === quote.id);
  return <FavoriteStar quote={quote} favorite={favorite} testId="detail-fav" className={styles.navStar} />;
}

function QuoteSummary({ quote }: { quote: TQuote }) {
  const { t } = useTranslation('market');
  const { base } = pairParts(quote);
  const color = DIRECTION_COLOR[directionOfChange(quote.change)];
  return (
    <section className={styles.summary}>
      <div className={styles.summaryMain}>
        <FlashPrice
          price={quote.price}
          priceDecimals={quote.price_decimals}
          color={color}
          className={styles.bigPrice}
          testId="detail-price"
        />
        <FiatEquivalent usd={quote.price} className={styles.summaryFiat} />
        <div className={styles.summaryChange}>
          <span className={styles.statLabel}>{t('detail.change')}</span>
          <ChangeChip change={quote.change} />
        </div>
      </div>
      <dl className={styles.stats}>
        <div>
          <dt className={styles.statLabel}>{t('detail.high')}</dt>
          <dd>{formatQuotePrice(quote.high, quote.price_decimals)}</dd>
        </div>
        <div>
          <dt className={styles.statLabel}>{t('detail.low')}</dt>
          <dd>{formatQuotePrice(quote.low, quote.price_decimals)}</dd>
        </div>
        <div>
          <dt className={styles.statLabel}>{t('detail.volume', { base })}</dt>
          <dd>{formatCompact(quote.volume)}</dd>
        </div>
      </dl>
    </section>
  );
}

function PeriodSwitch({ period, onSelect }: { period: Period; onSelect: (period: Period) => void }) {
  const { t } = useTranslation('market');
  return (
    <nav className={styles.periods} aria-label={t('detail.periods')}>
      {PERIODS.map((item) => (
        <button
          key={item}
          type="button"
          className={`${styles.period} ${item === period ? styles.periodActive : ''}`}
          aria-pressed={item === period}
          onClick={() => onSelect(item)}
          data-testid={`period-${item}`}
        >
          {t(`periods.${item}`)}
        </button>
      ))}
    </nav>
  );
}

function IndicatorSwitch({
  indicators,
  onToggle,
}: {
  indicators: ReadonlySet<ChartIndicator>;
  onToggle: (indicator: ChartIndicator) => void;
}) {
  const { t } = useTranslation('market');
  return (
    <div className={styles.indicators} role="group" aria-label={t('detail.indicators')}>
      {CHART_INDICATORS.map((indicator) => (
        <button
          key={indicator}
          type="button"
          className={`${styles.indicator} ${indicators.has(indicator) ? styles.indicatorActive : ''}`}
          aria-pressed={indicators.has(indicator)}
          onClick={() => onToggle(indicator)}
          data-testid={`indicator-${indicator}`}
        >
          {CHART_INDICATOR_LABELS[indicator]}
        </button>
      ))}
    </div>
  );
}

function ChartPanel({
  symbol,
  period,
  priceDecimals,
  indicators,
}: {
  symbol: string;
  period: Period;
  priceDecimals: number;
  indicators: ReadonlySet<ChartIndicator>;
}) {
  const { t } = useTranslation('market');
  const candles = useCandles(symbol, period);
  const liveCandle = useLiveCandle(symbol, period);
  const loading = (
    <div className={styles.chartState}>
      <DotLoading color="currentColor" />
    </div>
  );

  let body;
  if (candles.isPending) body = loading;
  else if (candles.isError && !candles.data) {
    body = (
      <div className={styles.chartState}>
        <span>{t('detail.chartError')}</span>
        <Button size="small" fill="outline" color="primary" onClick={() => void candles.refetch()}>
          {t('retry')}
        </Button>
      </div>
    );
  } else if (candles.data.length === 0 && !liveCandle) {
    body = <div className={styles.chartState}>{t('detail.noCandles')}</div>;
  } else {
    body = (
      <Suspense fallback={loading}>
        <CandleChart period={period} candles={candles.data} liveCandle={liveCandle} priceDecimals={priceDecimals} indicators={indicators} />
      </Suspense>
    );
  }
  return <section className={styles.chartBox}>{body}</section>;
}
