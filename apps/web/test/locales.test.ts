// Proves every language's locale files have exactly English's keys, no empty texts, the same
// {{placeholders}} per text, and no text left identical to English except the allow-listed names
// and loanwords (packages/shared/test/same-as-english.ts), for every namespace English has.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@platform/shared/languages';
import { mayEqualEnglish, placeholders } from '../../../packages/shared/test/same-as-english.ts';

const LOCALES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/locales');
const REFERENCE = 'en';

type Tree = { [key: string]: string | Tree };

function readTree(lang: string, namespace: string): Tree {
  return JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, lang, `${namespace}.json`), 'utf8')) as Tree;
}

/** 'a.b.c' -> text, for every leaf; a leaf that is not a string is reported as such. */
function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const leaves = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [leaf, text] of flatten(value, name)) leaves.set(leaf, text);
    } else leaves.set(name, value);
  }
  return leaves;
}

const namespaces = fs
  .readdirSync(path.join(LOCALES_DIR, REFERENCE))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''));

describe('locale files', () => {
  it('has a folder for each of the 12 languages and no other', () => {
    const folders = fs.readdirSync(LOCALES_DIR).filter((entry) => fs.statSync(path.join(LOCALES_DIR, entry)).isDirectory());
    expect(folders.sort()).toEqual([...LANGUAGES].sort());
    expect(namespaces).toContain('common');
  });

  for (const namespace of namespaces) {
    const reference = flatten(readTree(REFERENCE, namespace));

    for (const lang of LANGUAGES) {
      describe(`${lang}/${namespace}.json`, () => {
        const file = path.join(LOCALES_DIR, lang, `${namespace}.json`);

        it('exists', () => {
          expect(fs.existsSync(file), file).toBe(true);
        });

        it('has exactly the keys of en', () => {
          const keys = [...flatten(readTree(lang, namespace)).keys()].sort();
          expect(keys).toEqual([...reference.keys()].sort());
        });

        it('has no empty or non-string texts', () => {
          const bad = [...flatten(readTree(lang, namespace))]
            .filter(([, text]) => typeof text !== 'string' || text.trim() === '')
            .map(([key]) => key);
          expect(bad).toEqual([]);
        });

        it('uses the same placeholders as en', () => {
          const leaves = flatten(readTree(lang, namespace));
          const mismatched = [...reference]
            .filter(([key, text]) => typeof text === 'string' && typeof leaves.get(key) === 'string')
            .filter(([key, text]) => placeholders(text as string).join() !== placeholders(leaves.get(key) as string).join())
            .map(([key]) => key);
          expect(mismatched).toEqual([]);
        });

        it.skipIf(lang === REFERENCE)('translates every text English has, except allow-listed names and loanwords', () => {
          const leaves = flatten(readTree(lang, namespace));
          const untranslated = [...reference]
            .filter(([key, text]) => typeof text === 'string' && leaves.get(key) === text)
            .filter(([, text]) => lang === REFERENCE || !mayEqualEnglish(lang, text as string))
            .map(([key, text]) => `${key}: ${String(text)}`);
          expect(untranslated).toEqual([]);
        });
      });
    }
  }
});
