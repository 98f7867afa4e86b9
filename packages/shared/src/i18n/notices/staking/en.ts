// The staking area's notice texts in English (a position that reached its end): the reference every other language
// of this folder must match.
export const stakingNoticesEn = {
  notice_staking_matured_title: 'Staking completed',
  notice_staking_matured_body:
    'Your {{amount}} {{currency}} staking has ended. The principal is back in your {{currency}} account, with {{payout}} {{currency}} earned in all.',
} as const;

export type StakingNoticesTexts = Record<keyof typeof stakingNoticesEn, string>;
