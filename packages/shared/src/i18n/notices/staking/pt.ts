import type { StakingNoticesTexts } from './en.ts';

export const stakingNoticesPt: StakingNoticesTexts = {
  notice_staking_matured_title: 'Staking concluído',
  notice_staking_matured_body:
    'Seu staking de {{amount}} {{currency}} chegou ao fim. O principal voltou para sua conta de {{currency}}, com {{payout}} {{currency}} de rendimento no total.',
};
