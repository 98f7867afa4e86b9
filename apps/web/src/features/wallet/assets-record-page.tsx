// Bills (/pages/fund/assets_record, also /pages/setting/bill): every movement of the user's balances
// from the ledger (wallet/legal_log), filtered by coin, account and kind, a page at a time. Each line
// says what caused it and opens the record behind it.
import { useState } from 'react';
import { useSearchParams } from 'wouter';
import { DownOutline } from 'antd-mobile-icons';
import { COLOR_DOWN, COLOR_UP } from '@platform/shared/constants';
import { formatDateTime } from '@platform/shared/format';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { formatSignedCoin } from '../../lib/coin-amounts.ts';
import { navigate } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useUserCoins } from './api/coins.ts';
import { useWalletLiveUpdates } from './api/refresh.ts';
import { useLedgerLines, type LedgerFilter } from './api/records.ts';
import type { LedgerKind, TLedgerLine } from './api/types.ts';
import { CoinIcon } from './components/coin-icon.tsx';
import { OptionPopup, type Option } from './components/option-popup.tsx';
import { PagedList } from './components/paged-list.tsx';
import styles from './components/wallet.module.css';
import { ACCOUNT_IDS, accountNameKey, parseAccountId } from './utils/accounts.ts';
import { parseId } from './utils/params.ts';

const KINDS: readonly LedgerKind[] = ['deposit', 'withdrawal', 'transfer', 'conversion', 'spot_order', 'contract_position', 'option_order'];
const ALL = 'all';
type FilterName = 'coin' | 'account' | 'kind';

const isKind = (value: string | null): value is LedgerKind => KINDS.some((kind) => kind === value);

/** Where the record behind a ledger line is shown; null for a kind this app does not list. */
function recordPathOf(line: TLedgerLine): string | null {
  switch (line.record_type) {
    case 'deposit':
      return `${PATHS.fundRecords}?tab=deposit`;
    case 'withdrawal':
      return `${PATHS.fundRecords}?tab=withdraw`;
    case 'transfer':
      return PATHS.transferHistory;
    case 'conversion':
      return `${PATHS.convert}?section=history`;
    case 'spot_order':
      return PATHS.currencyOrder;
    case 'contract_position':
      return PATHS.contractOrder;
    case 'option_order':
      return PATHS.secondsOrder;
    default:
      return null;
  }
}

export default function AssetsRecordPage() {
  const { t } = useTranslation('wallet');
  useWalletLiveUpdates();
  const [params, setParams] = useSearchParams();
  const [open, setOpen] = useState<FilterName | null>(null);
  const coins = useUserCoins();

  const coinId = parseId(params.get('coin'));
  const accountId = parseAccountId(params.get('account'));
  const kindParam = params.get('kind');
  const kind = isKind(kindParam) ? kindParam : null;
  const filter: LedgerFilter = {
    ...(coinId !== null ? { currency_id: coinId } : {}),
    ...(accountId !== null ? { account_type: accountId } : {}),
    ...(kind !== null ? { kind } : {}),
  };
  const lines = useLedgerLines(filter);

  const setFilter = (name: FilterName, value: string | number) => {
    const next = new URLSearchParams(params);
    if (value === ALL) next.delete(name);
    else next.set(name, String(value));
    setParams(next, { replace: true });
  };

  const coinName = coins.data?.find((coin) => coin.id === coinId)?.name;
  const allOption = (name: FilterName): Option<string | number> => ({ key: ALL, label: t('bill.all'), testId: `bill-option-${name}-all` });
  const options: Record<FilterName, Option<string | number>[]> = {
    coin: [
      allOption('coin'),
      ...(coins.data ?? []).map((coin) => ({
        key: coin.id,
        label: coin.name,
        icon: <CoinIcon name={coin.name} size={24} />,
        testId: `bill-option-coin-${coin.name}`,
      })),
    ],
    account: [
      allOption('account'),
      ...ACCOUNT_IDS.map((id) => ({ key: id, label: t(accountNameKey(id)), testId: `bill-option-account-${id}` })),
    ],
    kind: [allOption('kind'), ...KINDS.map((entry) => ({ key: entry, label: t(`kind.${entry}`), testId: `bill-option-kind-${entry}` }))],
  };
  const selected: Record<FilterName, string | number> = { coin: coinId ?? ALL, account: accountId ?? ALL, kind: kind ?? ALL };
  const labels: Record<FilterName, string> = {
    coin: coinName ?? t('bill.allCoins'),
    account: accountId !== null ? t(accountNameKey(accountId)) : t('bill.allAccounts'),
    kind: kind !== null ? t(`kind.${kind}`) : t('bill.allKinds'),
  };

  return (
    <div className="stack-page">
      <PageNavBar title={t('bill.title')} />
      <div className={styles.filters}>
        {(['coin', 'account', 'kind'] as const).map((name) => (
          <button
            key={name}
            type="button"
            className={`${styles.filter} ${selected[name] !== ALL ? styles.filterActive : ''}`}
            onClick={() => setOpen(name)}
            data-testid={`bill-filter-${name}`}
          >
            <span>{labels[name]}</span>
            <DownOutline fontSize={10} />
          </button>
        ))}
      </div>
      <PagedList
        query={lines}
        testId="bill-list"
        emptyTitle={t('bill.empty')}
        emptyHint={t('bill.emptyHint')}
        renderRow={(line: TLedgerLine) => <LedgerRow line={line} />}
      />
      {open ? (
        <OptionPopup
          visible
          title={t(`bill.filter.${open}`)}
          options={options[open]}
          selected={selected[open]}
          onSelect={(value) => setFilter(open, value)}
          onClose={() => setOpen(null)}
          testId="bill-filter-sheet"
        />
      ) : null}
    </div>
  );
}

function LedgerRow({ line }: { line: TLedgerLine }) {
  const { t } = useTranslation('wallet');
  const coin = line.currency_name;
  const negative = line.amount.trim().startsWith('-');
  const target = recordPathOf(line);
  return (
    <button
      type="button"
      className={styles.ledgerRow}
      disabled={target === null}
      onClick={() => target && navigate(target)}
      data-testid={`bill-row-${line.id}`}
      data-kind={line.record_type}
    >
      <CoinIcon name={coin} size={28} />
      <span className={styles.ledgerMain}>
        <span className={styles.recordTitle} data-testid={`bill-reason-${line.id}`}>
          {t(`reason.${line.reason}`, { defaultValue: t(`kind.${line.record_type}`) })}
        </span>
        <span className={styles.subText}>
          {t(accountNameKey(line.account_type))}
          {line.bucket === 'frozen' ? ` · ${t('bill.frozen')}` : ''}
        </span>
        {/* A line of its own: beside the account and the amount, the time was cut off. */}
        <time className={styles.subText} data-testid={`bill-time-${line.id}`}>
          {formatDateTime(line.created_at)}
        </time>
      </span>
      <span className={styles.ledgerAmount} style={{ color: negative ? COLOR_DOWN : COLOR_UP }} data-testid={`bill-amount-${line.id}`}>
        {formatSignedCoin(line.amount, coin)} {coin}
      </span>
    </button>
  );
}
