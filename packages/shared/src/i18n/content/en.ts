// Server texts of the content area (the back office's article calls), in English: the reference
// every other language of this folder must match.
export const contentEn = {
  article_category_invalid: 'Please choose a valid article category',
  article_lang_invalid: 'Please choose one of the supported languages',
  article_not_found: 'This article does not exist',
  article_title_required: 'Please enter a title',
  article_title_too_long: 'The title is too long (at most 200 characters)',
  article_summary_too_long: 'The summary is too long (at most 500 characters)',
  article_body_too_long: 'The body is too long (at most 50,000 characters)',
  article_cover_invalid: 'This cover image cannot be used; upload a png, jpg or gif image',
  article_link_invalid: 'The link must be an app route (#/pages/...) or an https address',
  article_english_first: 'Write the English version first: every other language falls back to it',
  article_english_kept: 'The English version cannot be removed: every other language falls back to it. Delete the article instead',
  article_translation_not_found: 'This article has no version in that language',
} as const;

export type ContentTexts = Record<keyof typeof contentEn, string>;
