// One article (/pages/news/detail?id=12, also /pages/announcement/info and /pages/common/article):
// its title, date and body, the body's HTML sanitized before it is shown.
import { useSearchParams } from 'wouter';
import { Button } from 'antd-mobile';
import { ExclamationCircleOutline, FileWrongOutline } from 'antd-mobile-icons';
import { formatDateTime } from '@platform/shared/format';
import { LANGUAGE_LOCALES, isLang } from '@platform/shared/languages';
import type { TArticle } from '@platform/shared/schemas/site';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { StatusScreen } from '../../components/status-screen.tsx';
import { goBack, navigate } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { isArticleMissing, useArticle } from './api/article.ts';
import { ArticleBody } from './components/article-body.tsx';
import { ArticleSkeleton } from './components/content-skeleton.tsx';
import { FallbackNote } from './components/fallback-note.tsx';
import styles from './content.module.css';
import { parseArticleId } from './utils/article-id.ts';

export default function ArticlePage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const id = parseArticleId(params.get('id'));
  const article = useArticle(id);

  let content;
  if (id === null || (article.isError && isArticleMissing(article.error))) {
    content = (
      <StatusScreen
        testId="article-not-found"
        icon={<FileWrongOutline />}
        title={t('notFound')}
        body={t('notFoundHint')}
        actions={
          <>
            <Button color="primary" block onClick={() => navigate(PATHS.news, { replace: true })} data-testid="article-to-list">
              {t('toList')}
            </Button>
            <Button block fill="none" color="primary" onClick={() => navigate(PATHS.home, { replace: true })} data-testid="article-home">
              {t('common:action.goHome')}
            </Button>
          </>
        }
      />
    );
  } else if (article.data) {
    content = <ArticleView article={article.data} />;
  } else if (article.isError) {
    content = (
      <StatusScreen
        testId="article-error"
        icon={<ExclamationCircleOutline />}
        title={t('articleFailed')}
        body={t('checkConnection')}
        actions={
          <Button color="primary" block loading={article.isFetching} onClick={() => void article.refetch()} data-testid="article-retry">
            {t('common:action.retry')}
          </Button>
        }
      />
    );
  } else content = <ArticleSkeleton />;

  return (
    <div className="stack-page">
      <PageNavBar title={t('articleNav')} onBack={() => goBack(PATHS.news)} />
      {content}
    </div>
  );
}

function ArticleView({ article }: { article: TArticle }) {
  const { t } = useTranslation('content');
  // An article not yet translated is served in English: say so to the reader, screen readers and hyphenation.
  const lang = isLang(article.lang) ? LANGUAGE_LOCALES[article.lang] : undefined;
  return (
    <>
      <FallbackNote articles={[article]} />
      <article className={styles.article} lang={lang}>
        <h1 className={styles.articleTitle} data-testid="article-title">
          {article.title}
        </h1>
        <time className={styles.articleDate} dateTime={new Date(article.created_at).toISOString()}>
          {t('published', { time: formatDateTime(article.created_at) })}
        </time>
        <ArticleBody html={article.body} testId="article-body" />
      </article>
    </>
  );
}
