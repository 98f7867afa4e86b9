// The user's loans, newest first: what is owed, the collateral, the LTV at the last recorded price
// against the margin-call and liquidation lines; repaying (interest first; the whole debt releases
// the collateral) and adding collateral in a sheet; a liquidation with the tick that decided it.
import { useState } from 'react';
import { Link } from 'wouter';
import { Button, Input, Popup, Skeleton, Toast } from 'antd-mobile';
import { formatDateTime, formatRate } from '@platform/shared/format';
import { isDecimal, toAtoms } from '@platform/shared/money';
import type { TLoan } from '@platform/shared/schemas/loan';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { cleanAmountInput, formatCoin, formatCoinExact, formatMoney, isPositiveAmount } from '../../../lib/coin-amounts.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { fairTicksPath } from '../../../lib/paths.ts';
import { useLoanAction, useLoans, type LoanAction } from '../api/loans.ts';
import { Fact } from './borrow-form.tsx';
import styles from './loan.module.css';

export function LoanList({ onBorrow }: { onBorrow: () => void }) {
  const { t } = useTranslation('loan');
  const loans = useLoans();
  const [sheet, setSheet] = useState<{ loan: TLoan; action: LoanAction } | null>(null);
  if (loans.isPending) {
    return (
      <div className={styles.body} aria-busy="true" data-testid="loan-list-loading">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  }
  if (!loans.data) {
    return (
      <StatusScreen
        testId="loan-list-error"
        title={t('state.loadFailed')}
        body={t('state.checkConnection')}
        actions={
          <button type="button" className={styles.linkButton} onClick={() => void loans.refetch()}>
            {t('state.retry')}
          </button>
        }
      />
    );
  }
  if (loans.data.data.length === 0) {
    return (
      <StatusScreen
        testId="loan-list-empty"
        title={t('state.noLoans')}
        actions={
          <button type="button" className={styles.linkButton} onClick={onBorrow}>
            {t('borrowNow')}
          </button>
        }
      />
    );
  }
  const current = sheet ? (loans.data.data.find((loan) => loan.id === sheet.loan.id) ?? sheet.loan) : null;
  return (
    <div className={styles.body}>
      <ul className={styles.loans} data-testid="loan-list">
        {loans.data.data.map((loan) => (
          <li key={loan.id}>
            <LoanCard loan={loan} onAction={(action) => setSheet({ loan, action })} />
          </li>
        ))}
      </ul>
      {sheet && current ? (
        <ActionSheet key={`${current.id}-${sheet.action}`} loan={current} action={sheet.action} onClose={() => setSheet(null)} />
      ) : null}
    </div>
  );
}

function LoanCard({ loan, onAction }: { loan: TLoan; onAction: (action: LoanAction) => void }) {
  const { t } = useTranslation('loan');
  const coin = loan.collateral_name;
  const open = loan.status === 'open';
  const ltvClass = loan.margin_call ? styles.down : styles.up;
  return (
    <article className={styles.loan} data-testid={`loan-${loan.id}`} data-status={loan.status}>
      <header className={styles.loanHead}>
        <span className={styles.loanTitle}>{t('loanTitle', { coin })}</span>
        <span className={`${styles.status} ${styles[`status_${loan.status}`] ?? ''}`}>{t(`status.${loan.status}`)}</span>
      </header>
      {loan.margin_call ? (
        <p className={styles.warning} role="alert" data-testid="loan-margin-call">
          {t('marginCallWarning', { ltv: loan.margin_call_ltv })}
        </p>
      ) : null}
      <dl className={styles.preview}>
        <Fact label={t('debt')} value={`${formatMoney(loan.debt)} USDT`} testId="loan-debt" />
        {open ? <Fact label={t('interestUnpaid')} value={`${formatCoinExact(loan.interest)} USDT`} /> : null}
        <Fact label={t('collateral')} value={`${formatCoin(loan.collateral_amount, coin)} ${coin}`} />
        {open ? (
          <div className={styles.fact}>
            <dt>{t('ltvNow')}</dt>
            <dd className={ltvClass} data-testid="loan-ltv">
              {loan.ltv === null ? '--' : formatRate(loan.ltv, 2)} / {formatRate(loan.liquidation_ltv)}
            </dd>
          </div>
        ) : null}
        {open && loan.liquidation_price !== null ? (
          <Fact label={t('liquidationPrice')} value={`${formatMoney(loan.liquidation_price)} USDT`} />
        ) : null}
        <Fact label={t('borrowed')} value={`${formatMoney(loan.borrowed)} USDT`} />
        <Fact label={t('interestTotal')} value={`${formatCoinExact(loan.interest_total)} USDT`} />
        <Fact label={t('openedAt')} value={formatDateTime(loan.opened_at)} />
      </dl>
      <p className={styles.fair}>
        <Link to={fairTicksPath(loan.symbol, loan.open_tick_seq)}>
          {t('openTick', { seq: loan.open_tick_seq, price: formatMoney(loan.open_price) })}
        </Link>
      </p>
      {loan.liquidation ? (
        <div className={styles.liquidation} data-testid="loan-liquidation">
          <p>
            {t('liquidated', {
              sold: formatCoin(loan.liquidation.sold_collateral, coin),
              coin,
              price: formatMoney(loan.liquidation.price),
              debt: formatMoney(loan.liquidation.debt),
              fee: formatMoney(loan.liquidation.fee),
              returned: formatCoin(loan.liquidation.returned_collateral, coin),
            })}
          </p>
          <Link to={fairTicksPath(loan.liquidation.symbol, loan.liquidation.tick_seq)}>
            {t('verifyTick', { seq: loan.liquidation.tick_seq })}
          </Link>
        </div>
      ) : null}
      {open ? (
        <div className={styles.actions}>
          <Button size="small" fill="outline" onClick={() => onAction('add_collateral')} data-testid="loan-add-collateral">
            {t('addCollateral')}
          </Button>
          <Button size="small" color="primary" onClick={() => onAction('repay')} data-testid="loan-repay">
            {t('repay')}
          </Button>
        </div>
      ) : null}
    </article>
  );
}

function ActionSheet({ loan, action, onClose }: { loan: TLoan; action: LoanAction; onClose: () => void }) {
  const { t } = useTranslation('loan');
  const [amount, setAmount] = useState('');
  const mutation = useLoanAction(action);
  const coin = action === 'repay' ? 'USDT' : loan.collateral_name;
  const invalid = amount !== '' && !isPositiveAmount(amount);
  const tooMuch = action === 'repay' && isPositiveAmount(amount) && isDecimal(loan.debt) && toAtoms(amount) > toAtoms(loan.debt);
  const problem = invalid ? t('texts:amount_invalid') : tooMuch ? t('texts:loan_repay_above_debt', { debt: loan.debt }) : null;
  const submit = () => {
    if (amount === '' || problem) return;
    mutation.mutate(
      { id: loan.id, amount },
      {
        onSuccess: (answer) => {
          Toast.show({ content: t(answer.status === 'repaid' ? 'repaidInFull' : action === 'repay' ? 'repaid' : 'collateralAdded') });
          onClose();
        },
      },
    );
  };
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName={styles.sheet}>
      <h3 className={styles.sheetTitle}>{t(action === 'repay' ? 'repayTitle' : 'addCollateralTitle', { coin: loan.collateral_name })}</h3>
      {action === 'repay' ? (
        <p className={styles.muted}>{t('repayHint', { debt: formatMoney(loan.debt), interest: loan.interest })}</p>
      ) : (
        <p className={styles.muted}>{t('addCollateralHint', { coin: loan.collateral_name })}</p>
      )}
      <span className={styles.inputRow}>
        <Input
          inputMode="decimal"
          placeholder={coin}
          value={amount}
          onChange={(text) => setAmount(cleanAmountInput(text))}
          data-testid="loan-action-input"
          autoFocus
        />
        {action === 'repay' ? (
          <button type="button" className={styles.maxButton} onClick={() => setAmount(loan.debt)} data-testid="loan-repay-all">
            {t('repayAll')}
          </button>
        ) : null}
      </span>
      {problem ? (
        <p className={styles.problem} role="alert">
          {problem}
        </p>
      ) : null}
      <Button
        block
        color="primary"
        size="large"
        disabled={amount === '' || problem !== null}
        loading={mutation.isPending}
        onClick={submit}
        data-testid="loan-action-submit"
      >
        {t(action === 'repay' ? 'repay' : 'addCollateral')}
      </Button>
    </Popup>
  );
}
