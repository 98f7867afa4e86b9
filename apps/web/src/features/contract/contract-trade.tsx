// Contract trading inside the trade tab (and on its own page): the market with its live mark price,
// the order form, and the user's positions and pending entries, all following the socket. Signed
// out, the market and its terms show with a login button.
import { formatAmountTrimmed, formatRate } from '@platform/shared/format';
import { Button } from 'antd-mobile';
import { Link } from 'wouter';
import type { TLeverDeal } from '@platform/shared/schemas/contract';
import { ApiError, isTransportFailure } from '../../lib/api.ts';
import { navigate, useHashRoute, useHashSearch } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS, tradePath } from '../../lib/paths.ts';
import { useLeverDeal } from './api/deal.ts';
import { useContractLiveUpdates, useContractToken } from './api/refresh.ts';
import { MarketBar } from './components/market-bar.tsx';
import { OrderForm } from './components/order-form.tsx';
import { PositionsPanel } from './components/positions-panel.tsx';
import { CardsSkeleton, LoadFailed, Refused } from './components/states.tsx';
import { useLiveMarks } from './use-live-marks.ts';
import styles from './contract.module.css';

const SYMBOL_DEFAULT = 'BTC/USDT';

export function contractPath(symbol: string): string {
  return `${PATHS.contract}?symbol=${encodeURIComponent(symbol)}`;
}

export default function ContractTrade({ standalone = false }: { standalone?: boolean }) {
  const { t } = useTranslation('contract');
  const search = useHashSearch();
  const asked = (new URLSearchParams(search).get('symbol') ?? '').trim() || SYMBOL_DEFAULT;
  // A market page's Sell opens a short.
  const initialDirection = new URLSearchParams(search).get('side') === 'sell' ? 'short' : 'long';
  const token = useContractToken();
  const marks = useLiveMarks(asked);
  // The market's own spelling, so the room, the query and the links agree.
  const symbol = marks.symbol ?? SYMBOL_DEFAULT;
  const deal = useLeverDeal(symbol);
  useContractLiveUpdates();

  const quote = marks.quoteOf(symbol);
  const mark = marks.markOf(symbol) ?? deal.data?.price ?? null;
  const priceDecimals = deal.data?.price_decimals ?? quote?.price_decimals;
  const pick = (next: string) => navigate(standalone ? contractPath(next) : tradePath('contract', next), { replace: true });

  let body;
  if (deal.isPending) body = <CardsSkeleton rows={3} testId="contract-loading" />;
  else if (!deal.data) {
    body =
      deal.error instanceof ApiError && !isTransportFailure(deal.error) ? (
        <Refused
          testId="contract-refused"
          title={deal.error.message}
          action={t('state.toDefault', { symbol: SYMBOL_DEFAULT })}
          onAction={() => pick(SYMBOL_DEFAULT)}
        />
      ) : (
        <LoadFailed testId="contract-error" retrying={deal.isFetching} onRetry={() => void deal.refetch()} />
      );
  } else if (!token) body = <SignedOut deal={deal.data} />;
  else {
    body = (
      <>
        <OrderForm key={symbol} deal={deal.data} mark={mark} initialDirection={initialDirection} />
        <PositionsPanel marks={marks} />
      </>
    );
  }

  return (
    <div className={styles.page} data-testid="contract-trade">
      <MarketBar
        symbol={symbol}
        quote={quote}
        mark={mark}
        priceDecimals={priceDecimals}
        quotes={marks.quotes}
        onPick={pick}
        showOrders={Boolean(token)}
      />
      {body}
    </div>
  );
}

function SignedOut({ deal }: { deal: TLeverDeal }) {
  const { t } = useTranslation('contract');
  const from = useHashRoute();
  return (
    <section className={styles.signedOut} data-testid="contract-signed-out">
      <dl className={styles.preview}>
        <div className={styles.previewLine}>
          <dt>{t('terms.multiples')}</dt>
          <dd>{deal.multiples.map((multiple) => `${multiple}x`).join(' · ')}</dd>
        </div>
        <div className={styles.previewLine}>
          <dt>{t('terms.lotSize')}</dt>
          <dd>
            {deal.lot_size} {deal.symbol.split('/')[0]}
          </dd>
        </div>
        <div className={styles.previewLine}>
          <dt>{t('terms.tradeFee')}</dt>
          <dd>{formatRate(deal.trade_fee_rate)}</dd>
        </div>
        <div className={styles.previewLine}>
          <dt>{t('terms.overnightFee')}</dt>
          <dd>{t('terms.perDay', { rate: formatAmountTrimmed(deal.overnight_fee_rate, 4, 0) })}</dd>
        </div>
      </dl>
      <p className={styles.signedOutText}>{t('signedOut.body')}</p>
      <Button block color="primary" size="large" onClick={() => navigate(PATHS.login, { state: { from } })} data-testid="contract-login">
        {t('signedOut.login')}
      </Button>
      <Link className={`text-link ${styles.centered}`} to={PATHS.register}>
        {t('signedOut.register')}
      </Link>
    </section>
  );
}
