// Active sessions and devices (/pages/setting/sessions): where the account is signed in, this device
// first-class, and signing one or all other devices out (their next call answers 999).
import { Button, Dialog, Skeleton, Tag, Toast } from 'antd-mobile';
import { AppOutline, GlobalOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@platform/shared/format';
import type { TSession } from '@platform/shared/schemas/security';
import { LoadFailed } from '../../components/load-failed.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { goBack } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { sessionsQueryOptions, useRevokeOtherSessionsMutation, useRevokeSessionMutation } from './api/sessions.ts';
import styles from './security.module.css';

const MOBILE_SYSTEMS: ReadonlySet<string> = new Set(['iOS', 'Android']);

export default function SessionsPage() {
  const { t } = useTranslation('security');
  const sessions = useQuery(sessionsQueryOptions());

  return (
    <div className="stack-page">
      <PageNavBar title={t('sessions.title')} onBack={() => goBack(PATHS.security)} />
      {sessions.data ? (
        <SessionList sessions={sessions.data} />
      ) : sessions.isError ? (
        <LoadFailed testId="sessions-error" retrying={sessions.isFetching} onRetry={() => void sessions.refetch()} />
      ) : (
        <div className={styles.skeleton} aria-busy="true" data-testid="sessions-loading">
          <Skeleton.Paragraph lineCount={6} animated />
        </div>
      )}
    </div>
  );
}

function SessionList({ sessions }: { sessions: TSession[] }) {
  const { t } = useTranslation('security');
  const revokeOthers = useRevokeOtherSessionsMutation();
  // This device first, then the most recently active.
  const ordered = [...sessions].sort((a, b) => Number(b.current) - Number(a.current) || b.last_seen_at - a.last_seen_at);
  const others = sessions.filter((session) => !session.current).length;

  const signOutOthers = async () => {
    const go = await Dialog.confirm({
      content: t('sessions.signOutOthersConfirm', { count: others }),
      confirmText: t('sessions.signOutOthers'),
      cancelText: t('common:action.cancel'),
    });
    if (go) revokeOthers.mutate(undefined, { onSuccess: (message) => Toast.show({ icon: 'success', content: message }) });
  };

  return (
    <>
      <p className="page-note">{t('sessions.hint')}</p>
      <ul className={styles.sessionList} data-testid="sessions-list">
        {ordered.map((session) => (
          <SessionItem key={session.id} session={session} />
        ))}
      </ul>
      <div className="page-actions">
        {others > 0 ? (
          <Button
            block
            color="danger"
            fill="outline"
            loading={revokeOthers.isPending}
            onClick={() => void signOutOthers()}
            data-testid="sessions-sign-out-others"
          >
            {t('sessions.signOutOthers')}
          </Button>
        ) : (
          <p className={styles.hint} data-testid="sessions-only-this">
            {t('sessions.onlyThis')}
          </p>
        )}
      </div>
    </>
  );
}

function SessionItem({ session }: { session: TSession }) {
  const { t } = useTranslation('security');
  const revoke = useRevokeSessionMutation();
  const name = [session.browser, session.os].filter(Boolean).join(' · ') || t('sessions.unknownDevice');

  const signOut = async () => {
    const go = await Dialog.confirm({
      content: t('sessions.signOutConfirm', { device: name }),
      confirmText: t('sessions.signOut'),
      cancelText: t('common:action.cancel'),
    });
    if (go) revoke.mutate(session.id, { onSuccess: (message) => Toast.show({ icon: 'success', content: message }) });
  };

  return (
    <li className={styles.session} data-testid={session.current ? 'session-current' : 'session-other'}>
      <span className={styles.sessionIcon} aria-hidden>
        {MOBILE_SYSTEMS.has(session.os) ? <AppOutline /> : <GlobalOutline />}
      </span>
      <div className={styles.sessionMain}>
        <p className={styles.sessionName}>
          {name}
          {session.current ? (
            <Tag color="primary" fill="outline">
              {t('sessions.thisDevice')}
            </Tag>
          ) : null}
        </p>
        <p className={styles.sessionLine}>{t('sessions.ip', { ip: session.ip || '-' })}</p>
        <p className={styles.sessionLine}>{t('sessions.signedIn', { time: formatDateTime(session.created_at) })}</p>
        <p className={styles.sessionLine}>
          {session.current ? t('sessions.activeNow') : t('sessions.lastSeen', { time: formatDateTime(session.last_seen_at) })}
        </p>
      </div>
      {session.current ? null : (
        <Button
          className={styles.sessionAction}
          size="small"
          loading={revoke.isPending}
          onClick={() => void signOut()}
          data-testid="session-sign-out"
        >
          {t('sessions.signOut')}
        </Button>
      )}
    </li>
  );
}
