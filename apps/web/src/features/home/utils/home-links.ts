// Where the home screen's banners, announcements and entries lead.
import { COLOR_DOWN, COLOR_UP } from '@platform/shared/constants';
import { toAtoms } from '@platform/shared/money';
import type { TArticle } from '@platform/shared/schemas/site';
import { articlePath } from '../../../lib/paths.ts';

export type LinkTarget = { kind: 'route'; path: string } | { kind: 'external'; url: string };

/**
 * A banner's `link` is an in-app hash route ("#/pages/market/market"), a route ("/pages/..."),
 * or an https address; without one the banner opens its article.
 */
export function targetOfArticle(article: Pick<TArticle, 'id' | 'link'>): LinkTarget {
  const link = article.link.trim();
  if (link.startsWith('#/')) return { kind: 'route', path: link.slice(1) };
  if (link.startsWith('/')) return { kind: 'route', path: link };
  if (/^https:\/\//i.test(link)) return { kind: 'external', url: link };
  return { kind: 'route', path: articlePath(article.id) };
}

/** Green for a rise, red for a fall, muted for no change, from a signed decimal string. */
export function colorOfChange(change: string): string {
  const atoms = safeAtoms(change);
  if (atoms > 0n) return COLOR_UP;
  if (atoms < 0n) return COLOR_DOWN;
  return 'var(--home-text-muted)';
}

export type Ranking = 'gainers' | 'losers';

/** Markets that rose, largest gain first; or that fell, largest loss first. Unchanged ones are in neither. */
export function rankByChange<T extends { change: string }>(quotes: readonly T[], ranking: Ranking): T[] {
  const withAtoms = quotes.map((quote) => ({ quote, atoms: safeAtoms(quote.change) }));
  const picked = withAtoms.filter(({ atoms }) => (ranking === 'gainers' ? atoms > 0n : atoms < 0n));
  picked.sort((a, b) => {
    const delta = ranking === 'gainers' ? b.atoms - a.atoms : a.atoms - b.atoms;
    return delta > 0n ? 1 : delta < 0n ? -1 : 0;
  });
  return picked.map(({ quote }) => quote);
}

function safeAtoms(text: string): bigint {
  try {
    return toAtoms(text);
  } catch {
    return 0n;
  }
}
