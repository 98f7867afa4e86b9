// The borrow form: the collateral coin, how much of it to pledge and how much USDT to borrow, a
// preview (LTV, hourly interest, margin-call and liquidation prices) and the first problem of the
// typed amounts, translated; nothing is sent while there is one.
import { useState } from 'react';
import { Button, Input, Skeleton, Toast } from 'antd-mobile';
import { formatAmount, formatRate } from '@platform/shared/format';
import type { TLoanProduct } from '@platform/shared/schemas/loan';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { cleanAmountInput, formatCoin, formatMoney } from '../../../lib/coin-amounts.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { useBorrow, useLoanConfig } from '../api/loans.ts';
import { borrowPreview } from '../utils/preview.ts';
import styles from './loan.module.css';

export function BorrowForm({ onBorrowed }: { onBorrowed: () => void }) {
  const { t } = useTranslation('loan');
  const config = useLoanConfig();
  const [coinId, setCoinId] = useState<number | null>(null);
  if (config.isPending) {
    return (
      <div className={styles.body} aria-busy="true" data-testid="loan-config-loading">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  if (!config.data) {
    return (
      <StatusScreen
        testId="loan-config-error"
        title={t('state.loadFailed')}
        body={t('state.checkConnection')}
        actions={
          <button type="button" className={styles.linkButton} onClick={() => void config.refetch()}>
            {t('state.retry')}
          </button>
        }
      />
    );
  }
  if (config.data.length === 0) return <StatusScreen testId="loan-config-empty" title={t('state.noProducts')} />;
  const product = config.data.find((item) => item.collateral_currency_id === coinId) ?? (config.data[0] as TLoanProduct);
  return (
    <div className={styles.body}>
      <div className={styles.coins} role="radiogroup" aria-label={t('collateralCoin')}>
        {config.data.map((item) => (
          <button
            key={item.collateral_currency_id}
            type="button"
            role="radio"
            aria-checked={item === product}
            className={`${styles.coin} ${item === product ? styles.coinActive : ''}`}
            onClick={() => setCoinId(item.collateral_currency_id)}
            data-testid={`loan-coin-${item.collateral_name}`}
          >
            {item.collateral_name}
          </button>
        ))}
      </div>
      <BorrowFields key={product.collateral_currency_id} product={product} onBorrowed={onBorrowed} />
    </div>
  );
}

function BorrowFields({ product, onBorrowed }: { product: TLoanProduct; onBorrowed: () => void }) {
  const { t } = useTranslation('loan');
  const [collateral, setCollateral] = useState('');
  const [amount, setAmount] = useState('');
  const borrow = useBorrow();
  const coin = product.collateral_name;
  const preview = borrowPreview(product, collateral, amount);
  const ready = collateral !== '' && amount !== '' && preview.problem === null && product.price !== null;
  const submit = () => {
    if (!ready) return;
    borrow.mutate(
      { collateral_currency_id: product.collateral_currency_id, collateral_amount: collateral, borrow_amount: amount },
      {
        onSuccess: () => {
          Toast.show({ content: t('borrowDone') });
          onBorrowed();
        },
      },
    );
  };
  const dash = '--';
  return (
    <>
      <p className={styles.priceLine} data-testid="loan-price">
        {product.price === null ? t('texts:price_unavailable') : t('price', { coin, price: formatMoney(product.price) })}
      </p>
      <label className={styles.field}>
        <span className={styles.fieldHead}>
          <span>{t('collateralAmount', { coin })}</span>
          <span className={styles.muted}>{t('available', { amount: formatCoin(product.available, coin), coin })}</span>
        </span>
        <span className={styles.inputRow}>
          <Input
            inputMode="decimal"
            placeholder="0"
            value={collateral}
            onChange={(text) => setCollateral(cleanAmountInput(text))}
            data-testid="loan-collateral-input"
          />
          <button type="button" className={styles.maxButton} onClick={() => setCollateral(product.available)}>
            {t('max')}
          </button>
        </span>
      </label>
      <label className={styles.field}>
        <span className={styles.fieldHead}>
          <span>{t('borrowAmount', { coin: product.borrow_name })}</span>
          <span className={styles.muted} data-testid="loan-max-borrow">
            {t('maxBorrow', { amount: preview.maxBorrow === null ? dash : formatMoney(preview.maxBorrow), ltv: product.initial_ltv })}
          </span>
        </span>
        <span className={styles.inputRow}>
          <Input
            inputMode="decimal"
            placeholder={t('minBorrow', { amount: formatMoney(product.min_borrow) })}
            value={amount}
            onChange={(text) => setAmount(cleanAmountInput(text))}
            data-testid="loan-amount-input"
          />
          <button type="button" className={styles.maxButton} onClick={() => preview.maxBorrow !== null && setAmount(preview.maxBorrow)}>
            {t('max')}
          </button>
        </span>
      </label>
      {preview.problem ? (
        <p className={styles.problem} role="alert" data-testid="loan-problem">
          {t(`texts:${preview.problem.key}`, preview.problem.params)}
        </p>
      ) : null}
      <dl className={styles.preview} data-testid="loan-preview">
        <Fact label={t('preview.ltv')} value={preview.ltv === null ? dash : `${preview.ltv}%`} testId="loan-preview-ltv" />
        <Fact
          label={t('preview.hourlyInterest')}
          value={preview.hourlyInterest === null ? dash : `${preview.hourlyInterest} USDT`}
          testId="loan-preview-interest"
        />
        <Fact label={t('preview.rate')} value={t('rate', { hourly: product.hourly_rate, annual: formatAmount(product.annual_rate, 2) })} />
        <Fact
          label={t('preview.marginCall', { ltv: product.margin_call_ltv })}
          value={preview.marginCallPrice === null ? dash : `${formatMoney(preview.marginCallPrice)} USDT`}
        />
        <Fact
          label={t('preview.liquidation', { ltv: product.liquidation_ltv })}
          value={preview.liquidationPrice === null ? dash : `${formatMoney(preview.liquidationPrice)} USDT`}
          testId="loan-preview-liquidation"
        />
        <Fact label={t('preview.fee')} value={formatRate(product.liquidation_fee)} />
      </dl>
      <p className={styles.note}>{t('note', { ltv: product.liquidation_ltv, fee: product.liquidation_fee })}</p>
      <Button
        block
        color="primary"
        size="large"
        disabled={!ready}
        loading={borrow.isPending}
        onClick={submit}
        data-testid="loan-borrow-submit"
      >
        {t('borrow')}
      </Button>
    </>
  );
}

export function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}
