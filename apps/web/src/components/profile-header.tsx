// The signed-in user's nickname, account and identity verification state, or an invitation to log
// in. The verification state is a button to the verification screen, wherever the header shows.
import { Button } from 'antd-mobile';
import { RightOutline, UserOutline } from 'antd-mobile-icons';
import type { TUser } from '@platform/shared/schemas/account';
import { navigate } from '../lib/hash-location.ts';
import { useTranslation } from '../lib/i18n.ts';
import { PATHS } from '../lib/paths.ts';
import { useSession } from '../lib/session.ts';
import styles from './profile-header.module.css';

/** a***@example.com, 138****5678: enough to recognise, not enough to read over a shoulder. */
export function maskAccount(account: string): string {
  const at = account.indexOf('@');
  if (at > 0) return `${account.slice(0, Math.min(2, at))}***${account.slice(at)}`;
  if (account.length > 7) return `${account.slice(0, 3)}****${account.slice(-4)}`;
  return account;
}

/** `onClick`: the signed-in header opens the profile (the settings page passes it). */
export function ProfileHeader({ onClick }: { onClick?: () => void } = {}) {
  const { t } = useTranslation('common');
  const token = useSession((state) => state.token);
  const user = useSession((state) => state.user);

  if (!token) {
    return (
      <section className="profile-header" data-testid="profile-guest">
        <div className="profile-header__avatar" aria-hidden>
          <UserOutline />
        </div>
        <div className="profile-header__text">
          <p className="profile-header__name">{t('profile.guest')}</p>
          <p className="profile-header__sub">{t('profile.guestHint')}</p>
        </div>
        <Button size="small" color="primary" onClick={() => navigate(PATHS.login)} data-testid="profile-login">
          {t('action.login')}
        </Button>
      </section>
    );
  }

  const account = user ? (user.email ?? (user.phone ? `+${user.area_code} ${user.phone}` : user.account)) : '';
  const name = user ? user.nickname || maskAccount(account) : t('loading');
  const content = (
    <>
      <div className="profile-header__avatar" aria-hidden>
        {user?.head_portrait ? <img src={user.head_portrait} alt="" /> : <span>{name.slice(0, 1).toUpperCase()}</span>}
      </div>
      <div className="profile-header__text">
        <p className="profile-header__name" data-testid="profile-nickname">
          {name}
        </p>
        {user ? (
          <p className="profile-header__sub">
            {maskAccount(account)} · {t('profile.uid', { id: user.id })}
          </p>
        ) : null}
        {user ? <IdentityBadge status={user.real_status} /> : null}
      </div>
      {onClick ? <RightOutline className="menu-row__arrow" /> : null}
    </>
  );
  // A section, not a button: a button may hold only phrasing content and this holds paragraphs.
  return (
    <section
      className="profile-header"
      data-testid="profile-user"
      role={onClick ? 'button' : undefined}
      tabIndex={onClick ? 0 : undefined}
      onClick={onClick}
      onKeyDown={onClick ? (event) => (event.key === 'Enter' || event.key === ' ') && onClick() : undefined}
    >
      {content}
    </section>
  );
}

/** The verification state; tapping it opens the verification screen, not the header's own target. */
function IdentityBadge({ status }: { status: TUser['real_status'] }) {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      className={`${styles.badge} ${styles[status] ?? ''}`}
      onClick={(event) => {
        event.stopPropagation();
        navigate(PATHS.realName);
      }}
      onKeyDown={(event) => event.stopPropagation()}
      data-testid="profile-identity"
      data-state={status}
    >
      {t(`profile.identity.${status}`)}
      <RightOutline className={styles.arrow} />
    </button>
  );
}
