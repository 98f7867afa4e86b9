// The Financial tab (/pages/financial/index): the hub of earn. What the signed-in user holds in each
// product, with what it earned today and in all (or, for loans, what they owe and cost), each row
// opening that product's orders; then a card per product. It lives in app/ because it composes
// several areas, each read through its own summary call (features never import each other).
import type { ReactNode } from 'react';
import { Button, Skeleton } from 'antd-mobile';
import { CalculatorOutline, FlagOutline, LockOutline, PayCircleOutline, RightOutline } from 'antd-mobile-icons';
import { formatAmountTrimmed } from '@platform/shared/format';
import { isDecimal, toAtoms } from '@platform/shared/money';
import { TabPageHeader } from '../components/tab-page-header.tsx';
import { useDualSummary } from '../features/dual/api/dual.ts';
import { useIeoSummary } from '../features/ieo/api/ieo.ts';
import { useLoanSummary } from '../features/loan/api/loans.ts';
import { useMining } from '../features/staking/api/staking.ts';
import { navigate } from '../lib/hash-location.ts';
import { useTranslation } from '../lib/i18n.ts';
import { PATHS } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';
import styles from './financial.module.css';

const AMOUNT_DECIMALS_MAX = 8;

type CoinAmount = { amount: string; currency: string };

/** "10,000.00 USDT · 0.05 BTC"; nothing when every amount is zero. */
function coinAmounts(amounts: CoinAmount[], sign = ''): string {
  return amounts
    .filter((item) => isDecimal(item.amount) && toAtoms(item.amount) !== 0n)
    .map((item) => `${sign}${formatAmountTrimmed(item.amount, AMOUNT_DECIMALS_MAX)} ${item.currency}`)
    .join(' · ');
}

type SummaryQuery = { isPending: boolean; isError: boolean; isFetching: boolean; refetch: () => unknown };

/** One product's row: its name, what the user holds there (or "nothing yet"), and a way to its orders. */
function HoldingRow({
  testId,
  name,
  path,
  query,
  lines,
}: {
  testId: string;
  name: string;
  path: string;
  query: SummaryQuery;
  lines: ReactNode[];
}) {
  const { t } = useTranslation('financial');
  const shown = lines.filter(Boolean);
  let body: ReactNode;
  if (query.isPending) body = <Skeleton.Paragraph lineCount={1} animated className={styles.rowSkeleton} />;
  else if (query.isError)
    body = (
      <span className={styles.rowError}>
        {t('loadFailed')}{' '}
        <button
          type="button"
          className="text-link"
          onClick={(event) => {
            event.stopPropagation();
            void query.refetch();
          }}
        >
          {t('retry')}
        </button>
      </span>
    );
  else
    body =
      shown.length > 0 ? shown.map((line, index) => <span key={index}>{line}</span>) : <span className={styles.muted}>{t('nothing')}</span>;
  return (
    <li>
      <button type="button" className={styles.row} onClick={() => navigate(path)} data-testid={testId}>
        <span className={styles.rowText}>
          <span className={styles.rowName}>{name}</span>
          <span className={styles.rowLines}>{body}</span>
        </span>
        <span className={styles.rowAction}>
          {t('orders')}
          <RightOutline />
        </span>
      </button>
    </li>
  );
}

function StakingHolding() {
  const { t } = useTranslation('financial');
  const summary = useMining();
  const coins = summary.data?.coins ?? [];
  const held = coinAmounts(coins.map((coin) => ({ amount: coin.holding, currency: coin.currency_name })));
  const today = coinAmounts(
    coins.map((coin) => ({ amount: coin.today_income, currency: coin.currency_name })),
    '+',
  );
  const total = coinAmounts(
    coins.map((coin) => ({ amount: coin.total_income, currency: coin.currency_name })),
    '+',
  );
  return (
    <HoldingRow
      testId="financial-staking"
      name={t('staking.name')}
      path={PATHS.lockmingOrder}
      query={summary}
      lines={[held ? t('staking.held', { amounts: held }) : null, total ? t('income', { today: today || '0', total }) : null]}
    />
  );
}

function IeoHolding() {
  const { t } = useTranslation('financial');
  const summary = useIeoSummary();
  const data = summary.data;
  const frozen = data ? coinAmounts(data.pending) : '';
  const received = data ? coinAmounts(data.received) : '';
  return (
    <HoldingRow
      testId="financial-ieo"
      name={t('ieo.name')}
      path={PATHS.ieoOrder}
      query={summary}
      lines={[
        data && data.pending_orders > 0 ? `${t('ieo.pending', { count: data.pending_orders })}${frozen ? ` · ${frozen}` : ''}` : null,
        received ? t('ieo.received', { amounts: received }) : null,
      ]}
    />
  );
}

function DualHolding() {
  const { t } = useTranslation('financial');
  const summary = useDualSummary();
  const data = summary.data;
  const invested = data ? coinAmounts(data.holdings) : '';
  const earned = data && toAtoms(data.total_earned_usdt) !== 0n;
  return (
    <HoldingRow
      testId="financial-dual"
      name={t('dual.name')}
      path={PATHS.investMine}
      query={summary}
      lines={[
        invested ? t('dual.invested', { amounts: invested }) : null,
        earned
          ? t('income', {
              today: `+${formatAmountTrimmed(data.today_earned_usdt, 2)} USDT`,
              total: `+${formatAmountTrimmed(data.total_earned_usdt, 2)} USDT`,
            })
          : null,
      ]}
    />
  );
}

function LoanHolding() {
  const { t } = useTranslation('financial');
  const summary = useLoanSummary();
  const data = summary.data;
  const open = data && data.open_count > 0;
  return (
    <HoldingRow
      testId="financial-loan"
      name={t('loan.name')}
      path={PATHS.borrowing}
      query={summary}
      lines={[
        open ? t('loan.owed', { count: data.open_count, amount: `${formatAmountTrimmed(data.debt, 2)} ${data.currency}` }) : null,
        open
          ? t('loan.interestToday', { amount: `${formatAmountTrimmed(data.interest_today, AMOUNT_DECIMALS_MAX)} ${data.currency}` })
          : null,
      ]}
    />
  );
}

function Holdings() {
  return (
    <ul className={styles.rows} data-testid="financial-holdings">
      <StakingHolding />
      <IeoHolding />
      <DualHolding />
      <LoanHolding />
    </ul>
  );
}

function SignInCard() {
  const { t } = useTranslation('financial');
  return (
    <div className={styles.signIn} data-testid="financial-login">
      <p>{t('loginHint')}</p>
      <Button color="primary" size="small" onClick={() => navigate(PATHS.login)}>
        {t('login')}
      </Button>
    </div>
  );
}

const PRODUCTS = [
  { key: 'staking', path: PATHS.lockming, Icon: LockOutline },
  { key: 'ieo', path: PATHS.ieo, Icon: FlagOutline },
  { key: 'dual', path: PATHS.invest, Icon: CalculatorOutline },
  { key: 'loan', path: PATHS.borrowing, Icon: PayCircleOutline },
] as const;

export default function FinancialPage() {
  const { t } = useTranslation('financial');
  const { t: tc } = useTranslation('common');
  const signedIn = useSession((state) => Boolean(state.token));
  return (
    <div className={styles.page} data-testid="financial-page">
      <TabPageHeader title={tc('tab.financial')} />
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('mine')}</h2>
        {signedIn ? <Holdings /> : <SignInCard />}
      </section>
      <section className={styles.section}>
        <h2 className={styles.heading}>{t('products')}</h2>
        <ul className={styles.products}>
          {PRODUCTS.map(({ key, path, Icon }) => (
            <li key={key}>
              <button type="button" className={styles.product} onClick={() => navigate(path)} data-testid={`financial-product-${key}`}>
                <span className={styles.productIcon}>
                  <Icon />
                </span>
                <span className={styles.productName}>{t(`${key}.name`)}</span>
                <span className={styles.productTagline}>{t(`${key}.tagline`)}</span>
              </button>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
