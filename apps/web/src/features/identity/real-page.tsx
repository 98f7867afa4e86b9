// Identity verification, basic (type 1; /pages/setting/real): where it stands, the limits of the
// user's tier and of the next one, the form while not verified (again after a failure, with the
// reason), and the way to advanced verification. Actions that answer 998 bring the user here.
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@platform/shared/format';
import type { TRealState } from '@platform/shared/schemas/identity';
import { LoadFailed } from '../../components/load-failed.tsx';
import { MenuRow } from '../../components/menu-row.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { goBack, navigate } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { realStateQueryOptions } from '../../lib/verification.ts';
import { useLiveRealState } from './api/real-state.ts';
import { BasicForm } from './components/basic-form.tsx';
import { LevelStatus } from './components/level-status.tsx';
import { RealSkeleton } from './components/real-skeleton.tsx';
import { TierCard } from './components/tier-card.tsx';
import styles from './identity.module.css';

export default function RealPage() {
  const { t } = useTranslation('identity');
  const state = useQuery(realStateQueryOptions());
  useLiveRealState();
  return (
    <div className="stack-page">
      <PageNavBar title={t('title')} onBack={() => goBack(PATHS.settings)} />
      {state.isError ? (
        <LoadFailed onRetry={() => void state.refetch()} retrying={state.isFetching} testId="real-load-failed" />
      ) : !state.data ? (
        <RealSkeleton />
      ) : (
        <RealContent state={state.data} />
      )}
    </div>
  );
}

function BasicStatusBody({ basic }: { basic: TRealState['basic'] }) {
  const { t } = useTranslation('identity');
  if (basic.state === 'pending' && basic.submitted_at) return <>{t('status.pendingAt', { time: formatDateTime(basic.submitted_at) })}</>;
  if (basic.state === 'failed') return <span data-testid="real-basic-reason">{t('status.failedReason', { reason: basic.reason })}</span>;
  if (basic.state === 'verified' && basic.id_type) {
    return <>{t('status.verifiedAs', { name: basic.name, document: t(`idTypes.${basic.id_type}`), number: basic.card_id })}</>;
  }
  return <>{t(`status.${basic.state}`)}</>;
}

function RealContent({ state }: { state: TRealState }) {
  const { t } = useTranslation('identity');
  const { basic, advanced } = state;
  const mayApply = basic.state === 'unverified' || basic.state === 'failed';
  return (
    <div className={styles.page}>
      <LevelStatus title={t('basic.title')} state={basic.state} body={<BasicStatusBody basic={basic} />} testId="real-basic" />
      <TierCard tier={state.tier} />
      {mayApply ? <BasicForm key={basic.submitted_at ?? 0} resubmit={basic.state === 'failed'} /> : null}
      <div className={`menu-group ${styles.group}`}>
        <MenuRow
          label={t('advanced.entry')}
          value={<span className={styles[advanced.state]}>{t(`state.${advanced.state}`)}</span>}
          onClick={() => navigate(PATHS.advancedReal)}
          testId="real-advanced-link"
        />
      </div>
    </div>
  );
}
