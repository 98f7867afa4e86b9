// Conversion between coins in the coin account (/pages/fund/transfer, wallet/change): from and to
// coin, an amount up to the available, a live quote (refreshed every 5 s and 500 ms after the
// inputs settle) with rate, spread, fee and what arrives, confirmed in a dialog and sent with the
// quoted rate. A conversion refused because the price moved shows the server's message and a new
// quote. The history (wallet/hzhistory) follows below.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'wouter';
import { Button, Dialog, Toast } from 'antd-mobile';
import { DownOutline } from 'antd-mobile-icons';
import { DEBOUNCE_MS } from '@platform/shared/constants';
import { formatDateTime, formatRate } from '@platform/shared/format';
import { ZConversionRequest } from '@platform/shared/schemas/wallet';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { checkAmount, formatCoin, formatMoney, formatPrecise, isPositiveAmount, sameAmount } from '../../lib/coin-amounts.ts';
import { validateFields } from '../../lib/field-validation.ts';
import { useTranslation, type Translate } from '../../lib/i18n.ts';
import { useSubmissionKey } from '../../lib/submission-key.ts';
import { useUserCoins } from './api/coins.ts';
import { QUOTE_REFRESH_MS, useConversionHistory, useConvert, useConvertQuote } from './api/convert.ts';
import { useWalletLiveUpdates } from './api/refresh.ts';
import type { TConversion, TConvertQuote, TUserCoin } from './api/types.ts';
import { AmountField } from './components/amount-field.tsx';
import { CoinIcon } from './components/coin-icon.tsx';
import { DetailLine } from './components/detail-line.tsx';
import { OptionPopup } from './components/option-popup.tsx';
import { LoadFailed, RowsSkeleton } from './components/page-states.tsx';
import { PagedList } from './components/paged-list.tsx';
import { SwapIcon } from './components/swap-icon.tsx';
import styles from './components/wallet.module.css';
import { useDebouncedValue } from './utils/debounce.ts';

const FROM_DEFAULT = 'USDT';
const TO_DEFAULT = 'BTC';
/** Without a typed amount the quote is asked for one unit, so the rate shows from the start. */
const RATE_PROBE_AMOUNT = '1';

export default function ConvertPage() {
  const { t } = useTranslation('wallet');
  useWalletLiveUpdates();
  const coins = useUserCoins();
  let content;
  if (coins.isPending) content = <RowsSkeleton rows={4} testId="convert-loading" />;
  else if (!coins.data) content = <LoadFailed testId="convert-error" retrying={coins.isFetching} onRetry={() => void coins.refetch()} />;
  else content = <ConvertForm coins={coins.data} />;
  return (
    <div className="stack-page">
      <PageNavBar title={t('convert.title')} />
      {content}
      <ConversionHistory />
    </div>
  );
}

function pickDefault(coins: readonly TUserCoin[], name: string, other: number | null): number | null {
  return (coins.find((coin) => coin.name === name && coin.id !== other) ?? coins.find((coin) => coin.id !== other))?.id ?? null;
}

function ConvertForm({ coins }: { coins: TUserCoin[] }) {
  const { t } = useTranslation('wallet');
  const [fromId, setFromId] = useState<number | null>(() => pickDefault(coins, FROM_DEFAULT, null));
  const [toId, setToId] = useState<number | null>(() => pickDefault(coins, TO_DEFAULT, fromId));
  const [amount, setAmount] = useState('');
  const [tried, setTried] = useState(false);
  const [picker, setPicker] = useState<'from' | 'to' | null>(null);
  const submission = useSubmissionKey();
  const convert = useConvert();

  const from = coins.find((coin) => coin.id === fromId);
  const to = coins.find((coin) => coin.id === toId);
  const typed = amount.trim();
  const settledAmount = useDebouncedValue(typed, DEBOUNCE_MS);
  const quoteAmount = isPositiveAmount(settledAmount) ? settledAmount : RATE_PROBE_AMOUNT;
  const quote = useConvertQuote(fromId, toId, quoteAmount);
  const available = from?.available ?? '0';
  const amountCheck = checkAmount(typed, { available });
  const amountError = tried && amountCheck ? t(`texts:${amountCheck.key}`, amountCheck.params) : null;
  // The figures on screen belong to what is typed, not to an earlier amount or pair.
  const current =
    quote.data &&
    !quote.isPlaceholderData &&
    sameAmount(quote.data.number, typed) &&
    quote.data.from_currency_id === fromId &&
    quote.data.to_currency_id === toId
      ? quote.data
      : null;

  const swap = () => {
    setFromId(toId);
    setToId(fromId);
  };

  const submit = async () => {
    setTried(true);
    if (amountCheck) {
      Toast.show({ content: t(`texts:${amountCheck.key}`, amountCheck.params) });
      return;
    }
    if (!current || !from || !to) {
      Toast.show({ content: t('convert.waitQuote') });
      return;
    }
    const confirmed = await Dialog.confirm({
      title: t('convert.confirmTitle'),
      content: <QuoteFigures quote={current} from={from.name} to={to.name} t={t} testId="convert-confirm" />,
      confirmText: t('convert.confirm'),
      cancelText: t('convert.cancel'),
    });
    if (!confirmed) return;
    const request = { from_currency_id: from.id, to_currency_id: to.id, number: current.number, rate: current.rate };
    const checked = validateFields(ZConversionRequest, request);
    if ('errors' in checked) {
      Toast.show({ content: Object.values(checked.errors)[0] ?? t('texts:parameter_error') });
      return;
    }
    convert.mutate(
      { request, idempotencyKey: submission.keyFor(request) },
      {
        onSuccess: (done) => {
          submission.settle();
          setAmount('');
          setTried(false);
          Toast.show({
            content: t('convert.done', {
              paid: formatCoin(done.number, done.from_currency_name),
              from: done.from_currency_name,
              received: formatCoin(done.receive, done.to_currency_name),
              to: done.to_currency_name,
            }),
          });
        },
        // The server's message ('Conversion failed: the price moved…') was shown by the API client;
        // the quote refreshes through the mutation's invalidation, and the next try is a new attempt.
        onError: (error) => submission.settle(error),
      },
    );
  };

  const coinOptions = () =>
    coins.map((coin) => ({
      key: coin.id,
      label: coin.name,
      icon: <CoinIcon name={coin.name} size={24} />,
      side: formatCoin(coin.available, coin.name),
      testId: `convert-coin-option-${coin.name}`,
    }));

  return (
    <section className={styles.form}>
      <div className={styles.transferCard}>
        <div className={styles.transferSides}>
          <button type="button" className={styles.pickRow} onClick={() => setPicker('from')} data-testid="convert-from">
            <span className={styles.detailLabel}>{t('convert.from')}</span>
            <CoinIcon name={from?.name ?? ''} size={24} />
            <span className={styles.pickValue}>{from?.name}</span>
            <DownOutline className={styles.muted} />
          </button>
          <button type="button" className={styles.pickRow} onClick={() => setPicker('to')} data-testid="convert-to">
            <span className={styles.detailLabel}>{t('convert.to')}</span>
            <CoinIcon name={to?.name ?? ''} size={24} />
            <span className={styles.pickValue}>{to?.name}</span>
            <DownOutline className={styles.muted} />
          </button>
        </div>
        <button type="button" className={styles.swapButton} onClick={swap} aria-label={t('convert.swap')} data-testid="convert-swap">
          <SwapIcon />
        </button>
      </div>
      <AmountField
        label={t('convert.amount')}
        value={amount}
        onChange={setAmount}
        placeholder={t('convert.amountPlaceholder')}
        unit={from?.name}
        onAll={() => setAmount(available)}
        error={amountError}
        hint={
          <span data-testid="convert-available">
            {t('convert.available', { amount: formatCoin(available, from?.name ?? ''), coin: from?.name ?? '' })}
          </span>
        }
        testId="convert-amount"
      />
      <QuotePanel
        quote={quote.data ?? null}
        current={current}
        failure={quote.error?.message ?? null}
        from={from?.name ?? ''}
        to={to?.name ?? ''}
      />
      <Button
        block
        color="primary"
        size="large"
        loading={convert.isPending}
        disabled={fromId === null || toId === null || fromId === toId}
        onClick={() => void submit()}
        data-testid="convert-submit"
      >
        {t('convert.submit')}
      </Button>
      <OptionPopup
        visible={picker !== null}
        title={picker === 'to' ? t('convert.to') : t('convert.from')}
        options={coinOptions()}
        selected={picker === 'to' ? toId : fromId}
        onSelect={(id) => {
          // The coin already on the other side swaps the two, as an exchange's converter does.
          if ((picker === 'to' ? fromId : toId) === id) swap();
          else if (picker === 'to') setToId(id);
          else setFromId(id);
        }}
        onClose={() => setPicker(null)}
        testId="convert-coin-sheet"
      />
    </section>
  );
}

/** The live quote: the rate always, and for a typed amount the spread, fee and what arrives. */
function QuotePanel({
  quote,
  current,
  failure,
  from,
  to,
}: {
  quote: TConvertQuote | null;
  current: TConvertQuote | null;
  failure: string | null;
  from: string;
  to: string;
}) {
  const { t } = useTranslation('wallet');
  return (
    <div className={styles.quote} data-testid="convert-quote" aria-live="polite">
      {failure ? (
        <p className="form-field__error" data-testid="convert-quote-error">
          {failure}
        </p>
      ) : quote ? (
        <>
          <DetailLine label={t('convert.rate')} value={`1 ${from} ≈ ${formatPrecise(quote.rate)} ${to}`} testId="convert-rate" />
          {current ? <QuoteFigures quote={current} from={from} to={to} t={t} /> : null}
          <p className={styles.hint}>{t('convert.refresh', { seconds: QUOTE_REFRESH_MS / 1000 })}</p>
        </>
      ) : (
        <p className={styles.hint}>{t('state.loading')}</p>
      )}
    </div>
  );
}

function QuoteFigures({ quote, from, to, t, testId }: { quote: TConvertQuote; from: string; to: string; t: Translate; testId?: string }) {
  return (
    <div className={styles.quoteFigures} data-testid={testId}>
      {testId ? (
        <>
          <DetailLine label={t('convert.pay')} value={`${formatCoin(quote.number, from)} ${from}`} />
          <DetailLine label={t('convert.rate')} value={`1 ${from} ≈ ${formatPrecise(quote.rate)} ${to}`} />
        </>
      ) : null}
      <DetailLine
        label={t('convert.spread')}
        value={formatRate(quote.spread_percent, 2, 2)}
        testId={testId ? undefined : 'convert-spread'}
      />
      <DetailLine
        label={t('convert.fee', { percent: formatMoney(quote.fee_percent) })}
        value={`${formatCoin(quote.fee, from)} ${from}`}
        testId={testId ? undefined : 'convert-fee'}
      />
      <DetailLine
        label={t('convert.receive')}
        value={`${formatCoin(quote.receive, to)} ${to}`}
        testId={testId ? `${testId}-receive` : 'convert-receive'}
      />
    </div>
  );
}

function ConversionHistory() {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const history = useConversionHistory();
  const section = useRef<HTMLElement>(null);
  const wantsHistory = params.get('section') === 'history';
  const loaded = !history.isPending;
  useEffect(() => {
    // A bill line of a conversion links here: bring the history into view once it has rows.
    if (wantsHistory && loaded) section.current?.scrollIntoView({ block: 'start' });
  }, [wantsHistory, loaded]);
  return (
    <section ref={section} className={styles.historySection} id="convert-history" data-testid="convert-history-section">
      <h2 className={styles.sectionTitle}>{t('convert.historyTitle')}</h2>
      <PagedList
        query={history}
        testId="convert-history"
        emptyTitle={t('convert.empty')}
        renderRow={(row: TConversion) => <ConversionRow row={row} />}
      />
    </section>
  );
}

function ConversionRow({ row }: { row: TConversion }) {
  const { t } = useTranslation('wallet');
  return (
    <article className={styles.record} data-testid={`conversion-row-${row.id}`}>
      <header className={styles.recordHead}>
        <span className={styles.recordTitle}>
          {row.from_currency_name} → {row.to_currency_name}
        </span>
        <span className={styles.figure}>
          {formatCoin(row.receive, row.to_currency_name)} {row.to_currency_name}
        </span>
      </header>
      <DetailLine label={t('convert.pay')} value={`${formatCoin(row.number, row.from_currency_name)} ${row.from_currency_name}`} />
      <DetailLine label={t('convert.rate')} value={`1 ${row.from_currency_name} ≈ ${formatPrecise(row.rate)} ${row.to_currency_name}`} />
      <DetailLine label={t('convert.feeShort')} value={`${formatCoin(row.fee, row.from_currency_name)} ${row.from_currency_name}`} />
      <DetailLine label={t('records.time')} value={formatDateTime(row.created_at)} />
    </article>
  );
}
