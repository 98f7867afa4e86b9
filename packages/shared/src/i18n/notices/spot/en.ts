// The spot area's notice texts in English (a filled order and its sides): the reference every other language of
// this folder must match. `notice_<kind>_title` and `notice_<kind>_body` for every kind of notices/spot.ts,
// whose {{placeholders}} are that kind's parameters; `notice_value_<word>` for each of its words.
export const spotNoticesEn = {
  notice_spot_order_filled_title: 'Order filled',
  notice_spot_order_filled_body:
    'Your {{symbol}} order ({{side}}) is filled: {{amount}} {{coin}} at an average price of {{price}} {{quote}}.',
  notice_value_buy: 'Buy',
  notice_value_sell: 'Sell',
} as const;

export type SpotNoticesTexts = Record<keyof typeof spotNoticesEn, string>;
