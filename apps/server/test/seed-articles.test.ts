// Proves every sample article is seeded in all 12 languages, that no language other than English
// carries English's title, summary, body or a sentence of it (except the allow-listed names and
// loanwords of packages/shared/test/same-as-english.ts), and that every translation's body has the
// same HTML structure as English's. No database needed.
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang } from '@platform/shared/languages';
import { mayEqualEnglish } from '../../../packages/shared/test/same-as-english.ts';
import { articleRows, articleTexts, SAMPLE_ARTICLE_GROUPS } from '../src/seed/site-articles.ts';

/** The tags of an HTML body in order, without text: '<p></p><ul><li></li></ul>'. */
function structure(body: string): string {
  return (body.match(/<\/?[a-z]+>/g) ?? []).join('');
}

/** The sentences (and list items, headings) of a text, without tags, trimmed. */
function sentences(html: string): string[] {
  return html
    .replace(/<[^>]+>/g, '\n')
    .split(/\n|(?<=[.!?:;])\s+/)
    .map((sentence) => sentence.trim())
    .filter((sentence) => sentence.length > 0);
}

describe('sample articles', () => {
  it('are seeded once per article and language, all 12 languages each', () => {
    const rows = articleRows(Date.now());
    expect(rows).toHaveLength(SAMPLE_ARTICLE_GROUPS.length * LANGUAGES.length);
    for (const group of SAMPLE_ARTICLE_GROUPS) {
      const langs = rows.filter((row) => row.group_key === group).map((row) => row.lang);
      expect(langs.sort(), group).toEqual([...LANGUAGES].sort());
    }
  });

  for (const group of SAMPLE_ARTICLE_GROUPS) {
    it(`${group}: every language is translated, with English's HTML structure`, () => {
      const texts = new Map(articleTexts(group));
      const english = texts.get('en');
      if (!english) throw new Error(`${group} has no English text`);
      const englishSentences = new Set(sentences(`${english.title}\n${english.summary}\n${english.body}`));
      const problems: string[] = [];
      for (const lang of LANGUAGES.filter((candidate): candidate is Exclude<Lang, 'en'> => candidate !== 'en')) {
        const text = texts.get(lang);
        if (!text) {
          problems.push(`${lang}: missing`);
          continue;
        }
        for (const field of ['title', 'summary', 'body'] as const) {
          if (text[field].trim() === '') problems.push(`${lang} ${field}: empty`);
          if (text[field] === english[field]) problems.push(`${lang} ${field}: same as English`);
        }
        if (structure(text.body) !== structure(english.body)) problems.push(`${lang} body: HTML structure differs from English`);
        for (const sentence of sentences(`${text.title}\n${text.summary}\n${text.body}`)) {
          if (englishSentences.has(sentence) && !mayEqualEnglish(lang, sentence)) problems.push(`${lang}: English sentence "${sentence}"`);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});
