// Assets tab (/pages/fund/assets), behind the login guard: the account and settings, and a plain
// note that the wallet is not open yet. No balance is shown because none is served yet.
import { SetOutline } from 'antd-mobile-icons';
import { MenuRow } from '../../components/menu-row.tsx';
import { ProfileHeader } from '../../components/profile-header.tsx';
import { navigate } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { OpeningSoon, TabPageHeader } from '../placeholders/opening-soon.tsx';

export default function AssetsPage() {
  const { t } = useTranslation('common');
  return (
    <>
      <TabPageHeader title={t('tab.assets')} />
      <ProfileHeader />
      <div className="menu-group">
        <MenuRow icon={<SetOutline />} label={t('settings.title')} onClick={() => navigate(PATHS.settings)} testId="assets-settings" />
      </div>
      <OpeningSoon area="assets" />
    </>
  );
}
