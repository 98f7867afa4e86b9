import type { StakingNoticesTexts } from './en.ts';

export const stakingNoticesJp: StakingNoticesTexts = {
  notice_staking_matured_title: 'ステーキング満期',
  notice_staking_matured_body:
    '{{amount}} {{currency}} のステーキングが満期を迎えました。元本は {{currency}} アカウントに戻り、収益は合計 {{payout}} {{currency}} です。',
};
