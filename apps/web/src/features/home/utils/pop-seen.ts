// The home pop-up announcement is shown once per version of it (news/index_pop's `version`, which
// changes when the article is edited or published again). The last few versions seen are kept, so
// switching the language back and forth does not bring back a translation already dismissed.
import type { TArticle } from '@platform/shared/schemas/site';

const STORAGE_KEY_POP_SEEN = 'homePopSeen';
/** Enough for every language's translation of the current pop-up and a few earlier ones. */
const SEEN_VERSIONS_MAX = 24;

export const popVersionOf = (article: Pick<TArticle, 'version'>) => article.version;

function seenVersions(): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY_POP_SEEN) ?? '[]');
    return Array.isArray(stored) ? stored.filter((entry): entry is string => typeof entry === 'string') : [];
  } catch {
    // Unreadable (or the single version an older app stored): show it again, the safe side.
    return [];
  }
}

export function isPopSeen(version: string): boolean {
  return seenVersions().includes(version);
}

export function markPopSeen(version: string): void {
  const versions = [version, ...seenVersions().filter((entry) => entry !== version)].slice(0, SEEN_VERSIONS_MAX);
  try {
    localStorage.setItem(STORAGE_KEY_POP_SEEN, JSON.stringify(versions));
  } catch {
    // Without storage it shows again next visit, which is the safe side.
  }
}
