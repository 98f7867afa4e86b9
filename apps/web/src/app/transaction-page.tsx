// The trade tab (/pages/transaction/index): spot, contract and seconds options, one at a time, each
// loaded when first opened. ?tab= and ?symbol= say which product and market, so a market's page can
// link straight to trading it. It lives in app/ because it composes three areas (features never
// import each other).
import { Tabs } from 'antd-mobile';
import { TabPageHeader } from '../components/tab-page-header.tsx';
import { navigate, useHashSearch } from '../lib/hash-location.ts';
import { useTranslation } from '../lib/i18n.ts';
import { tradePath, type TradeTab } from '../lib/paths.ts';
import { lazyPage } from './lazy-page.tsx';

const SpotTrade = lazyPage(() => import('../features/spot/spot-trade.tsx'));
const ContractTrade = lazyPage(() => import('../features/contract/contract-trade.tsx'));
const OptionTrade = lazyPage(() => import('../features/option/option-trade.tsx'));

const TABS: readonly TradeTab[] = ['spot', 'contract', 'options'];

function tabOf(search: string): TradeTab {
  const tab = new URLSearchParams(search).get('tab');
  return TABS.includes(tab as TradeTab) ? (tab as TradeTab) : 'spot';
}

export default function TransactionPage() {
  const { t } = useTranslation('common');
  const search = useHashSearch();
  const tab = tabOf(search);
  const symbol = new URLSearchParams(search).get('symbol') ?? undefined;
  return (
    <>
      <TabPageHeader title={t('tab.transaction')} />
      <Tabs
        activeKey={tab}
        onChange={(key) => navigate(tradePath(key as TradeTab, symbol), { replace: true })}
        style={{ '--title-font-size': '15px' }}
        data-testid="trade-tabs"
      >
        {TABS.map((key) => (
          <Tabs.Tab key={key} title={t(`trade.${key}`)} />
        ))}
      </Tabs>
      {tab === 'spot' && <SpotTrade />}
      {tab === 'contract' && <ContractTrade />}
      {tab === 'options' && <OptionTrade />}
    </>
  );
}
