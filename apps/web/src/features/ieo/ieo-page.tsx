// IEO projects (/pages/ieo/ieo?tab=warm_up|in_progress|finished): each with its logo, token, prices,
// hard cap and how much of it is subscribed, its times, and a way into the project.
import { Button, InfiniteScroll, Skeleton, Tabs } from 'antd-mobile';
import { formatDateTime } from '@platform/shared/format';
import { IEO_STATES, type IeoState } from '@platform/shared/ieo-rules';
import type { TIeoProject } from '@platform/shared/schemas/ieo';
import { LoadFailed } from '../../components/load-failed.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { StatusScreen } from '../../components/status-screen.tsx';
import { navigate, useHashSearch } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { uniqueRows } from '../../lib/paging.ts';
import { PATHS } from '../../lib/paths.ts';
import { requireLogin } from '../../lib/session.ts';
import { useIeoLiveUpdates, useIeoProjects } from './api/ieo.ts';
import { ProjectHead, Progress, Row, formatToken, pricesText } from './components/project-parts.tsx';
import styles from './components/ieo.module.css';

function tabOf(search: string): IeoState {
  const tab = new URLSearchParams(search).get('tab');
  return IEO_STATES.find((state) => state === tab) ?? 'in_progress';
}

export default function IeoPage() {
  const { t } = useTranslation('ieo');
  const tab = tabOf(useHashSearch());
  useIeoLiveUpdates();
  return (
    <div className={`stack-page ${styles.page}`}>
      <PageNavBar
        title={t('title')}
        right={
          <button
            type="button"
            className={styles.link}
            onClick={() => requireLogin() && navigate(PATHS.ieoOrder)}
            data-testid="ieo-my-orders"
          >
            {t('myOrders')}
          </button>
        }
      />
      <div className={styles.intro}>
        <p className={styles.introText}>{t('intro')}</p>
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
  const query = useIeoProjects(state);
  if (query.isPending) {
    return (
      <div className={styles.card} aria-busy="true" data-testid="ieo-projects-loading">
        <Skeleton.Paragraph lineCount={5} animated />
      </div>
    );
  }
  if (!query.data) return <LoadFailed testId="ieo-projects-error" onRetry={() => void query.refetch()} retrying={query.isFetching} />;
  const rows = uniqueRows(query.data.pages);
  if (rows.length === 0) return <StatusScreen testId="ieo-projects-empty" title={t(`empty.${state}`)} />;
  const loadMore = async () => {
    await query.fetchNextPage({ throwOnError: true, cancelRefetch: false });
  };
  return (
    <div className={styles.list}>
      <ul className={styles.plainList} data-testid={`ieo-projects-${state}`}>
        {rows.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} />
          </li>
        ))}
      </ul>
      <InfiniteScroll className={styles.listFooter} loadMore={loadMore} hasMore={query.hasNextPage}>
        {(hasMore, failed, retry) =>
          !hasMore ? (
            <span>{t('list.end')}</span>
          ) : failed ? (
            <button type="button" className={styles.link} onClick={() => void retry()}>
              {t('list.retry')}
            </button>
          ) : (
            <span>{t('list.loading')}</span>
          )
        }
      </InfiniteScroll>
    </div>
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
    <article className={styles.card} data-testid={`ieo-project-${project.id}`}>
      <ProjectHead
        project={project}
        right={<span className={project.state === 'in_progress' ? styles.tagHolding : styles.tag}>{t(`state.${project.state}`)}</span>}
      />
      <dl className={styles.rows}>
        <Row label={t('project.price')} value={pricesText(project)} />
        <Row label={t('project.hardCap')} value={`${formatToken(project.hard_cap, project.token_decimals)} ${project.symbol}`} />
        <Row label={when.label} value={when.value} />
        {project.ratio !== null ? <Row label={t('project.ratio')} value={`${project.ratio}%`} /> : null}
      </dl>
      <Progress project={project} />
      <Button
        className={styles.action}
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
