// My team (/pages/setting/team): the users who registered with one's invitation code (user/invite_list),
// masked, with the day they joined and whether they are verified; read a page at a time.
import { Button, InfiniteScroll, Skeleton, Tag } from 'antd-mobile';
import { TeamOutline, UserOutline } from 'antd-mobile-icons';
import { useInfiniteQuery } from '@tanstack/react-query';
import { formatDate } from '@platform/shared/format';
import type { TInvitee } from '@platform/shared/schemas/profile';
import { LoadFailed } from '../../components/load-failed.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { StatusScreen } from '../../components/status-screen.tsx';
import { navigate } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { uniqueRows } from '../../lib/paging.ts';
import { PATHS } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { inviteesQueryOptions } from './api/invitees.ts';
import styles from './profile.module.css';

const SKELETON_ROWS = 4;

/** The day only, New York time, in the reader's order. */
function joinedDate(epochMs: number): string {
  return formatDate(epochMs);
}

export default function TeamPage() {
  const { t } = useTranslation('profile');
  const token = useSession((state) => state.token);
  const query = useInfiniteQuery(inviteesQueryOptions(token));

  return (
    <div className="stack-page">
      <PageNavBar title={t('team.title')} />
      {query.isPending ? (
        <div className={styles.skeleton} aria-busy="true" data-testid="team-loading">
          {Array.from({ length: SKELETON_ROWS }, (_, index) => (
            <Skeleton key={index} animated className={styles.skeletonLine} />
          ))}
        </div>
      ) : !query.data ? (
        <LoadFailed testId="team-error" retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : (
        <TeamList
          rows={uniqueRows(query.data.pages)}
          total={query.data.pages[0]?.total ?? 0}
          hasMore={query.hasNextPage}
          loadMore={async () => {
            // Throws on failure, so InfiniteScroll shows its retry instead of asking again at once.
            await query.fetchNextPage({ throwOnError: true, cancelRefetch: false });
          }}
        />
      )}
    </div>
  );
}

function TeamList({
  rows,
  total,
  hasMore,
  loadMore,
}: {
  rows: TInvitee[];
  total: number;
  hasMore: boolean;
  loadMore: () => Promise<void>;
}) {
  const { t } = useTranslation('profile');
  if (rows.length === 0) {
    return (
      <StatusScreen
        testId="team-empty"
        icon={<TeamOutline />}
        title={t('team.empty')}
        body={t('team.emptyHint')}
        actions={
          <Button color="primary" block onClick={() => navigate(PATHS.share)} data-testid="team-invite">
            {t('team.invite')}
          </Button>
        }
      />
    );
  }
  return (
    <>
      <div className={styles.teamSummary}>
        <span>{t('team.invited')}</span>
        <span className={styles.teamCount} data-testid="team-total">
          {total}
        </span>
      </div>
      <ul className={styles.teamList} data-testid="team-list">
        {rows.map((row) => (
          <li key={row.id} className={styles.teamRow}>
            <span className={styles.teamAvatar} aria-hidden>
              <UserOutline />
            </span>
            <div className={styles.teamMain}>
              <p className={styles.teamAccount}>{row.account}</p>
              <p className={styles.teamJoined}>{t('team.joined', { date: joinedDate(row.created_at) })}</p>
            </div>
            <Tag color={row.verified ? 'success' : 'default'} fill="outline">
              {row.verified ? t('team.verified') : t('team.unverified')}
            </Tag>
          </li>
        ))}
      </ul>
      <InfiniteScroll className={styles.listFooter} loadMore={loadMore} hasMore={hasMore}>
        {(more, failed, retry) =>
          !more ? (
            <span data-testid="team-end">{t('team.noMore')}</span>
          ) : failed ? (
            <span>
              {t('team.moreFailed')}
              <button type="button" className={styles.footerRetry} onClick={retry}>
                {t('action.retry')}
              </button>
            </span>
          ) : (
            <span>{t('team.loading')}</span>
          )
        }
      </InfiniteScroll>
    </>
  );
}
