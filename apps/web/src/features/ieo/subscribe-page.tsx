// One IEO project and its subscribe form (/pages/ieo/subscribe?id=N): the token, its description and
// white paper, prices, hard cap, per-user limits and times, the allocation rule (shown before anyone
// subscribes), then the pay currency, the amount of tokens and a preview of what is frozen now and what
// the allocation would give if the project ended as subscribed now; a confirmation with the figures.
import { useMemo, useState } from 'react';
import { Button, Dialog, Skeleton, Toast } from 'antd-mobile';
import { formatAmountTrimmed, formatDateTime, formatRate } from '@platform/shared/format';
import { fromAtoms, toAtoms } from '@platform/shared/money';
import type { TIeoProject } from '@platform/shared/schemas/ieo';
import { ieoCostAtoms } from '@platform/engine/ieo';
import { LoadFailed } from '../../components/load-failed.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { StatusScreen } from '../../components/status-screen.tsx';
import { ApiError } from '../../lib/api.ts';
import { cleanAmountInput, formatCoin } from '../../lib/coin-amounts.ts';
import { navigate, useHashSearch } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useSubmissionKey } from '../../lib/submission-key.ts';
import { useIeoBalance, useIeoLiveUpdates, useIeoProject, useSubscribeIeo } from './api/ieo.ts';
import { AllocationRule, ProjectHead, Progress, Row, formatToken, pricesText } from './components/project-parts.tsx';
import styles from './components/ieo.module.css';
import earn from '../../components/earn.module.css';
import { orderPreview, orderProblem } from './utils/preview.ts';

export default function SubscribePage() {
  const { t } = useTranslation('ieo');
  const id = Number(new URLSearchParams(useHashSearch()).get('id'));
  const query = useIeoProject(Number.isSafeInteger(id) ? id : 0);
  useIeoLiveUpdates();
  let body;
  if (query.isPending && id > 0) {
    body = (
      <div className={earn.card} aria-busy="true" data-testid="ieo-subscribe-loading">
        <Skeleton.Paragraph lineCount={8} animated />
      </div>
    );
  } else if (query.error && !(query.error instanceof ApiError)) {
    body = <LoadFailed testId="ieo-subscribe-error" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  } else if (!query.data) {
    body = (
      <StatusScreen
        testId="ieo-subscribe-missing"
        title={t('subscribe.notFound')}
        actions={
          <Button color="primary" block onClick={() => navigate(PATHS.ieo, { replace: true })}>
            {t('orders.browse')}
          </Button>
        }
      />
    );
  } else {
    body = <ProjectDetail project={query.data} />;
  }
  return (
    <div className={`stack-page ${earn.page}`}>
      <PageNavBar title={query.data ? t('subscribe.title', { symbol: query.data.symbol }) : t('title')} />
      {body}
    </div>
  );
}

function ProjectDetail({ project }: { project: TIeoProject }) {
  const { t } = useTranslation('ieo');
  const token = (value: string) => `${formatToken(value, project.token_decimals)} ${project.symbol}`;
  return (
    <>
      <section className={earn.card} data-testid="ieo-detail">
        <ProjectHead
          project={project}
          right={<span className={project.state === 'in_progress' ? earn.tagHolding : earn.tag}>{t(`state.${project.state}`)}</span>}
        />
        {project.description ? <p className={styles.description}>{project.description}</p> : null}
        {project.white_paper ? (
          <a className={earn.link} href={project.white_paper} target="_blank" rel="noopener noreferrer" data-testid="ieo-white-paper">
            {t('project.whitePaper')}
          </a>
        ) : null}
        <dl className={earn.rows}>
          <Row label={t('project.price')} value={pricesText(project)} testId="ieo-prices" />
          <Row label={t('project.hardCap')} value={token(project.hard_cap)} />
          <Row label={t('project.limits')} value={`${token(project.user_min)} – ${token(project.user_max)}`} />
          <Row label={t('project.warmup')} value={formatDateTime(project.warmup_time)} />
          <Row label={t('project.start')} value={formatDateTime(project.start_time)} />
          <Row label={t('project.end')} value={formatDateTime(project.end_time)} />
          <Row label={t('project.distribute')} value={formatDateTime(project.distribute_time)} />
          {project.ratio !== null ? <Row label={t('project.ratio')} value={formatRate(project.ratio)} testId="ieo-project-ratio" /> : null}
        </dl>
        <Progress project={project} />
      </section>
      <AllocationRule project={project} />
      {project.subscribable ? (
        <SubscribeForm project={project} />
      ) : (
        <p className={earn.note} data-testid="ieo-closed-note">
          {project.state === 'warm_up'
            ? t('subscribe.opensAt', { time: formatDateTime(project.start_time) })
            : project.state === 'in_progress'
              ? t('texts:ieo_project_closed')
              : project.allocated
                ? t('subscribe.allocated', { ratio: formatAmountTrimmed(project.ratio ?? '0', 4, 0) })
                : t('subscribe.ended', { time: formatDateTime(project.distribute_time) })}
        </p>
      )}
    </>
  );
}

function SubscribeForm({ project }: { project: TIeoProject }) {
  const { t } = useTranslation('ieo');
  const signedIn = useSession((state) => state.token !== null);
  const [payId, setPayId] = useState(project.prices[0]?.currency_id);
  const price = project.prices.find((candidate) => candidate.currency_id === payId) ?? project.prices[0];
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const balance = useIeoBalance(signedIn ? price?.currency_id : undefined);
  const subscribe = useSubscribeIeo();
  const { keyFor, settle } = useSubmissionKey();
  const available = balance.data?.available ?? null;
  const pay = price?.currency ?? '';
  const money = (value: string) => `${formatCoin(value, pay)} ${pay}`;
  const token = (value: string) => `${formatToken(value, project.token_decimals)} ${project.symbol}`;
  const problem = amount ? orderProblem(project, amount, price?.price, available) : null;
  const preview = useMemo(() => (problem || !price ? null : orderPreview(project, amount, price.price)), [problem, project, amount, price]);
  const problemText = problem ? t(`texts:${problem.key}`, problem.params) : null;
  const shownError = (touched && problemText) || serverError;
  const maxAtoms = useMemo(() => {
    if (!price || available === null) return null;
    const remaining = toAtoms(project.user_remaining ?? project.user_max);
    const step = 10n ** BigInt(8 - project.token_decimals);
    // The most tokens the balance pays for, at the token's precision.
    let affordable = (toAtoms(available) * 100_000_000n) / toAtoms(price.price);
    affordable -= affordable % step;
    while (affordable > 0n && ieoCostAtoms(affordable, toAtoms(price.price)) > toAtoms(available)) affordable -= step;
    return affordable < remaining ? affordable : remaining;
  }, [price, available, project]);

  const submit = async () => {
    setTouched(true);
    if (!amount || problem || !preview || !price) return;
    const confirmed = await Dialog.confirm({
      title: t('subscribe.confirmTitle'),
      content: (
        <div data-testid="ieo-confirm">
          <dl className={earn.dialogRows}>
            <Row label={t('subscribe.amount')} value={token(amount)} strong />
            <Row label={t('subscribe.price')} value={money(price.price)} />
            <Row label={t('subscribe.cost')} value={money(preview.cost)} strong />
            <Row label={t('project.distribute')} value={formatDateTime(project.distribute_time)} />
          </dl>
          <p className={earn.dialogNote}>{t('subscribe.confirmNote')}</p>
        </div>
      ),
      confirmText: t('subscribe.confirm'),
      cancelText: t('back'),
    });
    if (!confirmed) return;
    const request = { project_id: project.id, amount: amount.trim(), pay_currency: price.currency_id, price: price.price };
    try {
      await subscribe.mutateAsync({ request, idempotencyKey: keyFor(request) });
      settle();
      Toast.show({ icon: 'success', content: t('subscribe.success') });
      navigate(PATHS.ieoOrder, { replace: true });
    } catch (error) {
      settle(error);
      setServerError(error instanceof ApiError ? error.message : t('texts:failed'));
    }
  };

  return (
    <>
      <div className={earn.form}>
        <span className={earn.fieldLabel}>
          <span>{t('subscribe.payWith')}</span>
        </span>
        <div className={styles.choices} role="radiogroup">
          {project.prices.map((candidate) => (
            <button
              key={candidate.currency_id}
              type="button"
              role="radio"
              aria-checked={candidate.currency_id === price?.currency_id}
              className={candidate.currency_id === price?.currency_id ? styles.choiceActive : styles.choice}
              onClick={() => {
                setPayId(candidate.currency_id);
                setServerError(null);
              }}
              data-testid={`ieo-pay-${candidate.currency}`}
            >
              {candidate.currency}
            </button>
          ))}
        </div>
        <label className={earn.fieldLabel} htmlFor="ieo-amount">
          <span>{t('subscribe.amount')}</span>
          {available !== null ? <span>{t('subscribe.available', { amount: formatCoin(available, pay), coin: pay })}</span> : null}
        </label>
        <div className={shownError ? earn.inputInvalid : earn.inputBox}>
          <input
            id="ieo-amount"
            inputMode="decimal"
            autoComplete="off"
            value={amount}
            placeholder={t('subscribe.placeholder', { minimum: formatToken(project.user_min, project.token_decimals) })}
            onChange={(event) => {
              setAmount(cleanAmountInput(event.target.value));
              setServerError(null);
            }}
            onBlur={() => setTouched(Boolean(amount))}
            aria-invalid={Boolean(shownError)}
            data-testid="ieo-amount"
          />
          <span>{project.symbol}</span>
          {maxAtoms !== null && maxAtoms > 0n ? (
            <button type="button" className={earn.link} onClick={() => setAmount(fromAtoms(maxAtoms))} data-testid="ieo-max">
              {t('subscribe.max')}
            </button>
          ) : null}
        </div>
        {shownError ? (
          <p className={earn.error} role="alert" data-testid="ieo-amount-error">
            {shownError}
          </p>
        ) : project.user_remaining !== null ? (
          <p className={earn.hint}>{t('subscribe.youMay', { amount: token(project.user_remaining) })}</p>
        ) : null}
      </div>

      <section className={earn.card} data-testid="ieo-preview">
        <h2 className={earn.summaryTitle}>{t('subscribe.preview')}</h2>
        <dl className={earn.rows}>
          <Row label={t('subscribe.cost')} value={preview ? money(preview.cost) : '--'} testId="ieo-preview-cost" strong />
          <Row label={t('subscribe.ratioNow')} value={preview ? formatRate(preview.ratio) : '--'} testId="ieo-preview-ratio" />
          <Row label={t('subscribe.allocatedNow')} value={preview ? token(preview.allocated) : '--'} testId="ieo-preview-allocated" />
          <Row label={t('subscribe.refundNow')} value={preview ? money(preview.refund) : '--'} testId="ieo-preview-refund" />
        </dl>
      </section>
      <p className={earn.note}>{t('subscribe.previewNote')}</p>
      <div className={earn.submit}>
        {!signedIn ? (
          <Button block color="primary" onClick={() => navigate(PATHS.login)}>
            {t('subscribe.login')}
          </Button>
        ) : (
          <Button block color="primary" loading={subscribe.isPending} onClick={() => void submit()} data-testid="ieo-submit">
            {t('subscribe.confirm')}
          </Button>
        )}
      </div>
    </>
  );
}
