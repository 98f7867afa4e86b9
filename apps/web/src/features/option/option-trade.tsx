// Seconds options inside the trade tab (and on /pages/transaction/seconds): pick a market, a duration
// and a stake, then Up or Down; a countdown follows the live price against the opening price, and
// the result opens at expiry. ?symbol= names the market (BTC/USDT when absent or unknown).
import { Suspense, lazy, useMemo, useState } from 'react';
import { Button, DotLoading, Toast } from 'antd-mobile';
import { DownOutline, UnorderedListOutline } from 'antd-mobile-icons';
import { formatPercent } from '@platform/shared/format';
import { isDecimal, toAtoms } from '@platform/shared/money';
import type { TQuote } from '@platform/shared/schemas/market';
import type { TMicrotradeSubmitRequest, TOptionOrder } from '@platform/shared/schemas/option';
import { StatusScreen } from '../../components/status-screen.tsx';
import { isTransportFailure } from '../../lib/api.ts';
import { navigate, useHashLocation, useHashRoute, useHashSearch } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useLiveQuotation } from '../../lib/live-quotation.ts';
import { PATHS } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useSubmissionKey } from '../../lib/submission-key.ts';
import { useOptionLiveUpdates, useOptionProducts, usePayableCurrencies, useRecentOptions, useSubmitOption } from './api/options.ts';
import { ConfirmSheet, type OptionDraft } from './components/confirm-sheet.tsx';
import { CountdownSheet } from './components/countdown-sheet.tsx';
import { MarketSheet } from './components/market-sheet.tsx';
import { RecentOptions } from './components/recent-options.tsx';
import { ResultDialog } from './components/result-dialog.tsx';
import { RiskNotice, riskAccepted } from './components/risk-notice.tsx';
import { DurationCards, StakePanel } from './components/stake-panel.tsx';
import { formatOptionPrice } from './utils/display.ts';
import { useLiveTicks, type LiveTick } from './utils/live-ticks.ts';
import { checkStake, winReturnOf, type Direction } from './utils/option-math.ts';
import { useWatchedOption } from './utils/watched-option.ts';
import styles from './components/option.module.css';

const TickChart = lazy(() => import('./components/tick-chart.tsx'));

const SYMBOL_DEFAULT = 'BTC/USDT';
const COIN_DEFAULT = 'USDT';

/** "btcusdt", "BTC-USDT" and "BTC/USDT" all name the same market. */
const compactSymbol = (symbol: string) => symbol.toUpperCase().replace(/[^A-Z0-9]/g, '');

function findQuote(quotes: readonly TQuote[], symbol: string): TQuote | undefined {
  const wanted = compactSymbol(symbol);
  return wanted ? quotes.find((quote) => compactSymbol(quote.symbol) === wanted) : undefined;
}

export default function OptionTrade() {
  const { t } = useTranslation('option');
  const search = useHashSearch();
  const [path] = useHashLocation();
  const quotation = useLiveQuotation();
  const quotes = quotation.data?.quotes ?? [];
  const symbolParam = new URLSearchParams(search).get('symbol') ?? '';
  const quote = findQuote(quotes, symbolParam) ?? findQuote(quotes, SYMBOL_DEFAULT) ?? quotes[0];

  const chooseSymbol = (symbol: string) => {
    const params = new URLSearchParams(search);
    params.set('symbol', symbol);
    navigate(`${path}?${params.toString()}`, { replace: true });
  };

  if (quotation.isPending) {
    return (
      <div className="page-spinner" data-testid="option-loading">
        <DotLoading color="primary" />
      </div>
    );
  }
  if (!quote) {
    return (
      <StatusScreen
        testId="option-error"
        title={t('state.loadFailed')}
        body={t('state.checkConnection')}
        actions={
          <Button color="primary" block loading={quotation.isFetching} onClick={() => void quotation.refetch()}>
            {t('state.retry')}
          </Button>
        }
      />
    );
  }
  return <OptionBoard quote={quote} quotes={quotes} onSymbol={chooseSymbol} />;
}

/** The price's last move, for its colour. */
function lastMove(ticks: readonly LiveTick[]): 'up' | 'down' | 'flat' {
  const [previous, last] = ticks.slice(-2);
  if (!previous || !last || !isDecimal(previous.price) || !isDecimal(last.price)) return 'flat';
  const delta = toAtoms(last.price) - toAtoms(previous.price);
  return delta > 0n ? 'up' : delta < 0n ? 'down' : 'flat';
}

function OptionBoard({ quote, quotes, onSymbol }: { quote: TQuote; quotes: readonly TQuote[]; onSymbol: (symbol: string) => void }) {
  const { t } = useTranslation('option');
  const token = useSession((state) => state.token);
  const route = useHashRoute();
  const loggedIn = Boolean(token);
  const ticks = useLiveTicks(quote.symbol);
  const livePrice = ticks.at(-1)?.price ?? quote.price;
  const move = lastMove(ticks);

  const products = useOptionProducts();
  const [chosenSeconds, setSeconds] = useState<number | null>(null);
  const product = products.data?.find((entry) => entry.seconds === chosenSeconds) ?? products.data?.[0] ?? null;

  const currencies = usePayableCurrencies();
  const [chosenCurrencyId, setCurrencyId] = useState<number | null>(null);
  const currencyList = currencies.data ?? [];
  const currency =
    currencyList.find((entry) => entry.currency_id === chosenCurrencyId) ??
    currencyList.find((entry) => entry.name === COIN_DEFAULT) ??
    currencyList[0] ??
    null;
  const coin = currency?.name ?? COIN_DEFAULT;

  const [stake, setStake] = useState('');
  const [tried, setTried] = useState(false);
  const problem = product ? checkStake(stake, product, loggedIn && currency ? currency.available : null, coin) : null;

  const [marketSheet, setMarketSheet] = useState(false);
  const [riskFor, setRiskFor] = useState<Direction | null>(null);
  const [draft, setDraft] = useState<OptionDraft | null>(null);
  const [countdownVisible, setCountdownVisible] = useState(false);
  const [dismissedResultId, setDismissedResultId] = useState<number | null>(null);

  const recent = useRecentOptions();
  // After a reload or on a second device, the newest running option gets its countdown and result too.
  const runningInList = recent.data?.data.find((entry) => entry.status === 'open') ?? null;
  const watched = useWatchedOption(runningInList);
  useOptionLiveUpdates(watched.update);
  const submit = useSubmitOption();
  const submission = useSubmissionKey();

  const decimalsBySymbol = useMemo(() => new Map(quotes.map((entry) => [entry.symbol, entry.price_decimals])), [quotes]);
  const decimalsOf = (symbol: string) => decimalsBySymbol.get(symbol);
  const order = watched.running;
  const settledResult = watched.settled && watched.settled.id !== dismissedResultId ? watched.settled : null;

  const openDraft = (direction: Direction) => {
    if (!product) return;
    setDraft({
      symbol: quote.symbol,
      direction,
      seconds: product.seconds,
      stake: stake.trim(),
      coin,
      profitRatio: product.profit_ratio,
      winReturn: winReturnOf(stake, product.profit_ratio),
      price: formatOptionPrice(livePrice, quote.price_decimals),
    });
  };

  const choose = (direction: Direction) => {
    if (!loggedIn) {
      navigate(PATHS.login, { state: { from: route } });
      return;
    }
    setTried(true);
    if (!product || !currency) return;
    if (problem) {
      Toast.show({ content: t(`texts:${problem.key}`, 'params' in problem ? problem.params : undefined) });
      return;
    }
    if (!riskAccepted()) {
      setRiskFor(direction);
      return;
    }
    openDraft(direction);
  };

  const confirm = () => {
    if (!draft || !product || !currency || submit.isPending) return;
    const request: TMicrotradeSubmitRequest = {
      match_id: quote.id,
      currency_id: currency.currency_id,
      type: draft.direction,
      seconds: draft.seconds,
      number: draft.stake,
    };
    submit.mutate(
      { request, idempotencyKey: submission.keyFor(request) },
      {
        onSuccess: (placed: TOptionOrder) => {
          submission.settle();
          setDraft(null);
          setTried(false);
          watched.watch(placed);
          setCountdownVisible(true);
        },
        onError: (error) => {
          submission.settle(error);
          // A refusal is final for this draft (the toast says why); a lost connection may be retried as is.
          if (!isTransportFailure(error)) setDraft(null);
        },
      },
    );
  };

  const runningHere = order && order.symbol === quote.symbol ? order : null;
  const changeClass = !isDecimal(quote.change) ? styles.level : toAtoms(quote.change) >= 0n ? styles.up : styles.down;

  return (
    <div className={styles.screen} data-testid="option-trade" data-symbol={quote.symbol}>
      <div className={styles.marketBar}>
        <button type="button" className={styles.marketButton} onClick={() => setMarketSheet(true)} data-testid="option-market">
          {quote.symbol}
          <DownOutline />
        </button>
        {quote.category === 'index' ? <span className={styles.marketTag}>{t('market.index')}</span> : null}
        <span className={styles.barSpacer} />
        {loggedIn ? (
          <button type="button" className={styles.linkButton} onClick={() => navigate(PATHS.secondsOrder)} data-testid="option-orders-link">
            <UnorderedListOutline />
            {t('orders')}
          </button>
        ) : null}
      </div>
      <div className={styles.priceRow}>
        <span className={`${styles.bigPrice} ${move === 'up' ? styles.up : move === 'down' ? styles.down : ''}`} data-testid="option-price">
          {formatOptionPrice(livePrice, quote.price_decimals)}
        </span>
        <span className={`${styles.change} ${changeClass}`}>{isDecimal(quote.change) ? formatPercent(quote.change) : ''}</span>
        <span className={styles.priceNote}>{t('liveTicks')}</span>
      </div>
      <div className={styles.chartBox}>
        {ticks.length < 2 ? (
          <div className={styles.chartState}>
            <DotLoading color="currentColor" />
          </div>
        ) : (
          <Suspense
            fallback={
              <div className={styles.chartState}>
                <DotLoading color="currentColor" />
              </div>
            }
          >
            <TickChart
              ticks={ticks}
              priceDecimals={quote.price_decimals}
              openPrice={runningHere ? { price: runningHere.open_price, direction: runningHere.direction, label: t('openShort') } : null}
            />
          </Suspense>
        )}
      </div>

      <DurationCards
        products={products.data}
        failed={products.isError}
        onRetry={() => void products.refetch()}
        selected={product?.seconds ?? null}
        onSelect={setSeconds}
      />
      <StakePanel
        product={product}
        currencies={currencyList}
        currency={currency}
        onCurrency={setCurrencyId}
        stake={stake}
        onStake={setStake}
        problem={problem}
        showProblem={tried || stake.trim() !== ''}
        loggedIn={loggedIn}
      />

      {loggedIn ? (
        <div className={styles.actions}>
          <button
            type="button"
            className={`${styles.actionButton} ${styles.actionUp}`}
            disabled={!product || !currency}
            onClick={() => choose('up')}
            data-testid="option-up"
          >
            {t('up')} ↑<span className={styles.actionSub}>{product ? t('payoutShort', { percent: product.profit_ratio }) : ''}</span>
          </button>
          <button
            type="button"
            className={`${styles.actionButton} ${styles.actionDown}`}
            disabled={!product || !currency}
            onClick={() => choose('down')}
            data-testid="option-down"
          >
            {t('down')} ↓<span className={styles.actionSub}>{product ? t('payoutShort', { percent: product.profit_ratio }) : ''}</span>
          </button>
        </div>
      ) : (
        <div className={styles.loginCard} data-testid="option-login-card">
          <span>{t('loginToTrade')}</span>
          <Button color="primary" block onClick={() => navigate(PATHS.login, { state: { from: route } })} data-testid="option-login">
            {t('login')}
          </Button>
        </div>
      )}

      {order && !countdownVisible ? (
        <div className={styles.section}>
          <Button block fill="outline" color="primary" onClick={() => setCountdownVisible(true)} data-testid="option-show-countdown">
            {t('countdown.show')}
          </Button>
        </div>
      ) : null}

      {loggedIn ? <RecentOptions decimalsOf={decimalsOf} /> : null}

      <MarketSheet visible={marketSheet} quotes={quotes} current={quote.symbol} onSelect={onSymbol} onClose={() => setMarketSheet(false)} />
      <RiskNotice
        visible={riskFor !== null}
        payoutPercent={product?.profit_ratio ?? null}
        onClose={() => setRiskFor(null)}
        onAccept={() => {
          const direction = riskFor;
          setRiskFor(null);
          if (direction) openDraft(direction);
        }}
      />
      <ConfirmSheet draft={draft} submitting={submit.isPending} onConfirm={confirm} onClose={() => setDraft(null)} />
      <CountdownSheet
        order={order}
        visible={countdownVisible}
        priceDecimals={order ? decimalsOf(order.symbol) : undefined}
        onHide={() => setCountdownVisible(false)}
      />
      <ResultDialog
        order={settledResult}
        priceDecimals={settledResult ? decimalsOf(settledResult.symbol) : undefined}
        onClose={() => {
          setDismissedResultId(settledResult?.id ?? null);
          setCountdownVisible(false);
        }}
      />
    </div>
  );
}
