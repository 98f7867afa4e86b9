// The duration cards (seconds with their payout) and the stake: coin, amount with the product's
// limits and quick amounts, what the options account holds (with a way to move funds in), and what
// a win pays.
import { formatRate } from '@platform/shared/format';
import { Skeleton } from 'antd-mobile';
import type { TOptionProduct, TPayableCurrency } from '@platform/shared/schemas/option';
import { cleanAmountInput, formatCoin } from '../../../lib/coin-amounts.ts';
import { navigate } from '../../../lib/hash-location.ts';
import { useTranslation } from '../../../lib/i18n.ts';
import { PATHS } from '../../../lib/paths.ts';
import { payoutOf, quickStakesOf, type StakeProblem } from '../utils/option-math.ts';
import { Fact } from './confirm-sheet.tsx';
import styles from './option.module.css';

type DurationProps = {
  products: readonly TOptionProduct[] | undefined;
  failed: boolean;
  onRetry: () => void;
  selected: number | null;
  onSelect: (seconds: number) => void;
};

export function DurationCards({ products, failed, onRetry, selected, onSelect }: DurationProps) {
  const { t } = useTranslation('option');
  let body;
  if (products === undefined && failed) {
    body = (
      <p className={styles.listState} data-testid="option-products-error">
        {t('state.loadFailed')}
        <button type="button" className={styles.listStateAction} onClick={onRetry}>
          {t('state.retry')}
        </button>
      </p>
    );
  } else if (products === undefined) {
    body = (
      <div className={styles.durations} aria-busy="true">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} animated style={{ height: 58, borderRadius: 10 }} />
        ))}
      </div>
    );
  } else if (products.length === 0) {
    body = <p className={styles.listState}>{t('state.noProducts')}</p>;
  } else {
    body = (
      <div className={styles.durations} role="radiogroup" aria-label={t('duration')}>
        {products.map((product) => (
          <button
            key={product.seconds}
            type="button"
            role="radio"
            aria-checked={product.seconds === selected}
            className={`${styles.duration} ${product.seconds === selected ? styles.durationActive : ''}`}
            onClick={() => onSelect(product.seconds)}
            data-testid={`option-duration-${product.seconds}`}
          >
            <span className={styles.durationSeconds}>{t('secondsShort', { seconds: product.seconds })}</span>
            <span className={styles.durationPayout}>+{formatRate(product.profit_ratio)}</span>
          </button>
        ))}
      </div>
    );
  }
  return (
    <section className={styles.section}>
      <div className={styles.sectionHead}>
        <span>{t('duration')}</span>
      </div>
      {body}
    </section>
  );
}

type StakeProps = {
  product: TOptionProduct | null;
  currencies: readonly TPayableCurrency[];
  currency: TPayableCurrency | null;
  onCurrency: (id: number) => void;
  stake: string;
  onStake: (stake: string) => void;
  problem: StakeProblem | null;
  showProblem: boolean;
  loggedIn: boolean;
};

export function StakePanel({ product, currencies, currency, onCurrency, stake, onStake, problem, showProblem, loggedIn }: StakeProps) {
  const { t } = useTranslation('option');
  const coin = currency?.name ?? '';
  const available = loggedIn && currency ? currency.available : null;
  const payout = product ? payoutOf(stake, product.profit_ratio) : null;
  const error = showProblem && problem ? t(`texts:${problem.key}`, 'params' in problem ? problem.params : undefined) : null;
  return (
    <section className={styles.section}>
      <div className={styles.sectionHead}>
        <span>{t('stake')}</span>
        {currencies.length > 1 ? (
          <span className={styles.currencyChips}>
            {currencies.map((entry) => (
              <button
                key={entry.currency_id}
                type="button"
                className={`${styles.currencyChip} ${entry.currency_id === currency?.currency_id ? styles.currencyChipActive : ''}`}
                onClick={() => onCurrency(entry.currency_id)}
                data-testid={`option-currency-${entry.name}`}
              >
                {entry.name}
              </button>
            ))}
          </span>
        ) : null}
      </div>
      <label className={`${styles.stakeBox} ${error ? styles.stakeBoxError : ''}`}>
        <input
          className={styles.stakeInput}
          inputMode="decimal"
          autoComplete="off"
          value={stake}
          onChange={(event) => onStake(cleanAmountInput(event.target.value))}
          placeholder={product ? t('stakePlaceholder', { min: formatCoin(product.min_number, coin), coin }) : t('stake')}
          aria-label={t('stake')}
          aria-invalid={error ? true : undefined}
          data-testid="option-stake"
        />
        <span className={styles.stakeUnit}>{coin}</span>
      </label>
      {error ? (
        <p className={styles.stakeError} role="alert" data-testid="option-stake-error">
          {error}
        </p>
      ) : null}
      {product ? (
        <div className={styles.quickStakes}>
          {quickStakesOf(product, available).map((chip) => (
            <button
              key={`${chip.label ?? ''}${chip.amount}`}
              type="button"
              className={styles.quickStake}
              onClick={() => onStake(chip.amount)}
              data-testid={chip.label === 'max' ? 'option-stake-max' : `option-stake-${chip.amount}`}
            >
              {chip.label === 'max' ? t('max') : formatCoin(chip.amount, coin)}
            </button>
          ))}
        </div>
      ) : null}
      <div className={styles.stakeFacts}>
        {loggedIn ? (
          <Fact label={t('available')} testId="option-available">
            {available !== null ? `${formatCoin(available, coin)} ${coin}` : '—'}
            <button
              type="button"
              className={styles.transferLink}
              onClick={() => navigate(PATHS.fundTransfer)}
              data-testid="option-transfer"
            >
              {t('transfer')}
            </button>
          </Fact>
        ) : null}
        {product ? (
          <Fact label={t('limits')}>
            {formatCoin(product.min_number, coin)} – {formatCoin(product.max_number, coin)} {coin}
          </Fact>
        ) : null}
        <Fact label={t('expectedProfit')} testId="option-expected">
          <span className={styles.factStrong}>{payout !== null ? `+${formatCoin(payout, coin)} ${coin}` : '—'}</span>
        </Fact>
      </div>
    </section>
  );
}
