// Crypto-backed loans (/pages/common/borrowing?tab=borrow|loans): borrow USDT against BTC or ETH
// with a preview of the LTV, the interest and the liquidation price; the user's loans with their
// LTV at the last recorded price, repaying and adding collateral.
import { Tabs } from 'antd-mobile';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { navigate, useHashSearch } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { BorrowForm } from './components/borrow-form.tsx';
import { LoanList } from './components/loan-list.tsx';
import styles from './components/loan.module.css';

const TABS = ['borrow', 'loans'] as const;
type LoanTab = (typeof TABS)[number];

export default function BorrowingPage() {
  const { t } = useTranslation('loan');
  const wanted = new URLSearchParams(useHashSearch()).get('tab');
  const tab: LoanTab = TABS.find((item) => item === wanted) ?? 'borrow';
  const open = (key: string) => navigate(`${PATHS.borrowing}?tab=${key}`, { replace: true });
  return (
    <div className={`stack-page ${styles.page}`} data-testid="loan-page">
      <PageNavBar title={t('title')} />
      <Tabs activeKey={tab} onChange={open} data-testid="loan-tabs">
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`tab.${key}`)} />
        ))}
      </Tabs>
      {tab === 'borrow' ? <BorrowForm onBorrowed={() => open('loans')} /> : <LoanList onBorrow={() => open('borrow')} />}
    </div>
  );
}
