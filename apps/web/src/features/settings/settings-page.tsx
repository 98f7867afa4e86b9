// Settings (/pages/setting/setting): the profile header, the account's rows (profile, security,
// identity, notifications, share, wallet settings), the app's rows (support, language, display
// currency, help, about, compliance, clear cache) and log out.
import { useState, type ReactNode } from 'react';
import { Badge, Button, Dialog, Toast } from 'antd-mobile';
import {
  BankcardOutline,
  BellOutline,
  CheckShieldOutline,
  DeleteOutline,
  EnvironmentOutline,
  FileOutline,
  GlobalOutline,
  InformationCircleOutline,
  LockOutline,
  MessageOutline,
  PayCircleOutline,
  QuestionCircleOutline,
  SendOutline,
  UserContactOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { APP_VERSION, FIAT_DEFAULT } from '@platform/shared/constants';
import { LANGUAGE_NAMES } from '@platform/shared/languages';
import { MenuRow } from '../../components/menu-row.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { ProfileHeader } from '../../components/profile-header.tsx';
import { refreshFiatRates, useFiat, useFiatStore } from '../../lib/fiat.ts';
import { navigate } from '../../lib/hash-location.ts';
import { useLang, useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { UNREAD_BADGE_MAX, unreadNotificationsQueryOptions } from '../../lib/unread-notices.ts';
import { useLogoutMutation } from './api/logout.ts';
import { clearCache, clearableBytes, formatKilobytes } from './utils/clear-cache.ts';
import styles from './settings.module.css';

export default function SettingsPage() {
  const { t: tc } = useTranslation('common');
  const token = useSession((state) => state.token);
  const user = useSession((state) => state.user);
  const logout = useLogoutMutation();

  const confirmLogout = async () => {
    const confirmed = await Dialog.confirm({
      content: tc('settings.logoutConfirm'),
      confirmText: tc('settings.logout'),
      cancelText: tc('action.cancel'),
    });
    if (!confirmed) return;
    logout.mutate(undefined, { onSettled: () => Toast.show({ content: tc('settings.loggedOut') }) });
  };

  return (
    <div className="stack-page">
      <PageNavBar title={tc('settings.title')} />
      <ProfileHeader onClick={token ? () => navigate(PATHS.userInfo) : undefined} />
      {token ? <AccountRows realStatus={user?.real_status} token={token} /> : null}
      <AppRows />
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
            {tc('settings.logout')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function AccountRows({ realStatus, token }: { realStatus: string | undefined; token: string }) {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('common');
  const unread = useQuery(unreadNotificationsQueryOptions(token));
  const unreadCount = unread.data ?? 0;
  return (
    <>
      <div className="menu-group">
        <MenuRow icon={<UserOutline />} label={t('settings.profile')} onClick={() => navigate(PATHS.userInfo)} testId="settings-profile" />
        <MenuRow
          icon={<CheckShieldOutline />}
          label={t('settings.security')}
          onClick={() => navigate(PATHS.security)}
          testId="settings-security"
        />
        <MenuRow
          icon={<UserContactOutline />}
          label={t('settings.identity')}
          value={realStatus ? <IdentityState status={realStatus} /> : undefined}
          onClick={() => navigate(PATHS.realName)}
          testId="settings-identity"
        />
        <MenuRow
          icon={<BellOutline />}
          label={t('settings.notifications')}
          value={
            unreadCount > 0 ? (
              <Badge
                content={unreadCount > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : unreadCount}
                aria-label={t('settings.unread', { count: unreadCount })}
                data-testid="settings-unread"
              />
            ) : undefined
          }
          onClick={() => navigate(PATHS.notifications)}
          testId="settings-notifications"
        />
        <MenuRow icon={<SendOutline />} label={t('settings.share')} onClick={() => navigate(PATHS.share)} testId="settings-share" />
      </div>
      <div className="menu-group">
        <MenuRow
          icon={<LockOutline />}
          label={tc('settings.payPassword')}
          onClick={() => navigate(PATHS.payPassword)}
          testId="settings-pay-password"
        />
        <MenuRow
          icon={<EnvironmentOutline />}
          label={tc('settings.addressBook')}
          onClick={() => navigate(PATHS.addressBook)}
          testId="settings-address-book"
        />
        <MenuRow
          icon={<BankcardOutline />}
          label={tc('settings.bankCard')}
          onClick={() => navigate(PATHS.bankCard)}
          testId="settings-bank-card"
        />
      </div>
    </>
  );
}

const STATE_CLASS: Record<string, string | undefined> = {
  verified: styles.stateVerified,
  pending: styles.statePending,
  failed: styles.stateFailed,
};

function IdentityState({ status }: { status: string }) {
  const { t } = useTranslation('profile');
  return (
    <span className={STATE_CLASS[status] ?? ''} data-testid="settings-identity-state">
      {t(`identityState.${status}`, { defaultValue: t('identityState.unverified') })}
    </span>
  );
}

function AppRows() {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation('common');
  const lang = useLang();
  const fiat = useFiat();
  const queryClient = useQueryClient();
  // Read again after clearing; a render is cheap next to the storage it measures.
  const [cacheBytes, setCacheBytes] = useState(clearableBytes);

  const confirmClear = async () => {
    const confirmed = await Dialog.confirm({
      content: t('settings.clearCacheConfirm'),
      confirmText: t('settings.clearCacheAction'),
      cancelText: tc('action.cancel'),
    });
    if (!confirmed) return;
    await clearCache(queryClient);
    // The display fiat was part of what was cleared: the account's own choice comes back.
    useFiatStore.getState().select(useSession.getState().user?.fiat ?? FIAT_DEFAULT);
    void refreshFiatRates(true);
    setCacheBytes(clearableBytes());
    Toast.show({ icon: 'success', content: t('settings.cacheCleared') });
  };

  const row = (icon: ReactNode, label: string, path: string, testId: string, value?: ReactNode) => (
    <MenuRow icon={icon} label={label} value={value} onClick={() => navigate(path)} testId={testId} />
  );
  return (
    <>
      <div className="menu-group">
        {row(<GlobalOutline />, tc('settings.language'), PATHS.language, 'settings-language', LANGUAGE_NAMES[lang])}
        {row(<PayCircleOutline />, tc('settings.fiat'), PATHS.fiat, 'settings-fiat', fiat.code)}
        {row(<MessageOutline />, t('settings.kefu'), PATHS.kefu, 'settings-kefu')}
      </div>
      <div className="menu-group">
        {row(<QuestionCircleOutline />, t('settings.help'), PATHS.faq, 'settings-help')}
        {row(<InformationCircleOutline />, t('settings.aboutUs'), PATHS.aboutUs, 'settings-about', `v${APP_VERSION}`)}
        {row(<FileOutline />, t('settings.compliance'), PATHS.compliance, 'settings-compliance')}
        <MenuRow
          icon={<DeleteOutline />}
          label={t('settings.clearCache')}
          value={formatKilobytes(cacheBytes)}
          onClick={() => void confirmClear()}
          testId="settings-clear-cache"
        />
      </div>
    </>
  );
}
