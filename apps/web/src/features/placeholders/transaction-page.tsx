// Trade tab (/pages/transaction/index): spot, contract and seconds-option trading are not open yet.
import { useTranslation } from '../../lib/i18n.ts';
import { OpeningSoon, TabPageHeader } from './opening-soon.tsx';

export default function TransactionPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <TabPageHeader title={t('tab.transaction')} />
      <OpeningSoon area="transaction" />
    </>
  );
}
