// Proves each area owns its notices: every folder of i18n/notices/ has its notices/<area>.ts, its English texts hold
// exactly the title and body of each of its kinds and the word of each of its words, and the composed lists of
// notification-rules.ts are every area's, each kind and word declared once.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_KINDS, NOTIFICATION_LINKS, NOTIFICATION_PARAMS, NOTIFICATION_WORDS } from '../src/notification-rules.ts';
import type { NoticeArea } from '../src/notices/notice-area.ts';

const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'src');
const AREAS = fs.readdirSync(path.join(SRC, 'i18n', 'notices')).sort();

async function areaOf(area: string): Promise<{ rules: NoticeArea<string, Record<string, string>>; english: Record<string, string> }> {
  const rules = (await import(path.join(SRC, 'notices', `${area}.ts`))) as Record<string, NoticeArea<string, Record<string, string>>>;
  const english = (await import(path.join(SRC, 'i18n', 'notices', area, 'en.ts'))) as Record<string, Record<string, string>>;
  const found = { rules: rules[`${area}Notices`], english: english[`${area}NoticesEn`] };
  if (!found.rules || !found.english) throw new Error(`${area}: notices/${area}.ts or its English texts are missing`);
  return { rules: found.rules, english: found.english };
}

describe('notice areas', () => {
  it("keeps each area's kinds and words with the area's own texts", async () => {
    expect(AREAS.length).toBeGreaterThan(0);
    for (const area of AREAS) {
      const { rules, english } = await areaOf(area);
      const keys = [
        ...rules.kinds.flatMap((kind) => [`notice_${kind}_title`, `notice_${kind}_body`]),
        ...rules.words.map((word) => `notice_value_${word}`),
      ];
      expect(Object.keys(english).sort(), area).toEqual(keys.sort());
      expect(Object.keys(rules.params).sort(), area).toEqual([...rules.kinds].sort());
    }
  });

  it('composes every area into the lists, each kind, word and link once', async () => {
    const areas = await Promise.all(AREAS.map(areaOf));
    const kinds = areas.flatMap(({ rules }) => rules.kinds);
    expect([...NOTIFICATION_KINDS].sort()).toEqual(kinds.sort());
    expect(new Set(NOTIFICATION_KINDS).size).toBe(NOTIFICATION_KINDS.length);
    expect(Object.keys(NOTIFICATION_PARAMS).sort()).toEqual(kinds.sort());
    expect([...NOTIFICATION_WORDS].sort()).toEqual(areas.flatMap(({ rules }) => rules.words).sort());
    expect(Object.keys(NOTIFICATION_LINKS).sort()).toEqual(areas.flatMap(({ rules }) => Object.keys(rules.links)).sort());
  });
});
