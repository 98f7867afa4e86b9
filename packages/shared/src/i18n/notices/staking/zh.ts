import type { StakingNoticesTexts } from './en.ts';

export const stakingNoticesZh: StakingNoticesTexts = {
  notice_staking_matured_title: '锁仓挖矿已到期',
  notice_staking_matured_body:
    '您的 {{amount}} {{currency}} 锁仓已到期，本金已退回您的 {{currency}} 账户，累计收益 {{payout}} {{currency}}。',
};
