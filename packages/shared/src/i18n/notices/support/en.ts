// The support area's notice texts in English (customer service's reply): the reference every other language of
// this folder must match. `notice_<kind>_title` and `notice_<kind>_body` for every kind of notices/support.ts,
// whose {{placeholders}} are that kind's parameters.
export const supportNoticesEn = {
  notice_support_replied_title: 'Customer service replied',
  notice_support_replied_body: 'Customer service has answered your message. Tap to read it.',
} as const;

export type SupportNoticesTexts = Record<keyof typeof supportNoticesEn, string>;
