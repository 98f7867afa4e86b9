import type { StakingNoticesTexts } from './en.ts';

export const stakingNoticesSv: StakingNoticesTexts = {
  notice_staking_matured_title: 'Staking avslutad',
  notice_staking_matured_body:
    'Din staking på {{amount}} {{currency}} har löpt ut. Kapitalet är tillbaka på ditt {{currency}}-konto, och du har tjänat {{payout}} {{currency}} totalt.',
};
