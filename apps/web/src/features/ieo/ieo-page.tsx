// IEO projects (/pages/ieo/ieo?tab=warm_up|in_progress|finished): each with its logo, token, prices,
// hard cap and how much of it is subscribed, its times, and a way into the project.
import { Button, Tabs } from 'antd-mobile';
import { formatDateTime, formatRate } from '@platform/shared/format';
import { IEO_STATES, type IeoState } from '@platform/shared/ieo-rules';
import type { TIeoProject } from '@platform/shared/schemas/ieo';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { PagedList } from '../../components/paged-list.tsx';
import { navigate, useHashSearch } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { requireLogin } from '../../lib/session.ts';
import { useIeoLiveUpdates, useIeoProjects } from './api/ieo.ts';
import { ProjectHead, Progress, Row, formatToken, pricesText } from './components/project-parts.tsx';
import earn from '../../components/earn.module.css';

function tabOf(search: string): IeoState {
  const tab = new URLSearchParams(search).get('tab');
  return IEO_STATES.find((state) => state === tab) ?? 'in_progress';
}

export default function IeoPage() {
  const { t } = useTranslation('ieo');
  const tab = tabOf(useHashSearch());
  useIeoLiveUpdates();
  return (
    <div className={`stack-page ${earn.page}`}>
      <PageNavBar
        title={t('title')}
        right={
          <button
            type="button"
            className={earn.link}
            onClick={() => requireLogin() && navigate(PATHS.ieoOrder)}
            data-testid="ieo-my-orders"
          >
            {t('myOrders')}
          </button>
        }
      />
      <div className={earn.intro}>
        <p className={earn.introText}>{t('intro')}</p>
      </div>
      <Tabs activeKey={tab} onChange={(key) => navigate(`${PATHS.ieo}?tab=${key}`, { replace: true })} data-testid="ieo-tabs">
        {IEO_STATES.map((state) => (
          <Tabs.Tab key={state} title={t(`state.${state}`)} />
        ))}
      </Tabs>
      <Projects key={tab} state={tab} />
    </div>
  );
}

function Projects({ state }: { state: IeoState }) {
  const { t } = useTranslation('ieo');
  return (
    <PagedList
      query={useIeoProjects(state)}
      testId="ieo-projects"
      listTestId={`ieo-projects-${state}`}
      className={earn.list}
      empty={{ title: t(`empty.${state}`) }}
    >
      {(project) => <ProjectCard project={project} />}
    </PagedList>
  );
}

function ProjectCard({ project }: { project: TIeoProject }) {
  const { t } = useTranslation('ieo');
  const open = () => navigate(`${PATHS.ieoSubscribe}?id=${project.id}`);
  const when =
    project.state === 'warm_up'
      ? { label: t('project.start'), value: formatDateTime(project.start_time) }
      : project.state === 'in_progress'
        ? { label: t('project.end'), value: formatDateTime(project.end_time) }
        : { label: t('project.distribute'), value: formatDateTime(project.distribute_time) };
  return (
    <article className={earn.card} data-testid={`ieo-project-${project.id}`}>
      <ProjectHead
        project={project}
        right={<span className={project.state === 'in_progress' ? earn.tagHolding : earn.tag}>{t(`state.${project.state}`)}</span>}
      />
      <dl className={earn.rows}>
        <Row label={t('project.price')} value={pricesText(project)} />
        <Row label={t('project.hardCap')} value={`${formatToken(project.hard_cap, project.token_decimals)} ${project.symbol}`} />
        <Row label={when.label} value={when.value} />
        {project.ratio !== null ? <Row label={t('project.ratio')} value={formatRate(project.ratio)} /> : null}
      </dl>
      <Progress project={project} />
      <Button
        className={earn.action}
        block
        color="primary"
        fill={project.subscribable ? 'solid' : 'outline'}
        onClick={open}
        data-testid={`ieo-open-${project.id}`}
      >
        {project.subscribable ? t('project.subscribe') : t('project.view')}
      </Button>
    </article>
  );
}
