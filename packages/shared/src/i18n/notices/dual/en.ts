// The dual area's notice texts in English (a settled dual investment and its two types): the reference every other
// language of this folder must match.
export const dualNoticesEn = {
  notice_dual_settled_title: 'Dual investment settled',
  notice_dual_settled_body:
    'Your {{currency}} {{type}} of {{amount}} {{invest_currency}} settled at {{price}} USDT. Paid: {{payout}} {{payout_currency}}.',
  notice_value_call: 'Sell high',
  notice_value_put: 'Buy low',
} as const;

export type DualNoticesTexts = Record<keyof typeof dualNoticesEn, string>;
