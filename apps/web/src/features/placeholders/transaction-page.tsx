// Trade tab (/pages/transaction/index): spot, contract and seconds-option trading are not open yet.
import { TabPageHeader } from '../../components/tab-page-header.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { OpeningSoon } from './opening-soon.tsx';

export default function TransactionPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <TabPageHeader title={t('tab.transaction')} />
      <OpeningSoon area="transaction" />
    </>
  );
}
