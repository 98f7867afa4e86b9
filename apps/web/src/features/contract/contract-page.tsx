// Contract trading of one market on its own page (/pages/transaction/contract?symbol=BTC/USDT): the
// trade tab's contract screen under a header (its market bar links to the orders).
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import ContractTrade from './contract-trade.tsx';

export default function ContractPage() {
  const { t } = useTranslation('contract');
  return (
    <div className="stack-page">
      <PageNavBar title={t('title')} />
      <ContractTrade standalone />
    </div>
  );
}
