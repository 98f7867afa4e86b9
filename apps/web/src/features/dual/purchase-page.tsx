// One dual product (/pages/invest/purchase?id=): its terms, the quantity in whole units (SPEC.md:
// "Invest purchase quantity must be an integer"), what it costs from the coin account, the payoff
// at settlement prices below, at and above the target (the engine function the server settles
// with), and the purchase after a confirmation. A wrong quantity is explained and nothing is sent.
import { useState } from 'react';
import { Button, Dialog, Skeleton, Toast } from 'antd-mobile';
import { formatDateTime, formatPrice, formatRate } from '@platform/shared/format';
import { toAtoms } from '@platform/shared/money';
import type { TDualBuyRequest, TDualProduct } from '@platform/shared/schemas/dual';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { StatusScreen } from '../../components/status-screen.tsx';
import { isTransportFailure } from '../../lib/api.ts';
import { formatCoin } from '../../lib/coin-amounts.ts';
import { navigate, useHashRoute, useHashSearch } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useSubmissionKey } from '../../lib/submission-key.ts';
import { useBuyDual, useDualBalance, useDualProduct } from './api/dual.ts';
import { DualNavLinks } from './components/nav-links.tsx';
import { checkNum, investedOf, payoffLines, termYieldPercent } from './utils/payoff.ts';
import styles from './components/dual.module.css';

const USDT_ID = 3;

export default function PurchasePage() {
  const { t } = useTranslation('dual');
  const id = Number(new URLSearchParams(useHashSearch()).get('id'));
  const query = useDualProduct(Number.isInteger(id) && id > 0 ? id : 0);
  let body;
  if (!(Number.isInteger(id) && id > 0)) {
    body = <StatusScreen testId="dual-product-missing" title={t('state.productMissing')} />;
  } else if (query.isPending) {
    body = (
      <div className={styles.section} aria-busy="true" data-testid="dual-product-loading">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  } else if (!query.data) {
    body = (
      <StatusScreen
        testId="dual-product-error"
        title={t('state.loadFailed')}
        body={t('state.checkConnection')}
        actions={
          <button type="button" className={styles.navLink} onClick={() => void query.refetch()}>
            {t('state.retry')}
          </button>
        }
      />
    );
  } else {
    body = <Purchase product={query.data} />;
  }
  return (
    <div className={`stack-page ${styles.page}`}>
      <PageNavBar title={t('purchase.title')} right={<DualNavLinks />} />
      {body}
    </div>
  );
}

function Purchase({ product }: { product: TDualProduct }) {
  const { t } = useTranslation('dual');
  const route = useHashRoute();
  const loggedIn = useSession((state) => Boolean(state.token));
  const investCoinId = product.type === 'call' ? product.currency_id : USDT_ID;
  const balance = useDualBalance(investCoinId, product.invest_currency);
  const buy = useBuyDual();
  const submission = useSubmissionKey();
  const [text, setText] = useState('1');
  const [tried, setTried] = useState(false);

  const checked = checkNum(text, product.remaining);
  const num = 'num' in checked ? checked.num : null;
  const invested = num === null ? null : investedOf(product, num);
  const available = balance.data?.available ?? null;
  const short = invested !== null && available !== null && toAtoms(invested) > toAtoms(available);
  const problem = 'key' in checked ? checked.key : short ? 'insufficient_balance' : null;
  const problemText = problem ? t(`texts:${problem}`, { remaining: product.remaining ?? 0 }) : null;
  const lines = payoffLines(product, num ?? 1);
  const step = (delta: number) => setText(String(Math.max(1, (num ?? 0) + delta)));

  const submit = async () => {
    if (!loggedIn) {
      navigate(PATHS.login, { state: { from: route } });
      return;
    }
    setTried(true);
    if (problem || num === null || invested === null) {
      if (problemText) Toast.show({ content: problemText });
      return;
    }
    const confirmed = await Dialog.confirm({
      title: t('purchase.confirmTitle'),
      content: t('purchase.confirmBody', {
        amount: formatCoin(invested, product.invest_currency),
        coin: product.invest_currency,
        time: formatDateTime(product.settle_at),
      }),
      confirmText: t('purchase.buy'),
      cancelText: t('common:action.cancel'),
    });
    if (!confirmed) return;
    const request: TDualBuyRequest = { id: product.id, num };
    buy.mutate(
      { request, idempotencyKey: submission.keyFor(request) },
      {
        onSuccess: () => {
          submission.settle();
          Toast.show({ content: t('purchase.done'), icon: 'success' });
          navigate(PATHS.investMine);
        },
        onError: (error) => {
          submission.settle(error);
          if (isTransportFailure(error)) Toast.show({ content: t('state.checkConnection') });
        },
      },
    );
  };

  return (
    <>
      <section className={styles.section} data-testid="dual-product">
        <h2 className={styles.sectionTitle}>
          {product.currency} · {t(`type.${product.type}`)}
        </h2>
        <div className={styles.row}>
          <span>{t('field.target')}</span>
          <span data-testid="dual-target">{formatPrice(product.target_price)} USDT</span>
        </div>
        {product.last_price ? (
          <div className={styles.row}>
            <span>{t('lastPrice', { symbol: product.symbol })}</span>
            <span>{formatPrice(product.last_price)} USDT</span>
          </div>
        ) : null}
        <div className={styles.row}>
          <span>{t('field.apr')}</span>
          <span className={styles.up}>{formatRate(product.apr, 2, 2)}</span>
        </div>
        <div className={styles.row}>
          <span>{t('field.term')}</span>
          <span>{product.term_days}</span>
        </div>
        <div className={styles.row}>
          <span>{t('field.termYield')}</span>
          <span>{formatRate(termYieldPercent(product), 4, 4)}</span>
        </div>
        <div className={styles.row}>
          <span>{t('field.settleAt')}</span>
          <span>{formatDateTime(product.settle_at)}</span>
        </div>
        <div className={styles.row}>
          <span>{t('field.remaining')}</span>
          <span>{product.remaining === null ? t('noQuota') : product.remaining}</span>
        </div>
      </section>

      <section className={styles.section}>
        <h2 className={styles.sectionTitle}>{t('purchase.quantity')}</h2>
        <div className={styles.qty}>
          <button type="button" className={styles.qtyStep} onClick={() => step(-1)} aria-label={t('purchase.less')}>
            −
          </button>
          <input
            className={styles.qtyInput}
            inputMode="numeric"
            value={text}
            onChange={(event) => setText(event.target.value.trim())}
            aria-label={t('purchase.quantity')}
            aria-invalid={tried && problem !== null}
            data-testid="dual-num"
          />
          <button type="button" className={styles.qtyStep} onClick={() => step(1)} aria-label={t('purchase.more')}>
            +
          </button>
        </div>
        {problemText && (tried || 'key' in checked) ? (
          <p className={styles.fieldError} role="alert" data-testid="dual-num-error">
            {problemText}
          </p>
        ) : null}
        <p className={styles.hint}>{t('purchase.unitHint', { unit: product.unit, coin: product.invest_currency })}</p>
        <div className={styles.row}>
          <span>{t('purchase.amount')}</span>
          <span data-testid="dual-amount">
            {invested === null ? '—' : `${formatCoin(invested, product.invest_currency)} ${product.invest_currency}`}
          </span>
        </div>
        {loggedIn ? (
          <div className={styles.row}>
            <span>{t('purchase.available')}</span>
            <span data-testid="dual-available">
              {available === null ? '—' : `${formatCoin(available, product.invest_currency)} ${product.invest_currency}`}
            </span>
          </div>
        ) : null}
      </section>

      <section className={styles.section} data-testid="dual-payoff">
        <h2 className={styles.sectionTitle}>{t('payoff.title')}</h2>
        <p className={styles.hint}>{t('payoff.hint', { num: num ?? 1 })}</p>
        <table className={styles.payoff}>
          <thead>
            <tr>
              <th>{t('payoff.settlePrice')}</th>
              <th>{t('payoff.receive')}</th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.case} data-testid={`dual-payoff-${line.case}`}>
                <td>
                  {t(`payoff.${line.case}`)}
                  <div className={styles.muted}>{formatPrice(line.price)}</div>
                </td>
                <td>
                  <strong>
                    {formatCoin(line.payout, line.coin)} {line.coin}
                  </strong>
                  <div className={styles.muted}>{t('payoff.yield', { amount: formatCoin(line.earned, line.coin), coin: line.coin })}</div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.hint}>
          {t(`payoff.rule.${product.type}`, { target: formatPrice(product.target_price), coin: product.currency })}
        </p>
      </section>

      <div className={styles.actions}>
        <Button
          block
          color="primary"
          size="large"
          disabled={!product.buyable}
          loading={buy.isPending}
          onClick={() => void submit()}
          data-testid="dual-buy"
        >
          {!product.buyable ? t('purchase.closed') : loggedIn ? t('purchase.buy') : t('purchase.login')}
        </Button>
      </div>
    </>
  );
}
