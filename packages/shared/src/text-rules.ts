// Rules for the free text users write and others read (nicknames, signatures, address book
// entries, support messages). Zod-free, so any module may use them; the schemas apply them.

/**
 * The Unicode bidirectional controls: embeddings and overrides (U+202A-U+202E), isolates
 * (U+2066-U+2069) and the marks (U+200E, U+200F, U+061C). Invisible, they reorder the text
 * around them, so "txt.exe" can show as "exe.txt" and an amount or address can read backwards.
 */
export const BIDI_CONTROLS: readonly string[] = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
];

const BIDI_CONTROL_RE = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;

/** Whether `text` holds a bidi control. */
export function hasBidiControl(text: string): boolean {
  return text.search(BIDI_CONTROL_RE) !== -1;
}

/** `text` without its bidi controls: removed rather than refused, since they are invisible to the one who typed them. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROL_RE, '');
}
