// An article body is simple HTML written by platform staff, already cleaned by the server when it was
// saved; it still goes through DOMPurify with the same short list of tags (@platform/shared/article-html),
// so an article stored another way cannot run script, style the app or frame other sites. Links out
// of the app open in a new tab without access to this one.
import DOMPurify from 'dompurify';
import { ARTICLE_HTML_ATTRIBUTES, ARTICLE_HTML_TAGS } from '@platform/shared/article-html';

const ALLOWED_TAGS = [...ARTICLE_HTML_TAGS];
const ALLOWED_ATTR = [...ARTICLE_HTML_ATTRIBUTES];

/** Its own instance, so these hooks never reach another user of DOMPurify. */
const purifier = DOMPurify(window);

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A') {
    const href = node.getAttribute('href') ?? '';
    if (/^https?:\/\//i.test(href)) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  }
  if (node.tagName === 'IMG') {
    node.setAttribute('loading', 'lazy');
    node.setAttribute('decoding', 'async');
  }
});

export function sanitizeArticleHtml(html: string): string {
  return purifier.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR });
}
