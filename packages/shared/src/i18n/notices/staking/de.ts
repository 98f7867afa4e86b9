import type { StakingNoticesTexts } from './en.ts';

export const stakingNoticesDe: StakingNoticesTexts = {
  notice_staking_matured_title: 'Staking abgeschlossen',
  notice_staking_matured_body:
    'Ihr Staking über {{amount}} {{currency}} ist beendet. Der Einsatz ist zurück auf Ihrem {{currency}}-Konto; insgesamt haben Sie {{payout}} {{currency}} verdient.',
};
