// One language of an article: title, summary and body (simple HTML), with a preview cleaned exactly
// as the server will store it and a note of any tag the app does not allow.
import { useMemo } from 'react';
import { ARTICLE_BODY_LENGTH_MAX, ARTICLE_HTML_TAGS, sanitizeArticleHtml } from '@platform/shared/article-html';
import { ARTICLE_SUMMARY_LENGTH_MAX, ARTICLE_TITLE_LENGTH_MAX } from '@platform/shared/schemas/content';

export type TranslationText = { title: string; summary: string; body: string };

const ALLOWED: ReadonlySet<string> = new Set(ARTICLE_HTML_TAGS);

/** Tag names in the body the server will drop, and whether it has event handlers or scripts. */
function droppedTags(body: string): string[] {
  const names = new Set<string>();
  for (const match of body.matchAll(/<\/?([a-zA-Z][\w-]*)/g)) {
    const name = (match[1] ?? '').toLowerCase();
    if (!ALLOWED.has(name)) names.add(`<${name}>`);
  }
  if (/\son\w+\s*=/i.test(body)) names.add('event handlers (on…=)');
  return [...names];
}

export function TranslationForm({
  lang,
  text,
  onChange,
}: {
  lang: string;
  text: TranslationText;
  onChange: (text: TranslationText) => void;
}) {
  const preview = useMemo(() => sanitizeArticleHtml(text.body), [text.body]);
  const dropped = useMemo(() => droppedTags(text.body), [text.body]);
  const field = (name: keyof TranslationText) => ({
    value: text[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...text, [name]: event.target.value }),
  });

  return (
    <div className="translation-form" lang={lang}>
      <label className="form-field">
        <span>Title</span>
        <input {...field('title')} maxLength={ARTICLE_TITLE_LENGTH_MAX} data-testid="article-title" />
      </label>
      <label className="form-field">
        <span>Summary (list rows, the home pop-up, banners)</span>
        <textarea {...field('summary')} rows={2} maxLength={ARTICLE_SUMMARY_LENGTH_MAX} data-testid="article-summary" />
      </label>
      <div className="body-columns">
        <label className="form-field">
          <span>Body (HTML)</span>
          <textarea
            {...field('body')}
            className="mono body-source"
            rows={14}
            maxLength={ARTICLE_BODY_LENGTH_MAX}
            spellCheck={false}
            data-testid="article-body"
          />
        </label>
        <div className="form-field">
          <span>Preview</span>
          <div className="article-preview" dangerouslySetInnerHTML={{ __html: preview }} data-testid="article-preview" />
        </div>
      </div>
      <p className="hint">
        Allowed: {ARTICLE_HTML_TAGS.map((tag) => `<${tag}>`).join(' ')}; links to https://, /… or #…; images from https:// or this site.
      </p>
      {dropped.length > 0 && (
        <div className="alert alert-info" role="status">
          Removed when saved: {dropped.join(', ')}.
        </div>
      )}
    </div>
  );
}
