import type { StakingNoticesTexts } from './en.ts';

export const stakingNoticesTh: StakingNoticesTexts = {
  notice_staking_matured_title: 'สเตกกิ้งครบกำหนดแล้ว',
  notice_staking_matured_body:
    'สเตกกิ้ง {{amount}} {{currency}} ของคุณครบกำหนดแล้ว เงินต้นกลับเข้าบัญชี {{currency}} ของคุณแล้ว พร้อมรายได้รวม {{payout}} {{currency}}',
};
