// Spot trading of one pair on its own page (/pages/transaction/currency?symbol=BTC/USDT): the trade
// tab's spot screen under a back bar.
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import SpotTrade from './spot-trade.tsx';

export default function CurrencyPage() {
  const { t } = useTranslation('spot');
  return (
    <div className="stack-page">
      <PageNavBar title={t('title')} />
      <SpotTrade standalone />
    </div>
  );
}
