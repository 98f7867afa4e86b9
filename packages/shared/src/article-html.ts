// Article bodies are simple HTML. The allow-list lives here once: the server cleans a body before it
// stores it (so a stored article cannot carry a script, whoever wrote it), the web app runs DOMPurify
// with the same list before it shows one, and the back office previews with the server's cleaner.
// No DOM is needed: the body is read tag by tag and written out again from what is allowed, so
// nothing the input says reaches the output except allowed tags, allowed attributes and text.

export const ARTICLE_HTML_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'span',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'blockquote',
  'hr',
  'img',
] as const;
export const ARTICLE_HTML_ATTRIBUTES = ['href', 'src', 'alt', 'title'] as const;

const ALLOWED_TAGS: ReadonlySet<string> = new Set(ARTICLE_HTML_TAGS);
const ALLOWED_ATTRIBUTES: ReadonlySet<string> = new Set(ARTICLE_HTML_ATTRIBUTES);
const VOID_TAGS: ReadonlySet<string> = new Set(['br', 'hr', 'img']);
/** Elements whose content goes with them: code, styles, embedded documents, raw text. */
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'noembed',
  'noframes',
  'frameset',
  'textarea',
  'title',
  'xmp',
  'plaintext',
  'svg',
  'math',
  'select',
  'head',
]);
const URL_ATTRIBUTES: ReadonlySet<string> = new Set(['href', 'src']);
/** Links: the web (http, https), a path of this site, an anchor, an email address. Never javascript: or data:. */
const SAFE_HREF = /^(?:https?:\/\/|\/|#|mailto:)/i;
/** Images: the web or a path of this site (an uploaded cover, a static asset). */
const SAFE_SRC = /^(?:https?:\/\/|\/)/i;
const ENTITY_AT_START = /^&(?:#\d{1,7}|#x[0-9a-f]{1,6}|[a-z][a-z0-9]{1,31});/i;
const TAG_NAME = /^[a-zA-Z][a-zA-Z0-9-]*/;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };
/** An article body longer than this is refused before it is read (see schemas/content.ts). */
export const ARTICLE_BODY_LENGTH_MAX = 50_000;

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** Text as text: `<` and `>` escaped, an `&` kept only where it starts a character reference. */
function escapeText(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else if (char === '&') out += ENTITY_AT_START.test(text.slice(index, index + 40)) ? '&' : '&amp;';
    else out += char;
  }
  return out;
}

/** An attribute value as the browser would read it: character references decoded. */
function decodeAttribute(value: string): string {
  return value.replace(/&(#\d{1,7}|#x[0-9a-f]{1,6}|[a-z]+);?/gi, (whole, ref: string) => {
    const lower = ref.toLowerCase();
    if (lower.startsWith('#x')) return String.fromCodePoint(Math.min(parseInt(lower.slice(2), 16), 0x10ffff));
    if (lower.startsWith('#')) return String.fromCodePoint(Math.min(parseInt(lower.slice(1), 10), 0x10ffff));
    return NAMED_ENTITIES[lower] ?? whole;
  });
}

function cleanAttribute(name: string, raw: string): string | null {
  let value = decodeAttribute(raw);
  if (!URL_ATTRIBUTES.has(name)) return value;
  // Browsers trim a URL and drop tabs and line breaks inside it: check what they would follow.
  // eslint-disable-next-line no-control-regex
  value = value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$|[\t\n\r]/g, '');
  return (name === 'src' ? SAFE_SRC : SAFE_HREF).test(value) ? value : null;
}

/** The index just after the `>` closing a tag that starts at `from`, quotes respected; -1 if it never closes. */
function tagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let index = from; index < html.length; index++) {
    const char = html[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '>') return index + 1;
  }
  return -1;
}

function openTag(name: string, attributeText: string): string {
  let out = `<${name}`;
  const seen = new Set<string>();
  for (const match of attributeText.matchAll(ATTRIBUTE)) {
    const attribute = (match[1] ?? '').toLowerCase();
    if (!ALLOWED_ATTRIBUTES.has(attribute) || seen.has(attribute)) continue;
    const value = cleanAttribute(attribute, match[2] ?? match[3] ?? match[4] ?? '');
    if (value === null) continue;
    seen.add(attribute);
    out += ` ${attribute}="${escapeAttribute(value)}"`;
  }
  return `${out}>`;
}

/** The body with only the allowed tags and attributes, every other tag removed, script and the like with their content. */
export function sanitizeArticleHtml(input: string): string {
  const html = input.replaceAll('\u0000', '');
  const open: string[] = [];
  let out = '';
  let index = 0;
  while (index < html.length) {
    const next = html.indexOf('<', index);
    if (next === -1) {
      out += escapeText(html.slice(index));
      break;
    }
    out += escapeText(html.slice(index, next));
    index = next;
    if (html.startsWith('<!--', index)) {
      const end = html.indexOf('-->', index + 4);
      index = end === -1 ? html.length : end + 3;
      continue;
    }
    const closing = html[index + 1] === '/';
    const nameMatch = TAG_NAME.exec(html.slice(index + (closing ? 2 : 1), index + 80));
    if (!nameMatch && (html[index + 1] === '!' || html[index + 1] === '?' || closing)) {
      // A doctype, a processing instruction or a malformed end tag: the browser ignores it too.
      const end = tagEnd(html, index + 1);
      index = end === -1 ? html.length : end;
      continue;
    }
    if (!nameMatch) {
      out += '&lt;';
      index += 1;
      continue;
    }
    const name = nameMatch[0].toLowerCase();
    const attributesFrom = index + (closing ? 2 : 1) + nameMatch[0].length;
    const end = tagEnd(html, attributesFrom);
    if (end === -1) break;
    if (!closing && DROPPED_WITH_CONTENT.has(name)) {
      const close = html.toLowerCase().indexOf(`</${name}`, end);
      const closeEnd = close === -1 ? -1 : tagEnd(html, close + 2);
      index = closeEnd === -1 ? html.length : closeEnd;
      continue;
    }
    index = end;
    if (!ALLOWED_TAGS.has(name)) continue;
    if (closing) {
      const at = open.lastIndexOf(name);
      if (at === -1) continue;
      while (open.length > at) out += `</${open.pop() ?? ''}>`;
      continue;
    }
    out += openTag(name, html.slice(attributesFrom, end - 1));
    if (!VOID_TAGS.has(name)) open.push(name);
  }
  while (open.length > 0) out += `</${open.pop() ?? ''}>`;
  return out;
}

/** The body's text, tags removed: what the FAQ search reads and what "is this body empty" means. */
export function articleHtmlText(html: string): string {
  return decodeAttribute(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}
