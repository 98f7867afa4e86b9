// One article in a side panel: its state (published, home pop-up) with the actions that change it,
// its settings (category, link, cover), and a tab per language with that language's text. Each
// save writes one language together with the settings. Unsaved text of every tab is kept while the
// admin moves between tabs, and closing asks before it is lost.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ARTICLE_CATEGORY } from '@platform/shared/constants';
import { LANGUAGES, LANGUAGE_NAMES, LANG_DEFAULT, type Lang } from '@platform/shared/languages';
import { ZAdminArticleSaveRequest, type TAdminArticle } from '@platform/shared/schemas/content';
import { notify } from '../../components/notices.tsx';
import { SidePanel } from '../../components/side-panel.tsx';
import { Failed, Loading } from '../../components/states.tsx';
import { errorText } from '../../lib/api.ts';
import { timeText } from '../../lib/format.ts';
import { validationText } from '../../lib/forms.ts';
import { articleQuery, useChangeArticle, useDeleteArticle, type ArticleChange } from './api.ts';
import { CATEGORY_ORDER, categoryLabel } from './article-labels.ts';
import { CoverField } from './cover-field.tsx';
import { TranslationForm, type TranslationText } from './translation-form.tsx';

type Settings = { category_id: number; cover: string; link: string };

const EMPTY_TEXT: TranslationText = { title: '', summary: '', body: '' };

function savedText(article: TAdminArticle | undefined, lang: Lang): TranslationText | undefined {
  const translation = article?.translations.find((entry) => entry.lang === lang);
  return translation ? { title: translation.title, summary: translation.summary, body: translation.body } : undefined;
}

const sameText = (a: TranslationText, b: TranslationText) => a.title === b.title && a.summary === b.summary && a.body === b.body;

type Props = {
  /** null: a new article. */
  groupKey: string | null;
  defaultCategory?: number;
  onCreated: (groupKey: string) => void;
  onClose: () => void;
};

export function ArticleEditor({ groupKey, defaultCategory, onCreated, onClose }: Props) {
  const article = useQuery({ ...articleQuery(groupKey ?? ''), enabled: groupKey !== null });
  if (groupKey !== null && !article.data) {
    return (
      <SidePanel title="Article" onClose={onClose}>
        {article.error ? <Failed error={article.error} onRetry={() => void article.refetch()} /> : <Loading label="Loading the article…" />}
      </SidePanel>
    );
  }
  return <Editor article={article.data} defaultCategory={defaultCategory} onCreated={onCreated} onClose={onClose} />;
}

function Editor({
  article,
  defaultCategory,
  onCreated,
  onClose,
}: {
  article: TAdminArticle | undefined;
  defaultCategory?: number;
  onCreated: (groupKey: string) => void;
  onClose: () => void;
}) {
  const change = useChangeArticle();
  const [settings, setSettings] = useState<Settings>(() => ({
    category_id: article?.category_id ?? defaultCategory ?? ARTICLE_CATEGORY.news,
    cover: article?.cover ?? '',
    link: article?.link ?? '',
  }));
  const [lang, setLang] = useState<Lang>(LANG_DEFAULT);
  const [drafts, setDrafts] = useState<Partial<Record<Lang, TranslationText>>>({});
  const [problem, setProblem] = useState('');

  const textOf = (of: Lang) => drafts[of] ?? savedText(article, of) ?? EMPTY_TEXT;
  const isDirty = (of: Lang) => {
    const draft = drafts[of];
    return draft !== undefined && !sameText(draft, savedText(article, of) ?? EMPTY_TEXT);
  };
  const settingsDirty =
    article !== undefined &&
    (settings.category_id !== article.category_id || settings.cover !== article.cover || settings.link !== article.link);
  const anyDirty = settingsDirty || LANGUAGES.some(isDirty) || (article === undefined && drafts.en !== undefined);

  const close = () => {
    if (anyDirty && !window.confirm('Close without saving? The unsaved changes are lost.')) return;
    onClose();
  };

  const save = () => {
    const parsed = ZAdminArticleSaveRequest.safeParse({ ...settings, ...textOf(lang), group_key: article?.group_key, language: lang });
    if (!parsed.success) return setProblem(validationText(parsed.error));
    setProblem('');
    change.mutate(
      { call: 'save', input: parsed.data },
      {
        onSuccess: (saved) => {
          setDrafts(({ [lang]: _saved, ...rest }) => rest);
          setSettings({ category_id: saved.category_id, cover: saved.cover, link: saved.link });
          notify(`${LANGUAGE_NAMES[lang]} saved`);
          if (!article) onCreated(saved.group_key);
        },
        onError: (error) => setProblem(errorText(error)),
      },
    );
  };

  const saved = savedText(article, lang);
  const title = article ? (savedText(article, LANG_DEFAULT)?.title ?? 'Article') : 'New article';
  return (
    <SidePanel title={title} onClose={close}>
      <div className="article-editor" data-testid="article-editor">
        {article && <StateBar article={article} onDeleted={onClose} />}
        <Settings settings={settings} onChange={setSettings} />
        <LanguageTabs
          article={article}
          active={lang}
          isDirty={isDirty}
          onChange={(next) => {
            setProblem('');
            setLang(next);
          }}
        />
        {!saved && lang !== LANG_DEFAULT && (
          <div className="alert alert-info translation-missing">
            Not translated yet: readers in {LANGUAGE_NAMES[lang]} see the English version.{' '}
            <button
              type="button"
              className="link-button"
              onClick={() => setDrafts((current) => ({ ...current, [lang]: textOf(LANG_DEFAULT) }))}
            >
              Start from the English text
            </button>
          </div>
        )}
        <TranslationForm
          key={lang}
          lang={lang}
          text={textOf(lang)}
          onChange={(text) => setDrafts((current) => ({ ...current, [lang]: text }))}
        />
        {problem && (
          <div className="alert alert-error" role="alert" data-testid="article-problem">
            {problem}
          </div>
        )}
        <div className="editor-actions">
          <button type="button" className="btn btn-primary" disabled={change.isPending} onClick={save} data-testid="article-save">
            {change.isPending && change.variables?.call === 'save' ? 'Saving…' : `Save ${LANGUAGE_NAMES[lang]}`}
          </button>
          {settingsDirty && <span className="badge badge-review">Settings not saved yet</span>}
          <span className="hint">
            {article?.published ? 'Published: readers see the change at once.' : 'A draft: readers see nothing until it is published.'}{' '}
            Category, link and cover are saved with it.
          </span>
          {saved && lang !== LANG_DEFAULT && article && <DeleteTranslation article={article} lang={lang} />}
        </div>
      </div>
    </SidePanel>
  );
}

function Settings({ settings, onChange }: { settings: Settings; onChange: (settings: Settings) => void }) {
  const showCover = settings.category_id === ARTICLE_CATEGORY.banner || settings.cover !== '';
  return (
    <fieldset className="article-settings">
      <label className="form-field">
        <span>Category</span>
        <select
          className="select"
          value={settings.category_id}
          onChange={(event) => onChange({ ...settings, category_id: Number(event.target.value) })}
          data-testid="article-category"
        >
          {CATEGORY_ORDER.map((id) => (
            <option key={id} value={id}>
              {categoryLabel(id)}
            </option>
          ))}
        </select>
      </label>
      <label className="form-field">
        <span>Link (optional)</span>
        <input
          value={settings.link}
          placeholder="#/pages/market/market or https://…"
          onChange={(event) => onChange({ ...settings, link: event.target.value })}
          data-testid="article-link"
        />
      </label>
      {showCover && <CoverField cover={settings.cover} onChange={(cover) => onChange({ ...settings, cover })} />}
    </fieldset>
  );
}

function LanguageTabs({
  article,
  active,
  isDirty,
  onChange,
}: {
  article: TAdminArticle | undefined;
  active: Lang;
  isDirty: (lang: Lang) => boolean;
  onChange: (lang: Lang) => void;
}) {
  const written = new Set(article?.translations.map((translation) => translation.lang));
  return (
    <div className="lang-tabs" role="tablist" aria-label="Language">
      {LANGUAGES.map((lang) => {
        const locked = !article && lang !== LANG_DEFAULT;
        const state = written.has(lang) ? 'written' : 'missing';
        return (
          <button
            key={lang}
            type="button"
            role="tab"
            aria-selected={lang === active}
            className={`lang-tab ${state} ${lang === active ? 'active' : ''}`}
            disabled={locked}
            title={
              locked
                ? 'Save the English version first'
                : `${LANGUAGE_NAMES[lang]}: ${state === 'written' ? 'translated' : 'not translated'}`
            }
            onClick={() => onChange(lang)}
            data-testid={`article-lang-${lang}`}
          >
            {lang}
            {isDirty(lang) && <span className="lang-dirty" aria-label="unsaved" />}
          </button>
        );
      })}
    </div>
  );
}

/** A two-step button: the first click asks, the second does it. */
function ConfirmButton({
  label,
  confirmLabel,
  onConfirm,
  busy,
  testId,
}: {
  label: string;
  confirmLabel: string;
  onConfirm: () => void;
  busy: boolean;
  testId: string;
}) {
  const [asking, setAsking] = useState(false);
  if (!asking) {
    return (
      <button type="button" className="btn btn-small btn-danger" disabled={busy} onClick={() => setAsking(true)} data-testid={testId}>
        {label}
      </button>
    );
  }
  return (
    <span className="confirm">
      <button type="button" className="btn btn-small btn-danger" disabled={busy} onClick={onConfirm} data-testid={`${testId}-confirm`}>
        {confirmLabel}
      </button>
      <button type="button" className="btn btn-small btn-ghost" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}

function DeleteTranslation({ article, lang }: { article: TAdminArticle; lang: Lang }) {
  const change = useChangeArticle();
  return (
    <ConfirmButton
      key={lang}
      label={`Delete the ${LANGUAGE_NAMES[lang]} version`}
      confirmLabel="Yes, delete it"
      busy={change.isPending}
      testId="article-delete-translation"
      onConfirm={() =>
        change.mutate(
          { call: 'translation/delete', input: { group_key: article.group_key, language: lang } },
          {
            onSuccess: () => notify(`${LANGUAGE_NAMES[lang]} version deleted; readers in it now see English`),
            onError: (error) => notify(errorText(error), 'error'),
          },
        )
      }
    />
  );
}

function StateBar({ article, onDeleted }: { article: TAdminArticle; onDeleted: () => void }) {
  const change = useChangeArticle();
  const remove = useDeleteArticle();
  const run = (request: ArticleChange, done: string) =>
    change.mutate(request, { onSuccess: () => notify(done), onError: (error) => notify(errorText(error), 'error') });
  const busy = change.isPending || remove.isPending;
  const english = article.translations.find((translation) => translation.lang === LANG_DEFAULT);

  return (
    <div className="state-bar" data-testid="article-state">
      <div className="state-badges">
        {article.published ? <span className="badge badge-success">Published</span> : <span className="badge badge-review">Draft</span>}
        {article.pop && <span className="badge badge-pop">Home pop-up</span>}
        <span className="muted">{`${categoryLabel(article.category_id)} · dated ${timeText(article.created_at)}`}</span>
        {article.published && english && (
          <a href={`/#/pages/news/detail?id=${english.id}`} target="_blank" rel="noreferrer">
            Open in the app
          </a>
        )}
      </div>
      <div className="state-actions">
        <button
          type="button"
          className={`btn btn-small ${article.published ? '' : 'btn-primary'}`}
          disabled={busy}
          onClick={() =>
            run(
              { call: 'publish', input: { group_key: article.group_key, published: article.published ? '0' : '1' } },
              article.published ? 'Unpublished: the app no longer shows it' : 'Published: the app shows it now',
            )
          }
          data-testid="article-publish"
        >
          {article.published ? 'Unpublish' : 'Publish'}
        </button>
        <button
          type="button"
          className="btn btn-small"
          disabled={busy}
          title="The announcement the app's home screen shows once per version; only one at a time"
          onClick={() =>
            run(
              { call: 'pop', input: { group_key: article.group_key, pop: article.pop ? '0' : '1' } },
              article.pop ? 'No longer the home pop-up' : 'Now the home pop-up (any other one was unmarked)',
            )
          }
          data-testid="article-pop"
        >
          {article.pop ? 'Remove home pop-up' : 'Make home pop-up'}
        </button>
        <ConfirmButton
          label="Delete article"
          confirmLabel="Delete every language"
          busy={busy}
          testId="article-delete"
          onConfirm={() =>
            remove.mutate(article.group_key, {
              onSuccess: () => {
                notify('Article deleted');
                onDeleted();
              },
              onError: (error) => notify(errorText(error), 'error'),
            })
          }
        />
      </div>
      {article.pop && !article.published && <p className="hint state-note">The home pop-up shows only once the article is published.</p>}
    </div>
  );
}
