// Proves the article HTML cleaner the server stores bodies with: the allowed tags and attributes
// stay, script and its usual disguises do not, text stays text, and cleaning twice changes nothing.
import { describe, expect, it } from 'vitest';
import { articleHtmlText, sanitizeArticleHtml } from '../src/article-html.ts';

const DANGEROUS: [name: string, html: string][] = [
  ['a script element', '<p>a</p><script>alert(1)</script>'],
  ['an upper-case script with a source', '<SCRIPT SRC=//evil.example/x.js></SCRIPT>'],
  ['a script split around a tag', '<scr<script>ipt>alert(1)</script>'],
  ['an event handler', '<p onclick="alert(1)">a</p><img src="/x.png" onerror=alert(1)>'],
  ['a handler after a slash', '<p/onmouseover=alert(1)>a</p>'],
  ['a javascript: link', '<a href="javascript:alert(1)">a</a>'],
  ['a javascript: link in mixed case with spaces', '<a href="  JaVaScRiPt:alert(1)">a</a>'],
  ['a javascript: link with a tab inside', '<a href="java\tscript:alert(1)">a</a>'],
  ['a javascript: link written with character references', '<a href="&#106;avascript&#58;alert(1)">a</a>'],
  ['a javascript: link with a named colon', '<a href="javascript&colon;alert(1)">a</a>'],
  [
    'a data: link and image',
    '<a href="data:text/html,<script>alert(1)</script>">a</a><img src="data:image/svg+xml,<svg onload=alert(1)>">',
  ],
  ['an iframe', '<iframe src="https://evil.example"></iframe>'],
  ['an svg with a handler', '<svg onload="alert(1)"><circle /></svg>'],
  ['a style element and attribute', '<style>body{display:none}</style><p style="position:fixed">a</p>'],
  ['an object and an embed', '<object data="x.swf"></object><embed src="x.swf">'],
  ['a form', '<form action="https://evil.example"><input name="password"><button>Go</button></form>'],
  ['a comment hiding a script', '<!--><script>alert(1)</script>-->'],
];

describe('sanitizeArticleHtml', () => {
  it('keeps the allowed tags and attributes as they are', () => {
    const html =
      '<h2>Title</h2><p>Text with <strong>bold</strong>, <em>em</em> and <a href="https://example.com/a?b=1&amp;c=2" title="Example">a link</a>.</p>' +
      '<ul><li>one</li><li>two</li></ul><img src="/api/file/cover.png" alt="Cover"><hr><blockquote>Quote</blockquote>';
    expect(sanitizeArticleHtml(html)).toBe(html);
  });

  for (const [name, html] of DANGEROUS) {
    it(`removes ${name}`, () => {
      const clean = sanitizeArticleHtml(html);
      expect(clean).not.toMatch(/<(script|iframe|svg|style|object|embed|form|input)\b/i);
      expect(clean).not.toMatch(/\son\w+=|javascript:|data:|style=/i);
      expect(sanitizeArticleHtml(clean)).toBe(clean);
    });
  }

  it('keeps text as text and closes what was left open', () => {
    expect(sanitizeArticleHtml('1 < 2 & 3 > 2 &amp; &copy; <p>open <em>em')).toBe(
      '1 &lt; 2 &amp; 3 &gt; 2 &amp; &copy; <p>open <em>em</em></p>',
    );
    expect(sanitizeArticleHtml('<div><table><tr><td>cell</td></tr></table></div>')).toBe('cell');
  });

  it('reads the text of a body for the help centre search', () => {
    expect(articleHtmlText('<p>Deposits &amp; withdrawals</p><ul><li>Fees</li></ul>')).toBe('Deposits & withdrawals Fees');
  });
});
