// Financial tab (/pages/financial/index): staking and other products are not open yet; visitors are
// asked to log in first, as the products are tied to an account.
import { LoginPrompt } from '../../components/login-prompt.tsx';
import { TabPageHeader } from '../../components/tab-page-header.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { OpeningSoon } from './opening-soon.tsx';

export default function FinancialPage() {
  const { t } = useTranslation('common');
  const token = useSession((state) => state.token);
  return (
    <>
      <TabPageHeader title={t('tab.financial')} />
      {token ? <OpeningSoon area="financial" /> : <LoginPrompt />}
    </>
  );
}
