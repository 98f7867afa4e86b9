// An article's body HTML, cleaned by sanitize-article-html.ts before it reaches the page.
import { useMemo } from 'react';
import { sanitizeArticleHtml } from '../utils/sanitize-article-html.ts';
import styles from '../content.module.css';

export function ArticleBody({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => sanitizeArticleHtml(html), [html]);
  return <div className={styles.body} data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
