// News (/pages/news/index, also /pages/announcement/index): the platform's announcements, newest
// first, a page at a time as the list scrolls; each row opens its article.
import { Button, DotLoading, InfiniteScroll } from 'antd-mobile';
import { ExclamationCircleOutline, FileOutline } from 'antd-mobile-icons';
import { formatDateTime } from '@platform/shared/format';
import type { TArticle } from '@platform/shared/schemas/site';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { StatusScreen } from '../../components/status-screen.tsx';
import { navigate } from '../../lib/hash-location.ts';
import { useTranslation, type Translate } from '../../lib/i18n.ts';
import { uniqueRows } from '../../lib/paging.ts';
import { articlePath } from '../../lib/paths.ts';
import { useNewsList } from './api/news-list.ts';
import { NewsListSkeleton } from './components/content-skeleton.tsx';
import styles from './content.module.css';

export default function NewsListPage() {
  const { t } = useTranslation('content');
  const news = useNewsList();
  const rows = news.data ? uniqueRows(news.data.pages) : [];

  const loadMore = async () => {
    // Throws on failure, so InfiniteScroll shows its retry instead of asking again at once.
    await news.fetchNextPage({ throwOnError: true, cancelRefetch: false });
  };

  let content;
  if (news.isPending) content = <NewsListSkeleton />;
  else if (!news.data) {
    content = (
      <StatusScreen
        testId="news-error"
        icon={<ExclamationCircleOutline />}
        title={t('listFailed')}
        body={t('checkConnection')}
        actions={
          <Button color="primary" block loading={news.isFetching} onClick={() => void news.refetch()} data-testid="news-retry">
            {t('common:action.retry')}
          </Button>
        }
      />
    );
  } else if (rows.length === 0) {
    content = <StatusScreen testId="news-empty" icon={<FileOutline />} title={t('empty')} body={t('emptyHint')} />;
  } else {
    content = (
      <>
        <p className={styles.timeZone}>{t('timeZone')}</p>
        <ul className={styles.list} data-testid="news-list" aria-label={t('listTitle')}>
          {rows.map((article) => (
            <li key={article.id}>
              <NewsRow article={article} />
            </li>
          ))}
        </ul>
        <InfiniteScroll className={styles.footer} loadMore={loadMore} hasMore={news.hasNextPage}>
          {(hasMore, failed, retry) => <ListFooter hasMore={hasMore} failed={failed} retry={retry} t={t} />}
        </InfiniteScroll>
      </>
    );
  }

  return (
    <div className="stack-page">
      <PageNavBar title={t('listTitle')} />
      {content}
    </div>
  );
}

function NewsRow({ article }: { article: TArticle }) {
  return (
    <button type="button" className={styles.row} onClick={() => navigate(articlePath(article.id))} data-testid={`news-row-${article.id}`}>
      <span className={styles.rowTitle}>{article.title}</span>
      {article.summary ? <span className={styles.rowSummary}>{article.summary}</span> : null}
      <time className={styles.rowDate} dateTime={new Date(article.created_at).toISOString()}>
        {formatDateTime(article.created_at)}
      </time>
    </button>
  );
}

function ListFooter({ hasMore, failed, retry, t }: { hasMore: boolean; failed: boolean; retry: () => void; t: Translate }) {
  if (!hasMore) return <span data-testid="news-end">{t('common:noMoreData')}</span>;
  if (failed) {
    return (
      <span>
        {t('moreFailed')}
        <button type="button" className={styles.footerRetry} onClick={retry} data-testid="news-more-retry">
          {t('common:action.retry')}
        </button>
      </span>
    );
  }
  return (
    <span>
      {t('common:loading')} <DotLoading />
    </span>
  );
}
