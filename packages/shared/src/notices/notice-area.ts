// What an area declares about its notices (notification-rules.ts composes every area's into the
// exports the server and the web read). An area's kinds each have the texts `notice_<kind>_title`
// and `notice_<kind>_body` in the area's own texts (i18n/notices/<area>/<lang>.ts), whose
// {{placeholders}} are the kind's parameters; each of its words has the text `notice_value_<word>`
// there too. Zod-free: the web's first screen imports it through notification-rules.ts.

export type NoticeArea<Kind extends string, Links extends Readonly<Record<string, string>>> = {
  readonly kinds: readonly Kind[];
  /** Each kind's parameter names (strings: amounts as decimal strings, symbols, reasons). */
  readonly params: { readonly [K in Kind]: readonly string[] };
  /** The in-app hash routes the area's notices open (apps/web/src/lib/paths.ts), by name. */
  readonly links: Links;
  /** Parameters whose value is one of `words`, shown in the reader's language. */
  readonly wordParams: readonly string[];
  readonly words: readonly string[];
};

/** An area's notices, typed so that its parameter lists name exactly its kinds, no more and no fewer. */
export function defineNoticeArea<const Kind extends string, const Links extends Readonly<Record<string, string>>>(area: {
  kinds: readonly Kind[];
  params: { readonly [K in NoInfer<Kind>]: readonly string[] };
  links: Links;
  wordParams: readonly string[];
  words: readonly string[];
}): NoticeArea<Kind, Links> {
  return area;
}
