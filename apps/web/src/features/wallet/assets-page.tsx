// Assets tab (/pages/fund/assets), behind the login guard: the profile, the total in USDT and in the
// display fiat (hidden behind the eye when asked), the ways to move money, and one tab per account
// with each coin's available, frozen and value. Balances follow the `balance` socket event live.
import type { ReactNode } from 'react';
import { useSearchParams } from 'wouter';
import { Skeleton, Tabs } from 'antd-mobile';
import {
  ArrowDownCircleOutline,
  BankcardOutline,
  BillOutline,
  EyeInvisibleOutline,
  EyeOutline,
  LoopOutline,
  RightOutline,
  SendOutline,
  SetOutline,
  UnorderedListOutline,
  UpCircleOutline,
} from 'antd-mobile-icons';
import { ACCOUNT_TYPE, type AccountTypeId } from '@platform/shared/constants';
import { MenuRow } from '../../components/menu-row.tsx';
import { ProfileHeader } from '../../components/profile-header.tsx';
import { TabPageHeader } from '../../components/tab-page-header.tsx';
import { formatCoin, formatMoney } from '../../lib/coin-amounts.ts';
import { useFiat } from '../../lib/fiat.ts';
import { navigate } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useWalletList } from './api/balances.ts';
import { useWalletLiveUpdates } from './api/refresh.ts';
import type { TAccountBalance, TWalletAccount } from './api/types.ts';
import { CoinIcon } from './components/coin-icon.tsx';
import { LoadFailed, RowsSkeleton } from './components/page-states.tsx';
import styles from './components/wallet.module.css';
import { ACCOUNT_IDS, accountKey, accountNameKey, parseAccountId } from './utils/accounts.ts';
import { HIDDEN_AMOUNT_TEXT, useHiddenAmounts } from './utils/hidden-amounts.ts';

/** The coin account opens first: on-chain deposits and conversions land there. */
const ACCOUNT_DEFAULT: AccountTypeId = ACCOUNT_TYPE.change;

export default function AssetsPage() {
  const { t } = useTranslation('wallet');
  const { t: tc } = useTranslation('common');
  useWalletLiveUpdates();
  const wallet = useWalletList();

  return (
    <div className={styles.page}>
      <TabPageHeader title={tc('tab.assets')} />
      <ProfileHeader />
      {wallet.isError && !wallet.data ? (
        <LoadFailed
          testId="assets-error"
          retrying={wallet.isFetching}
          onRetry={() => void wallet.refetch()}
          title={t('assets.loadFailed')}
        />
      ) : (
        <TotalCard totalUsdt={wallet.data?.total_usdt ?? null} />
      )}
      <Entries />
      <button type="button" className={styles.otcEntry} onClick={() => navigate(PATHS.otc)} data-testid="assets-otc">
        <BankcardOutline className={styles.otcIcon} />
        <span className={styles.otcText}>
          <span className={styles.otcTitle}>{t('assets.otcTitle')}</span>
          <span className={styles.otcHint}>{t('assets.otcHint')}</span>
        </span>
        <RightOutline className={styles.muted} />
      </button>
      {wallet.data ? <Accounts accounts={wallet.data.accounts} /> : wallet.isPending ? <RowsSkeleton testId="assets-loading" /> : null}
      <div className="menu-group">
        <MenuRow
          icon={<UnorderedListOutline />}
          label={t('records.title')}
          onClick={() => navigate(`${PATHS.fundRecords}?tab=deposit`)}
          testId="assets-fund-records"
        />
        <MenuRow icon={<SetOutline />} label={tc('settings.title')} onClick={() => navigate(PATHS.settings)} testId="assets-settings" />
      </div>
      <div className="menu-group" data-testid="assets-orders">
        <MenuRow label={t('orders.stock')} onClick={() => navigate(`${PATHS.contractOrder}?category=index`)} testId="assets-orders-stock" />
        <MenuRow label={t('orders.spot')} onClick={() => navigate(PATHS.currencyOrder)} testId="assets-orders-spot" />
        <MenuRow label={t('orders.option')} onClick={() => navigate(PATHS.secondsOrder)} testId="assets-orders-option" />
        <MenuRow label={t('orders.contract')} onClick={() => navigate(PATHS.contractOrder)} testId="assets-orders-contract" />
      </div>
    </div>
  );
}

function TotalCard({ totalUsdt }: { totalUsdt: string | null }) {
  const { t } = useTranslation('wallet');
  const fiat = useFiat();
  const hidden = useHiddenAmounts((state) => state.hidden);
  const toggle = useHiddenAmounts((state) => state.toggle);
  return (
    <section className={styles.totalCard} aria-busy={totalUsdt === null}>
      <div className={styles.totalHead}>
        <span>{t('assets.total', { coin: 'USDT' })}</span>
        <button
          type="button"
          className={styles.eye}
          onClick={toggle}
          aria-pressed={hidden}
          aria-label={hidden ? t('assets.showAmounts') : t('assets.hideAmounts')}
          data-testid="assets-eye"
        >
          {hidden ? <EyeInvisibleOutline /> : <EyeOutline />}
        </button>
      </div>
      {totalUsdt === null ? (
        <>
          <Skeleton animated className={styles.totalSkeleton} />
          <Skeleton animated className={`${styles.skeletonLine} ${styles.skeletonShort}`} />
        </>
      ) : (
        <>
          <p className={styles.totalValue} data-testid="assets-total">
            {hidden ? HIDDEN_AMOUNT_TEXT : formatMoney(totalUsdt)}
          </p>
          <p className={styles.totalFiat} data-testid="assets-total-fiat">
            ≈ {hidden ? HIDDEN_AMOUNT_TEXT : `${fiat.symbol}${formatMoney(fiat.convert(totalUsdt))}`} {fiat.code}
          </p>
        </>
      )}
    </section>
  );
}

function Entries() {
  const { t } = useTranslation('wallet');
  const entries: { key: string; icon: ReactNode; to: string }[] = [
    { key: 'deposit', icon: <ArrowDownCircleOutline />, to: `${PATHS.fundSelect}?action=deposit` },
    { key: 'withdraw', icon: <UpCircleOutline />, to: `${PATHS.fundSelect}?action=withdraw` },
    { key: 'transfer', icon: <SendOutline />, to: PATHS.fundTransfer },
    { key: 'convert', icon: <LoopOutline />, to: PATHS.convert },
    { key: 'records', icon: <BillOutline />, to: PATHS.assetsRecord },
  ];
  return (
    <nav className={styles.entries} aria-label={t('assets.actions')}>
      {entries.map((entry) => (
        <button
          key={entry.key}
          type="button"
          className={styles.entry}
          onClick={() => navigate(entry.to)}
          data-testid={`assets-${entry.key}`}
        >
          <span className={styles.entryIcon}>{entry.icon}</span>
          <span className={styles.entryLabel}>{t(`assets.entry.${entry.key}`)}</span>
        </button>
      ))}
    </nav>
  );
}

function Accounts({ accounts }: { accounts: TWalletAccount[] }) {
  const { t } = useTranslation('wallet');
  const [params, setParams] = useSearchParams();
  const accountId = parseAccountId(params.get('account')) ?? ACCOUNT_DEFAULT;
  const account = accounts.find((candidate) => candidate.id === accountId);
  return (
    <section className={styles.accounts}>
      <Tabs
        className={styles.tabs}
        activeKey={String(accountId)}
        onChange={(key) => setParams({ account: key }, { replace: true })}
        activeLineMode="fixed"
        style={{ '--fixed-active-line-width': '20px' }}
      >
        {ACCOUNT_IDS.map((id) => (
          <Tabs.Tab key={String(id)} title={<span data-testid={`account-tab-${id}`}>{t(accountKey(id))}</span>} />
        ))}
      </Tabs>
      <AccountPanel account={account ?? null} accountId={accountId} />
    </section>
  );
}

function AccountPanel({ account, accountId }: { account: TWalletAccount | null; accountId: AccountTypeId }) {
  const { t } = useTranslation('wallet');
  const fiat = useFiat();
  const hidden = useHiddenAmounts((state) => state.hidden);
  const total = account?.total_usdt ?? '0';
  return (
    <div data-testid={`account-panel-${accountId}`}>
      <p className={styles.accountTotal}>
        <span>{t('assets.accountTotal', { account: t(accountNameKey(accountId)) })}</span>
        <span data-testid="account-total">
          {hidden ? HIDDEN_AMOUNT_TEXT : `${formatMoney(total)} USDT ≈ ${fiat.symbol}${formatMoney(fiat.convert(total))}`}
        </span>
      </p>
      {(account?.balances ?? []).map((balance) => (
        <CoinRow key={balance.currency_id} balance={balance} hidden={hidden} />
      ))}
    </div>
  );
}

function CoinRow({ balance, hidden }: { balance: TAccountBalance; hidden: boolean }) {
  const { t } = useTranslation('wallet');
  const fiat = useFiat();
  const coin = balance.currency_name;
  const show = (text: string) => (hidden ? HIDDEN_AMOUNT_TEXT : text);
  return (
    <div className={styles.coinRow} data-testid={`coin-row-${coin}`}>
      <div className={styles.coinHead}>
        <CoinIcon name={coin} size={28} />
        <span className={styles.coinName}>{coin}</span>
        <span className={styles.coinValue} data-testid={`coin-value-${coin}`}>
          ≈ {show(`${fiat.symbol}${formatMoney(fiat.convert(balance.usdt_value))}`)}
        </span>
      </div>
      <div className={styles.coinFigures}>
        <span>
          <span className={styles.figureLabel}>{t('assets.available')}</span>
          <span className={styles.figure} data-testid={`coin-available-${coin}`}>
            {show(formatCoin(balance.available, coin))}
          </span>
        </span>
        <span>
          <span className={styles.figureLabel}>{t('assets.frozen')}</span>
          <span className={styles.figure} data-testid={`coin-frozen-${coin}`}>
            {show(formatCoin(balance.frozen, coin))}
          </span>
        </span>
      </div>
    </div>
  );
}
