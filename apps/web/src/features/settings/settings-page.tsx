// Settings (/pages/setting/setting): the profile, language, display currency, about, log out.
import { Button, Dialog, Toast } from 'antd-mobile';
import {
  BankcardOutline,
  EnvironmentOutline,
  GlobalOutline,
  InformationCircleOutline,
  LockOutline,
  PayCircleOutline,
} from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { APP_VERSION } from '@platform/shared/constants';
import { LANGUAGE_NAMES } from '@platform/shared/languages';
import { MenuRow } from '../../components/menu-row.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { ProfileHeader } from '../../components/profile-header.tsx';
import { useFiat } from '../../lib/fiat.ts';
import { navigate } from '../../lib/hash-location.ts';
import { currentLang, useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useLogoutMutation } from './api/logout.ts';
import { siteConfigQueryOptions } from './api/site-config.ts';

export default function SettingsPage() {
  const { t } = useTranslation('common');
  const token = useSession((state) => state.token);
  const fiat = useFiat();
  const siteConfig = useQuery(siteConfigQueryOptions());
  const logout = useLogoutMutation();

  const confirmLogout = async () => {
    const confirmed = await Dialog.confirm({
      content: t('settings.logoutConfirm'),
      confirmText: t('settings.logout'),
      cancelText: t('action.cancel'),
    });
    if (!confirmed) return;
    logout.mutate(undefined, { onSettled: () => Toast.show({ content: t('settings.loggedOut') }) });
  };

  return (
    <div className="stack-page">
      <PageNavBar title={t('settings.title')} />
      <ProfileHeader />
      <div className="menu-group">
        <MenuRow
          icon={<GlobalOutline />}
          label={t('settings.language')}
          value={LANGUAGE_NAMES[currentLang()]}
          onClick={() => navigate(PATHS.language)}
          testId="settings-language"
        />
        <MenuRow
          icon={<PayCircleOutline />}
          label={t('settings.fiat')}
          value={fiat.code}
          onClick={() => navigate(PATHS.fiat)}
          testId="settings-fiat"
        />
      </div>
      {token ? (
        <div className="menu-group">
          <MenuRow
            icon={<LockOutline />}
            label={t('settings.payPassword')}
            onClick={() => navigate(PATHS.payPassword)}
            testId="settings-pay-password"
          />
          <MenuRow
            icon={<EnvironmentOutline />}
            label={t('settings.addressBook')}
            onClick={() => navigate(PATHS.addressBook)}
            testId="settings-address-book"
          />
          <MenuRow
            icon={<BankcardOutline />}
            label={t('settings.bankCard')}
            onClick={() => navigate(PATHS.bankCard)}
            testId="settings-bank-card"
          />
        </div>
      ) : null}
      <div className="menu-group">
        <MenuRow
          icon={<InformationCircleOutline />}
          label={siteConfig.data?.site_name ? t('settings.aboutSite', { site: siteConfig.data.site_name }) : t('settings.about')}
          value={t('settings.version', { version: APP_VERSION })}
          testId="settings-about"
        />
      </div>
      {token ? (
        <div className="page-actions">
          <Button
            block
            color="danger"
            fill="outline"
            loading={logout.isPending}
            onClick={() => void confirmLogout()}
            data-testid="settings-logout"
          >
            {t('settings.logout')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
