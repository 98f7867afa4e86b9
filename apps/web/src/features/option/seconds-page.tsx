// Seconds options of one market on its own page (/pages/transaction/seconds?symbol=BTC/USDT): the
// trade tab's options screen under a navigation bar.
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import OptionTrade from './option-trade.tsx';

export default function SecondsPage() {
  const { t } = useTranslation('option');
  return (
    <div className="stack-page">
      <PageNavBar title={t('title')} />
      <OptionTrade />
    </div>
  );
}
