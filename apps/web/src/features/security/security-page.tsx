// The security centre (/pages/setting/security): login password, pay password, phone, email,
// two-factor, anti-phishing code and sessions, each with its state and a way to change it.
import type { ReactNode } from 'react';
import { Skeleton } from 'antd-mobile';
import {
  CheckShieldOutline,
  KeyOutline,
  LockOutline,
  AppOutline,
  CheckShieldFill,
  ExclamationShieldOutline,
  MailOutline,
  PhonebookOutline,
  SystemQRcodeOutline,
} from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import type { TSecurityState } from '@platform/shared/schemas/security';
import { LoadFailed } from '../../components/load-failed.tsx';
import { MenuRow } from '../../components/menu-row.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { goBack, navigate } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { securityStateQueryOptions } from './api/state.ts';
import styles from './security.module.css';

/** What counts towards the summary at the top: each protection beyond the login password. */
function protectionsOf(state: TSecurityState): boolean[] {
  return [state.pay_password_set, state.email !== null && state.phone !== null, state.totp_enabled, state.anti_phishing_code !== null];
}

export default function SecurityPage() {
  const { t } = useTranslation('security');
  const state = useQuery(securityStateQueryOptions());

  return (
    <div className="stack-page">
      <PageNavBar title={t('centre.title')} onBack={() => goBack(PATHS.settings)} />
      {state.data ? (
        <SecurityItems state={state.data} />
      ) : state.isError ? (
        <LoadFailed testId="security-error" retrying={state.isFetching} onRetry={() => void state.refetch()} />
      ) : (
        <div className={styles.skeleton} aria-busy="true" data-testid="security-loading">
          <Skeleton.Title animated />
          <Skeleton.Paragraph lineCount={7} animated />
        </div>
      )}
    </div>
  );
}

function StateText({ on, children, testId }: { on: boolean; children: ReactNode; testId?: string }) {
  return (
    <span className={on ? styles.on : styles.off} data-testid={testId}>
      {children}
    </span>
  );
}

function SecurityItems({ state }: { state: TSecurityState }) {
  const { t } = useTranslation('security');
  const protections = protectionsOf(state);
  const done = protections.filter(Boolean).length;
  const strong = done === protections.length;

  return (
    <>
      <section className={strong ? `${styles.summary} ${styles.summaryStrong}` : styles.summary} data-testid="security-summary">
        <span className={styles.summaryIcon} aria-hidden>
          {strong ? <CheckShieldFill /> : <ExclamationShieldOutline />}
        </span>
        <div>
          <p className={styles.summaryTitle}>{t('centre.level', { done, total: protections.length })}</p>
          <p className={styles.summaryBody}>
            {strong ? t('centre.levelStrong') : state.totp_enabled ? t('centre.levelHint') : t('centre.levelHint2fa')}
          </p>
        </div>
      </section>

      <h2 className={styles.groupTitle}>{t('centre.passwords')}</h2>
      <div className="menu-group">
        <MenuRow
          icon={<LockOutline />}
          label={t('centre.loginPassword')}
          value={t('centre.change')}
          onClick={() => navigate(PATHS.password)}
          testId="security-password"
        />
        <MenuRow
          icon={<KeyOutline />}
          label={t('centre.payPassword')}
          value={<StateText on={state.pay_password_set}>{state.pay_password_set ? t('centre.set') : t('centre.notSet')}</StateText>}
          onClick={() => navigate(PATHS.payPassword)}
          testId="security-pay-password"
        />
      </div>

      <h2 className={styles.groupTitle}>{t('centre.contacts')}</h2>
      <div className="menu-group">
        <MenuRow
          icon={<MailOutline />}
          label={t('centre.email')}
          value={<StateText on={state.email !== null}>{state.email ?? t('centre.notBound')}</StateText>}
          onClick={() => navigate(`${PATHS.bindContact}?kind=email`)}
          testId="security-email"
        />
        <MenuRow
          icon={<PhonebookOutline />}
          label={t('centre.phone')}
          value={<StateText on={state.phone !== null}>{state.phone ?? t('centre.notBound')}</StateText>}
          onClick={() => navigate(`${PATHS.bindContact}?kind=phone`)}
          testId="security-phone"
        />
      </div>

      <h2 className={styles.groupTitle}>{t('centre.protection')}</h2>
      <div className="menu-group">
        <MenuRow
          icon={<SystemQRcodeOutline />}
          label={t('centre.twoFactor')}
          value={
            <StateText on={state.totp_enabled} testId="security-two-factor-state">
              {state.totp_enabled ? t('centre.on') : t('centre.off')}
            </StateText>
          }
          onClick={() => navigate(PATHS.twoFactor)}
          testId="security-two-factor"
        />
        <MenuRow
          icon={<CheckShieldOutline />}
          label={t('centre.antiPhishing')}
          value={<StateText on={state.anti_phishing_code !== null}>{state.anti_phishing_code ?? t('centre.notSet')}</StateText>}
          onClick={() => navigate(PATHS.antiPhishing)}
          testId="security-anti-phishing"
        />
        <MenuRow
          icon={<AppOutline />}
          label={t('centre.sessions')}
          value={t('centre.sessionsCount', { count: state.sessions_active })}
          onClick={() => navigate(PATHS.sessions)}
          testId="security-sessions"
        />
      </div>
      <p className="page-note">{t('centre.note')}</p>
    </>
  );
}
