import type { StakingNoticesTexts } from './en.ts';

export const stakingNoticesFra: StakingNoticesTexts = {
  notice_staking_matured_title: 'Staking terminé',
  notice_staking_matured_body:
    'Votre staking de {{amount}} {{currency}} est arrivé à échéance. Le capital a été reversé sur votre compte {{currency}}, pour un gain total de {{payout}} {{currency}}.',
};
