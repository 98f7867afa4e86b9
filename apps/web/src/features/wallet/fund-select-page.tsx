// Pick a coin, then its network when it has several (USDT: ERC20, TRC20), for a deposit or a
// withdrawal (/pages/fund/select?action=deposit|withdraw).
import { useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { SearchBar } from 'antd-mobile';
import { RightOutline } from 'antd-mobile-icons';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { formatCoin } from '../../lib/coin-amounts.ts';
import { navigate } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useUserCoins } from './api/coins.ts';
import type { TUserCoin } from './api/types.ts';
import { CoinIcon } from './components/coin-icon.tsx';
import { OptionPopup } from './components/option-popup.tsx';
import { EmptyState, LoadFailed, RowsSkeleton } from './components/page-states.tsx';
import styles from './components/wallet.module.css';

type Action = 'deposit' | 'withdraw';

function fundPathOf(action: Action, coinId: number, network: string): string {
  const base = action === 'deposit' ? PATHS.deposit : PATHS.withdraw;
  return `${base}?coin=${coinId}&network=${encodeURIComponent(network)}`;
}

export default function FundSelectPage() {
  const { t } = useTranslation('wallet');
  const [params] = useSearchParams();
  const action: Action = params.get('action') === 'withdraw' ? 'withdraw' : 'deposit';
  const coins = useUserCoins();
  const [search, setSearch] = useState('');
  const [picking, setPicking] = useState<TUserCoin | null>(null);

  const shown = useMemo(() => {
    const query = search.trim().toUpperCase();
    return (coins.data ?? []).filter((coin) => coin.name.toUpperCase().includes(query));
  }, [coins.data, search]);

  const choose = (coin: TUserCoin) => {
    if (coin.networks.length > 1) setPicking(coin);
    else navigate(fundPathOf(action, coin.id, coin.networks[0] ?? ''));
  };

  let content;
  if (coins.isPending) content = <RowsSkeleton testId="fund-select-loading" />;
  else if (!coins.data)
    content = <LoadFailed testId="fund-select-error" retrying={coins.isFetching} onRetry={() => void coins.refetch()} />;
  else if (shown.length === 0) content = <EmptyState testId="fund-select-empty" title={t('select.empty')} />;
  else {
    content = (
      <ul className="option-list" data-testid="fund-select-list">
        {shown.map((coin) => (
          <li key={coin.id}>
            <button type="button" className="option-list__item" onClick={() => choose(coin)} data-testid={`coin-select-${coin.name}`}>
              <CoinIcon name={coin.name} />
              <span className="option-list__main">
                {coin.name}
                <span className={styles.subText}>{coin.networks.join(' · ')}</span>
              </span>
              <span className="option-list__side">
                {t('select.available')} {formatCoin(coin.available, coin.name)}
              </span>
              <RightOutline className={styles.muted} />
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="stack-page">
      <PageNavBar
        title={t(`select.title.${action}`)}
        right={
          <button
            type="button"
            className={styles.navLink}
            onClick={() => navigate(`${PATHS.fundRecords}?tab=${action}`)}
            data-testid="fund-select-records"
          >
            {t('select.records')}
          </button>
        }
      />
      <div className="search-row">
        <SearchBar placeholder={t('select.search')} value={search} onChange={setSearch} data-testid="fund-select-search" />
      </div>
      {content}
      <OptionPopup
        visible={picking !== null}
        title={t('select.network', { coin: picking?.name ?? '' })}
        options={(picking?.networks ?? []).map((network) => ({ key: network, label: network, testId: `network-option-${network}` }))}
        onSelect={(network) => {
          if (picking) navigate(fundPathOf(action, picking.id, network));
        }}
        onClose={() => setPicking(null)}
        testId="network-sheet"
      />
    </div>
  );
}
