// Deposit and withdrawal records (/pages/fund/receive_withdraw_record?tab=deposit|withdraw): each
// with its state (under review, audit failed with the reason, success), newest first, a page at a
// time; a review decision shows up live through the `record` socket event.
import { useSearchParams } from 'wouter';
import { Tabs } from 'antd-mobile';
import { formatDateTime } from '@platform/shared/format';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { formatCoin, formatMoney } from '../../lib/coin-amounts.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useWalletLiveUpdates } from './api/refresh.ts';
import { useDepositRecords, useWithdrawalRecords } from './api/records.ts';
import type { TDepositRecord, TWithdrawalRecord } from './api/types.ts';
import { DetailLine } from './components/detail-line.tsx';
import { PagedList } from './components/paged-list.tsx';
import { StatusTag } from './components/status-tag.tsx';
import styles from './components/wallet.module.css';

const TABS = ['deposit', 'withdraw'] as const;
type Tab = (typeof TABS)[number];

export default function FundRecordsPage() {
  const { t } = useTranslation('wallet');
  useWalletLiveUpdates();
  const [params, setParams] = useSearchParams();
  const tab: Tab = params.get('tab') === 'withdraw' ? 'withdraw' : 'deposit';
  return (
    <div className="stack-page">
      <PageNavBar title={t('records.title')} />
      <Tabs className={styles.tabs} activeKey={tab} onChange={(key) => setParams({ tab: key }, { replace: true })}>
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={<span data-testid={`records-tab-${key}`}>{t(`records.tab.${key}`)}</span>} />
        ))}
      </Tabs>
      {tab === 'deposit' ? <DepositList /> : <WithdrawalList />}
    </div>
  );
}

function DepositList() {
  const { t } = useTranslation('wallet');
  const records = useDepositRecords();
  return (
    <PagedList
      query={records}
      testId="deposit-records"
      emptyTitle={t('records.emptyDeposits')}
      renderRow={(record: TDepositRecord) => <DepositRow record={record} />}
    />
  );
}

function DepositRow({ record }: { record: TDepositRecord }) {
  const { t } = useTranslation('wallet');
  const otc = record.kind === 'otc';
  const unit = otc ? record.otc_fiat : record.currency_name;
  return (
    <article className={styles.record} data-testid={`deposit-record-${record.id}`}>
      <header className={styles.recordHead}>
        <span className={styles.recordTitle}>
          {otc ? t('records.otcDeposit') : t('records.chainDeposit', { coin: record.currency_name })}
        </span>
        <StatusTag status={record.status} testId={`deposit-status-${record.id}`} />
      </header>
      <DetailLine
        label={t('records.amount')}
        value={`${otc ? formatMoney(record.amount) : formatCoin(record.amount, unit)} ${unit}`}
        testId={`deposit-amount-${record.id}`}
      />
      {record.credited_amount !== null && record.status === 'success' ? (
        <DetailLine
          label={t('records.credited')}
          value={`${formatCoin(record.credited_amount, record.currency_name)} ${record.currency_name}`}
        />
      ) : null}
      {!otc && record.network ? <DetailLine label={t('records.network')} value={record.network} /> : null}
      {record.status === 'rejected' && record.reason ? (
        <p className={styles.reason} data-testid={`deposit-reason-${record.id}`}>
          {t('records.reason', { reason: record.reason })}
        </p>
      ) : null}
      <DetailLine label={t('records.time')} value={formatDateTime(record.created_at)} />
    </article>
  );
}

function WithdrawalList() {
  const { t } = useTranslation('wallet');
  const records = useWithdrawalRecords();
  return (
    <PagedList
      query={records}
      testId="withdraw-records"
      emptyTitle={t('records.emptyWithdrawals')}
      renderRow={(record: TWithdrawalRecord) => <WithdrawalRow record={record} />}
    />
  );
}

function WithdrawalRow({ record }: { record: TWithdrawalRecord }) {
  const { t } = useTranslation('wallet');
  const coin = record.currency_name;
  const amountOf = (value: string) => `${formatCoin(value, coin)} ${coin}`;
  return (
    <article className={styles.record} data-testid={`withdraw-record-${record.id}`}>
      <header className={styles.recordHead}>
        <span className={styles.recordTitle}>
          {record.kind === 'bank' ? t('records.bankWithdrawal') : t('records.chainWithdrawal', { coin })}
        </span>
        <StatusTag status={record.status} testId={`withdraw-status-${record.id}`} />
      </header>
      <DetailLine label={t('records.amount')} value={amountOf(record.amount)} testId={`withdraw-amount-${record.id}`} />
      <DetailLine label={t('records.fee')} value={amountOf(record.fee)} />
      <DetailLine label={t('records.received')} value={amountOf(record.received)} />
      {record.address ? (
        <DetailLine
          label={record.network ? t('records.addressOn', { network: record.network }) : t('records.address')}
          value={record.address}
        />
      ) : null}
      {record.tx_ref ? <DetailLine label={t('records.txRef')} value={record.tx_ref} testId={`withdraw-tx-${record.id}`} /> : null}
      {record.status === 'rejected' && record.reason ? (
        <p className={styles.reason} data-testid={`withdraw-reason-${record.id}`}>
          {t('records.reason', { reason: record.reason })}
        </p>
      ) : null}
      <DetailLine label={t('records.time')} value={formatDateTime(record.created_at)} />
    </article>
  );
}
