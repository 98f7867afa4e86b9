// Articles: the app's news, banners, help, about, contact, compliance and share texts, by category
// and state, with the languages each is written in; a row opens the editor, where an article is
// translated, published, made the home pop-up or deleted.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { LANGUAGES } from '@platform/shared/languages';
import type { TAdminArticleRow } from '@platform/shared/schemas/content';
import { DataTable, type Column } from '../../components/data-table.tsx';
import { Pager } from '../../components/pager.tsx';
import { Tabs, type Tab } from '../../components/tabs.tsx';
import { timeText } from '../../lib/format.ts';
import { ARTICLES_PAGE_LIMIT, articlesQuery, type CategoryFilter, type StateFilter } from './api.ts';
import { ArticleEditor } from './article-editor.tsx';
import { CATEGORY_ORDER, categoryLabel, languageLabel } from './article-labels.ts';
import './articles.css';

const CATEGORY_TABS: Tab<string>[] = [
  { value: 'all', label: 'All' },
  ...CATEGORY_ORDER.map((id) => ({ value: String(id), label: categoryLabel(id) })),
];
const STATE_TABS: Tab<StateFilter>[] = [
  { value: 'all', label: 'Any state' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Drafts' },
];

function Languages({ langs }: { langs: string[] }) {
  const missing = LANGUAGES.length - langs.length;
  return (
    <span className="lang-chips" title={langs.map(languageLabel).join(', ')}>
      {langs.map((lang) => (
        <span key={lang} className="lang-chip">
          {lang}
        </span>
      ))}
      {missing > 0 && <span className="muted lang-missing">{`${missing} to translate`}</span>}
    </span>
  );
}

const COLUMNS: Column<TAdminArticleRow>[] = [
  {
    key: 'title',
    header: 'Title (English)',
    render: (row) => (
      <span className="two-lines">
        <span className="article-title-cell">
          {row.title}
          {row.pop && <span className="badge badge-pop">Home pop-up</span>}
        </span>
        <span className="sub">{categoryLabel(row.category_id)}</span>
      </span>
    ),
    wrap: true,
  },
  { key: 'langs', header: 'Languages', render: (row) => <Languages langs={row.langs} />, wrap: true, width: '34%' },
  {
    key: 'state',
    header: 'State',
    render: (row) =>
      row.published ? <span className="badge badge-success">Published</span> : <span className="badge badge-review">Draft</span>,
    width: '110px',
  },
  { key: 'date', header: 'Dated', render: (row) => timeText(row.created_at), width: '170px' },
];

type Editing = { groupKey: string } | { groupKey: null } | null;

export function ArticlesPage() {
  const [category, setCategory] = useState<CategoryFilter>('all');
  const [state, setState] = useState<StateFilter>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const articles = useQuery(articlesQuery(category, state, page));
  const emptyText = state === 'draft' ? 'No drafts here.' : state === 'published' ? 'Nothing published here yet.' : 'No articles here yet.';

  return (
    <section className="page">
      <header className="page-header articles-header">
        <div>
          <h1>Articles</h1>
          <p>
            What the app shows in news, banners, the help centre, about us, contact and compliance. Write English first; every other
            language falls back to it until it is translated.
          </p>
        </div>
        <button type="button" className="btn btn-primary" onClick={() => setEditing({ groupKey: null })} data-testid="article-new">
          New article
        </button>
      </header>
      <div className="card">
        <div className="card-toolbar articles-toolbar">
          <Tabs
            label="Category"
            tabs={CATEGORY_TABS}
            value={String(category)}
            onChange={(value) => {
              setCategory(value === 'all' ? 'all' : Number(value));
              setPage(1);
            }}
          />
        </div>
        <div className="card-toolbar">
          <Tabs
            label="State"
            tabs={STATE_TABS}
            value={state}
            onChange={(value) => {
              setState(value);
              setPage(1);
            }}
          />
          <button type="button" className="btn btn-small" onClick={() => void articles.refetch()} disabled={articles.isFetching}>
            {articles.isFetching ? 'Refreshing…' : 'Refresh'}
          </button>
        </div>
        <DataTable
          label="Articles"
          columns={COLUMNS}
          rows={articles.data?.data}
          rowKey={(row) => row.group_key}
          isLoading={articles.isFetching}
          error={articles.error}
          onRetry={() => void articles.refetch()}
          emptyText={emptyText}
          onRowClick={(row) => setEditing({ groupKey: row.group_key })}
          selectedKey={editing?.groupKey ?? null}
        />
        {articles.data && articles.data.total > 0 && (
          <Pager page={page} limit={ARTICLES_PAGE_LIMIT} total={articles.data.total} onPage={setPage} />
        )}
      </div>
      {editing && (
        <ArticleEditor
          key={editing.groupKey ?? 'new'}
          groupKey={editing.groupKey}
          defaultCategory={category === 'all' ? undefined : category}
          onCreated={(groupKey) => setEditing({ groupKey })}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
