import type { StakingNoticesTexts } from './en.ts';

export const stakingNoticesSpa: StakingNoticesTexts = {
  notice_staking_matured_title: 'Staking finalizado',
  notice_staking_matured_body:
    'Tu staking de {{amount}} {{currency}} ha vencido. El capital ya está de vuelta en tu cuenta de {{currency}}, con {{payout}} {{currency}} ganados en total.',
};
