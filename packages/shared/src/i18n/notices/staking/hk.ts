import type { StakingNoticesTexts } from './en.ts';

export const stakingNoticesHk: StakingNoticesTexts = {
  notice_staking_matured_title: '鎖倉挖礦已到期',
  notice_staking_matured_body:
    '您的 {{amount}} {{currency}} 鎖倉已到期，本金已退回您的 {{currency}} 帳戶，累計收益 {{payout}} {{currency}}。',
};
