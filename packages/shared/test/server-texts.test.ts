// Proves the server texts (packages/shared/src/i18n/texts.<lang>.ts and the per-area files they
// spread) have, in every language, exactly English's keys, no empty text, the same {{placeholders}}
// per text, and no text left identical to English except the allow-listed names and loanwords
// (same-as-english.ts).
import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Lang } from '../src/languages.ts';
import { TEXT_LOADERS } from '../src/i18n/texts.ts';
import { mayEqualEnglish, placeholders } from './same-as-english.ts';

const others = LANGUAGES.filter((lang): lang is Exclude<Lang, 'en'> => lang !== 'en');

describe('server texts', () => {
  for (const lang of others) {
    describe(lang, () => {
      it('has exactly the keys of en and no empty text', async () => {
        const [en, texts] = await Promise.all([TEXT_LOADERS.en(), TEXT_LOADERS[lang]()]);
        expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
        const empty = Object.entries(texts)
          .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
          .map(([key]) => key);
        expect(empty).toEqual([]);
      });

      it('uses the same placeholders as en', async () => {
        const [en, texts] = await Promise.all([TEXT_LOADERS.en(), TEXT_LOADERS[lang]()]);
        const mismatched = Object.entries(en)
          .filter(([key, text]) => placeholders(text).join() !== placeholders(texts[key as keyof typeof en] ?? '').join())
          .map(([key]) => key);
        expect(mismatched).toEqual([]);
      });

      it('translates every text, except allow-listed names and loanwords', async () => {
        const [en, texts] = await Promise.all([TEXT_LOADERS.en(), TEXT_LOADERS[lang]()]);
        const untranslated = Object.entries(en)
          .filter(([key, text]) => texts[key as keyof typeof en] === text && !mayEqualEnglish(lang, text))
          .map(([key, text]) => `${key}: ${text}`);
        expect(untranslated).toEqual([]);
      });
    });
  }
});
