import type { StakingNoticesTexts } from './en.ts';

export const stakingNoticesKor: StakingNoticesTexts = {
  notice_staking_matured_title: '스테이킹 만기',
  notice_staking_matured_body:
    '{{amount}} {{currency}} 스테이킹이 만기되었습니다. 원금은 {{currency}} 계정으로 반환되었으며, 총 수익은 {{payout}} {{currency}}입니다.',
};
