// The IEO area's notice texts in English (an allocated subscription): the reference every other language of this folder must match.
export const ieoNoticesEn = {
  notice_ieo_allocated_title: 'IEO tokens allocated',
  notice_ieo_allocated_body:
    'Your subscription to {{amount}} {{symbol}} was allocated {{ratio}}%: you received {{allocated}} {{symbol}} and {{refund}} {{pay_currency}} back.',
} as const;

export type IeoNoticesTexts = Record<keyof typeof ieoNoticesEn, string>;
