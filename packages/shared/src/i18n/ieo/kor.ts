import type { IeoTexts } from './en.ts';

export const ieoKor: IeoTexts = {
  ieo_project_not_found: '존재하지 않는 IEO 프로젝트입니다',
  ieo_state_invalid: '올바른 프로젝트 상태를 선택하세요',
  ieo_project_closed: '중단된 프로젝트입니다',
  ieo_not_started: '이 프로젝트는 아직 청약이 시작되지 않았습니다',
  ieo_ended: '이 프로젝트의 청약이 종료되었습니다',
  ieo_below_minimum: '최소 청약 수량은 {{minimum}} {{symbol}}입니다',
  ieo_user_max_exceeded: '이 프로젝트에 최대 {{remaining}} {{symbol}}까지 더 청약할 수 있습니다',
  ieo_pay_currency_unknown: '이 프로젝트는 해당 통화로 결제할 수 없습니다',
  ieo_price_mismatch: '가격이 해당 통화의 프로젝트 가격과 일치하지 않습니다',
  ieo_amount_too_precise: '{{symbol}}은(는) 소수점 이하 최대 {{decimals}}자리까지 가능합니다',
  ieo_project_invalid: '프로젝트 설정(이름, 심볼, 수량, 가격, 시간)을 확인하세요',
  ieo_symbol_taken: '이 심볼의 코인이 이미 존재합니다',
  ieo_project_locked: '청약이 접수된 후에는 가격, 하드캡, 한도를 변경할 수 없으며 배분 후에는 어떤 것도 변경할 수 없습니다',
};
