import type { SupportNoticesTexts } from './en.ts';

export const supportNoticesTh: SupportNoticesTexts = {
  notice_support_replied_title: 'ฝ่ายบริการลูกค้าตอบกลับแล้ว',
  notice_support_replied_body: 'ฝ่ายบริการลูกค้าตอบกลับข้อความของคุณแล้ว แตะเพื่ออ่าน',
};
