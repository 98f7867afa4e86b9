// Subscribing to a staking product (/pages/lockming/buy?id=N): the amount with what the user may
// stake, a live preview (daily and expected income, start, first dividend, end, the early-redemption
// penalty) computed with the server's rules, and a confirmation with the exact figures.
import { useMemo, useState } from 'react';
import { Button, Dialog, Skeleton, Toast } from 'antd-mobile';
import { fromAtoms } from '@platform/shared/money';
import { formatDateTime } from '@platform/shared/format';
import type { TStakingProduct } from '@platform/shared/schemas/staking';
import { LoadFailed } from '../../components/load-failed.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { StatusScreen } from '../../components/status-screen.tsx';
import { ApiError } from '../../lib/api.ts';
import { cleanAmountInput, formatCoin } from '../../lib/coin-amounts.ts';
import { navigate, useHashSearch } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useSubmissionKey } from '../../lib/submission-key.ts';
import { useStakingProducts, useSubscribe } from './api/staking.ts';
import { Rates, Row } from './components/rates.tsx';
import styles from '../../components/earn.module.css';
import { dividendTimeOf, maxStakeAtoms, stakePreview, stakeProblem } from './utils/preview.ts';

export default function BuyPage() {
  const { t } = useTranslation('staking');
  const id = Number(new URLSearchParams(useHashSearch()).get('id'));
  const products = useStakingProducts();
  const product = products.data?.find((candidate) => candidate.id === id);
  let body;
  if (products.isPending) {
    body = (
      <div className={styles.card} aria-busy="true" data-testid="staking-buy-loading">
        <Skeleton.Paragraph lineCount={6} animated />
      </div>
    );
  } else if (!products.data) {
    body = <LoadFailed testId="staking-buy-error" onRetry={() => void products.refetch()} retrying={products.isFetching} />;
  } else if (!product) {
    body = (
      <StatusScreen
        testId="staking-buy-missing"
        title={t('buy.notFound')}
        actions={
          <Button color="primary" block onClick={() => navigate(PATHS.lockming, { replace: true })}>
            {t('order.browse')}
          </Button>
        }
      />
    );
  } else {
    body = <BuyForm product={product} fetchedAt={products.dataUpdatedAt} />;
  }
  return (
    <div className={`stack-page ${styles.page}`}>
      <PageNavBar title={product ? t('buy.title', { coin: product.currency_name }) : t('title')} />
      {body}
    </div>
  );
}

function BuyForm({ product, fetchedAt }: { product: TStakingProduct; fetchedAt: number }) {
  const { t } = useTranslation('staking');
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const subscribe = useSubscribe();
  const { keyFor, settle } = useSubmissionKey();
  const coin = product.currency_name;
  const money = (value: string) => `${formatCoin(value, coin)} ${coin}`;
  const problem = amount ? stakeProblem(product, amount) : null;
  // The server's clock when the products were answered, moved on by the time since.
  const nowMs = product.server_time + Math.max(0, Date.now() - fetchedAt);
  const preview = useMemo(() => (problem ? null : stakePreview(product, amount, nowMs)), [problem, product, amount, nowMs]);
  const max = maxStakeAtoms(product);
  const problemText = problem ? t(`texts:${problem.key}`, problem.params) : null;
  const shownError = (touched && problemText) || serverError;

  const submit = async () => {
    setTouched(true);
    if (!amount || problem || !preview) return;
    const confirmed = await Dialog.confirm({
      title: t('buy.confirmTitle'),
      content: (
        <div data-testid="staking-buy-confirm">
          <dl className={styles.dialogRows}>
            <Row label={t('buy.amount')} value={money(amount)} strong />
            <Row label={t('buy.expectedIncome')} value={money(preview.expectedIncome)} />
            <Row label={t('buy.end')} value={formatDateTime(preview.endAt)} />
          </dl>
          <p className={styles.dialogNote}>
            {t('buy.earlyNote', { rate: product.penalty_rate, penalty: formatCoin(preview.penalty, coin), coin })}
          </p>
        </div>
      ),
      confirmText: t('buy.confirm'),
      cancelText: t('back'),
    });
    if (!confirmed) return;
    const request = { config_id: product.id, amount: amount.trim() };
    try {
      await subscribe.mutateAsync({ request, idempotencyKey: keyFor(request) });
      settle();
      Toast.show({ icon: 'success', content: t('buy.success') });
      navigate(`${PATHS.lockmingOrder}?tab=holding`, { replace: true });
    } catch (error) {
      settle(error);
      setServerError(error instanceof ApiError ? error.message : t('texts:failed'));
    }
  };

  return (
    <>
      <section className={styles.card}>
        <div className={styles.cardHead}>
          <span className={styles.coin}>
            {coin}
            <span className={styles.period}>{t('product.period', { days: product.period_days })}</span>
          </span>
        </div>
        <Rates daily={product.daily_rate} apr={product.apr} apy={product.apy} />
        <dl className={styles.rows}>
          <Row label={t('product.minAmount')} value={money(product.min_amount)} />
          {product.remaining !== null ? <Row label={t('product.remaining')} value={money(product.remaining)} /> : null}
          <Row label={t('buy.dividendTime')} value={t('buy.dividendDaily', { time: dividendTimeOf(product, nowMs) })} />
        </dl>
      </section>

      <div className={styles.form}>
        <label className={styles.fieldLabel} htmlFor="staking-amount">
          <span>{t('buy.amount')}</span>
          {product.available !== null ? <span>{t('buy.available', { amount: formatCoin(product.available, coin), coin })}</span> : null}
        </label>
        <div className={shownError ? styles.inputInvalid : styles.inputBox}>
          <input
            id="staking-amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            placeholder={t('buy.placeholder', { minimum: product.min_amount })}
            onChange={(event) => {
              setAmount(cleanAmountInput(event.target.value));
              setServerError(null);
            }}
            onBlur={() => setTouched(Boolean(amount))}
            aria-invalid={Boolean(shownError)}
            data-testid="staking-amount"
          />
          <span>{coin}</span>
          {max !== null && max > 0n ? (
            <button type="button" className={styles.link} onClick={() => setAmount(fromAtoms(max))} data-testid="staking-max">
              {t('buy.max')}
            </button>
          ) : null}
        </div>
        {shownError ? (
          <p className={styles.error} role="alert" data-testid="staking-amount-error">
            {shownError}
          </p>
        ) : product.user_remaining !== null ? (
          <p className={styles.hint}>{t('buy.youMayStake', { amount: formatCoin(product.user_remaining, coin), coin })}</p>
        ) : null}
      </div>

      <section className={styles.card} data-testid="staking-preview">
        <h2 className={styles.summaryTitle}>{t('buy.preview')}</h2>
        <dl className={styles.rows}>
          <Row label={t('buy.dailyIncome')} value={preview ? money(preview.dailyIncome) : '--'} testId="staking-preview-daily" />
          <Row
            label={t('buy.expectedIncome')}
            value={preview ? money(preview.expectedIncome) : '--'}
            testId="staking-preview-expected"
            strong
          />
          <Row label={t('buy.start')} value={formatDateTime(preview?.startAt ?? nowMs)} />
          <Row label={t('buy.firstDividend')} value={preview ? formatDateTime(preview.firstDividendAt) : '--'} />
          <Row label={t('buy.end')} value={preview ? formatDateTime(preview.endAt) : '--'} />
        </dl>
      </section>
      <p className={styles.note}>
        {preview
          ? t('buy.earlyNote', { rate: product.penalty_rate, penalty: formatCoin(preview.penalty, coin), coin })
          : t('buy.earlyRule', { rate: product.penalty_rate })}
      </p>
      <div className={styles.submit}>
        {product.available === null ? (
          <Button block color="primary" onClick={() => navigate(PATHS.login)}>
            {t('buy.loginToStake')}
          </Button>
        ) : (
          <Button block color="primary" loading={subscribe.isPending} onClick={() => void submit()} data-testid="staking-submit">
            {t('buy.confirm')}
          </Button>
        )}
      </div>
    </>
  );
}
