// Advanced verification (type 2; /pages/setting/advancedreal): the front, back and hand-held photos
// with a memo, once basic verification has passed. Passing it needs both email and phone bound, so
// the screen says so, with the way to bind, before the user takes the photos.
import { Button } from 'antd-mobile';
import { UserContactOutline } from 'antd-mobile-icons';
import { useQuery } from '@tanstack/react-query';
import { formatDateTime } from '@platform/shared/format';
import type { TRealState } from '@platform/shared/schemas/identity';
import { LoadFailed } from '../../components/load-failed.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { StatusScreen } from '../../components/status-screen.tsx';
import { goBack, navigate } from '../../lib/hash-location.ts';
import { textOf, useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { realStateQueryOptions } from '../../lib/verification.ts';
import { useLiveRealState } from './api/real-state.ts';
import { AdvancedForm } from './components/advanced-form.tsx';
import { LevelStatus } from './components/level-status.tsx';
import { RealSkeleton } from './components/real-skeleton.tsx';
import { TierCard } from './components/tier-card.tsx';
import styles from './identity.module.css';

export default function AdvancedRealPage() {
  const { t } = useTranslation('identity');
  const state = useQuery(realStateQueryOptions());
  useLiveRealState();
  return (
    <div className="stack-page">
      <PageNavBar title={t('advanced.entry')} onBack={() => goBack(PATHS.realName)} />
      {state.isError ? (
        <LoadFailed onRetry={() => void state.refetch()} retrying={state.isFetching} testId="real-load-failed" />
      ) : !state.data ? (
        <RealSkeleton />
      ) : state.data.basic.state !== 'verified' ? (
        <StatusScreen
          testId="real-needs-basic"
          icon={<UserContactOutline />}
          title={t('advanced.needsBasic')}
          body={t(state.data.basic.state === 'pending' ? 'advanced.basicPendingBody' : 'advanced.needsBasicBody')}
          actions={
            <Button color="primary" block onClick={() => navigate(PATHS.realName, { replace: true })} data-testid="real-to-basic">
              {t('advanced.toBasic')}
            </Button>
          }
        />
      ) : (
        <AdvancedContent state={state.data} />
      )}
    </div>
  );
}

function BindingNotice({ state }: { state: TRealState }) {
  const { t } = useTranslation('identity');
  if (state.email_bound && state.phone_bound) return null;
  const missing = state.email_bound ? 'phone' : 'email';
  return (
    <section className={styles.card} data-testid="real-binding">
      <p className={styles.statusBody}>{textOf('identity_binding_required')}</p>
      <Button size="small" color="primary" fill="outline" onClick={() => navigate(`${PATHS.bindContact}?kind=${missing}`)}>
        {t(missing === 'phone' ? 'advanced.bindPhone' : 'advanced.bindEmail')}
      </Button>
    </section>
  );
}

function AdvancedContent({ state }: { state: TRealState }) {
  const { t } = useTranslation('identity');
  const { advanced } = state;
  const body =
    advanced.state === 'pending' && advanced.submitted_at
      ? t('status.pendingAt', { time: formatDateTime(advanced.submitted_at) })
      : advanced.state === 'failed'
        ? t('status.failedReason', { reason: advanced.reason })
        : t(`status.advanced.${advanced.state}`);
  const mayApply = advanced.state === 'unverified' || advanced.state === 'failed';
  return (
    <div className={styles.page}>
      <LevelStatus title={t('advanced.entry')} state={advanced.state} body={body} testId="real-advanced" />
      <TierCard tier={state.tier} />
      {mayApply ? (
        <>
          <BindingNotice state={state} />
          <AdvancedForm key={advanced.submitted_at ?? 0} resubmit={advanced.state === 'failed'} />
        </>
      ) : null}
    </div>
  );
}
