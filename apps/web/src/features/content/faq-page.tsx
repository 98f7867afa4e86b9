// FAQ and help centre (article category 18): the questions as expandable rows, a search over their
// questions and answers, and customer service for what they do not answer.
import { useDeferredValue, useMemo, useState } from 'react';
import { Button, Collapse, SearchBar } from 'antd-mobile';
import { FileOutline, SearchOutline } from 'antd-mobile-icons';
import { articleHtmlText } from '@platform/shared/article-html';
import { ARTICLE_CATEGORY } from '@platform/shared/constants';
import { LANGUAGE_LOCALES, isLang } from '@platform/shared/languages';
import type { TArticle } from '@platform/shared/schemas/site';
import { LoadFailed } from '../../components/load-failed.tsx';
import { PageNavBar } from '../../components/page-nav-bar.tsx';
import { StatusScreen } from '../../components/status-screen.tsx';
import { navigate } from '../../lib/hash-location.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PATHS } from '../../lib/paths.ts';
import { useCategoryArticles } from './api/category-articles.ts';
import { ArticleBody } from './components/article-body.tsx';
import { FaqSkeleton } from './components/content-skeleton.tsx';
import { FallbackNote } from './components/fallback-note.tsx';
import styles from './content.module.css';

/** A longer query is a paste, not a search. */
const SEARCH_LENGTH_MAX = 100;

type Question = { article: TArticle; text: string };

const normalise = (text: string) => text.toLocaleLowerCase().replace(/\s+/g, ' ').trim();

/** Every word of the query appears in the question, its summary or its answer. */
function matches(question: Question, query: string): boolean {
  return normalise(query)
    .split(' ')
    .every((word) => question.text.includes(word));
}

export default function FaqPage() {
  const { t } = useTranslation('content');
  const faq = useCategoryArticles(ARTICLE_CATEGORY.faq);
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const questions = useMemo<Question[]>(
    () =>
      (faq.data ?? []).map((article) => ({
        article,
        text: normalise(`${article.title} ${article.summary} ${articleHtmlText(article.body)}`),
      })),
    [faq.data],
  );
  const searching = deferredQuery.trim() !== '';
  const visible = searching ? questions.filter((question) => matches(question, deferredQuery)) : questions;

  const askSupport = (
    <Button color="primary" fill="outline" block onClick={() => navigate(PATHS.kefu)} data-testid="faq-support">
      {t('faq.askSupport')}
    </Button>
  );

  let content;
  if (faq.isPending) content = <FaqSkeleton />;
  else if (!faq.data) {
    content = <LoadFailed testId="faq-error" title={t('faq.failed')} onRetry={() => void faq.refetch()} retrying={faq.isFetching} />;
  } else if (questions.length === 0) {
    content = (
      <StatusScreen testId="faq-empty" icon={<FileOutline />} title={t('faq.empty')} body={t('faq.emptyHint')} actions={askSupport} />
    );
  } else if (visible.length === 0) {
    content = (
      <StatusScreen
        testId="faq-no-match"
        icon={<SearchOutline />}
        title={t('faq.noMatch', { query: deferredQuery.trim() })}
        body={t('faq.noMatchHint')}
        actions={askSupport}
      />
    );
  } else {
    content = (
      <>
        <FallbackNote articles={visible.map((question) => question.article)} />
        <Collapse className={styles.faq} data-testid="faq-list">
          {visible.map(({ article }) => (
            <Collapse.Panel
              key={String(article.id)}
              title={
                <span className={styles.faqQuestion} data-testid={`faq-question-${article.id}`}>
                  {article.title}
                </span>
              }
            >
              <div lang={isLang(article.lang) ? LANGUAGE_LOCALES[article.lang] : undefined}>
                <ArticleBody html={article.body} testId={`faq-answer-${article.id}`} />
              </div>
            </Collapse.Panel>
          ))}
        </Collapse>
        <div className={styles.pageFooter}>{askSupport}</div>
      </>
    );
  }

  return (
    <div className="stack-page">
      <PageNavBar title={t('faq.title')} />
      <div className="search-row">
        <SearchBar
          placeholder={t('faq.search')}
          value={query}
          onChange={(value) => setQuery(value.slice(0, SEARCH_LENGTH_MAX))}
          maxLength={SEARCH_LENGTH_MAX}
          data-testid="faq-search"
        />
      </div>
      {content}
    </div>
  );
}
