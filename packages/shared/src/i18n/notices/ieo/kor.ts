import type { IeoNoticesTexts } from './en.ts';

export const ieoNoticesKor: IeoNoticesTexts = {
  notice_ieo_allocated_title: 'IEO 토큰 배분 완료',
  notice_ieo_allocated_body:
    '{{amount}} {{symbol}} 청약이 {{ratio}}% 배분되었습니다. {{allocated}} {{symbol}}을(를) 받았고 {{refund}} {{pay_currency}}이(가) 환불되었습니다.',
};
