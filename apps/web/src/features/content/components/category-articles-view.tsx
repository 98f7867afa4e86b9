// The articles of one category as a page (contact us, operational compliance): loading, failed
// with a retry, empty, or each article's body (with its title when there are several).
import type { ReactNode } from 'react';
import { FileOutline } from 'antd-mobile-icons';
import { LANGUAGE_LOCALES, isLang } from '@platform/shared/languages';
import { LoadFailed } from '../../../components/load-failed.tsx';
import { StatusScreen } from '../../../components/status-screen.tsx';
import { useCategoryArticles } from '../api/category-articles.ts';
import styles from '../content.module.css';
import { ArticleBody } from './article-body.tsx';
import { ArticleSkeleton } from './content-skeleton.tsx';
import { FallbackNote } from './fallback-note.tsx';

type Props = {
  categoryId: number;
  testId: string;
  failedTitle: string;
  emptyTitle: string;
  /** Shown under the articles, and on the empty page too (a way to reach a person). */
  footer?: ReactNode;
};

export function CategoryArticlesView({ categoryId, testId, failedTitle, emptyTitle, footer }: Props) {
  const articles = useCategoryArticles(categoryId);
  if (articles.isPending) return <ArticleSkeleton />;
  if (!articles.data) {
    return (
      <LoadFailed testId={`${testId}-error`} title={failedTitle} onRetry={() => void articles.refetch()} retrying={articles.isFetching} />
    );
  }
  if (articles.data.length === 0) {
    return <StatusScreen testId={`${testId}-empty`} icon={<FileOutline />} title={emptyTitle} actions={footer} />;
  }
  const several = articles.data.length > 1;
  return (
    <div className={styles.page} data-testid={testId}>
      <FallbackNote articles={articles.data} />
      {articles.data.map((article) => (
        <section key={article.id} className={styles.pageSection} lang={isLang(article.lang) ? LANGUAGE_LOCALES[article.lang] : undefined}>
          {several ? <h2 className={styles.sectionTitle}>{article.title}</h2> : null}
          <ArticleBody html={article.body} testId={`${testId}-body`} />
        </section>
      ))}
      {footer ? <div className={styles.pageFooter}>{footer}</div> : null}
    </div>
  );
}
