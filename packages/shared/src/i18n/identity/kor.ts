import type { IdentityTexts } from './en.ts';

export const identityKor: IdentityTexts = {
  identity_name_required: '이름을 입력하세요',
  identity_name_too_short: '이름은 2자 이상이어야 합니다',
  identity_card_id_invalid: '올바른 신분증 번호를 입력하세요',
  identity_id_type_invalid: '신분증 종류를 선택하세요',
  identity_front_required: '신분증 앞면을 업로드하세요',
  identity_back_required: '신분증 뒷면을 업로드하세요',
  identity_hand_required: '신분증을 들고 찍은 사진을 업로드하세요',
  identity_photo_invalid: '업로드한 파일에서 이 사진을 찾을 수 없습니다. 다시 업로드하세요',
  identity_photo_repeated: '각 면에 서로 다른 사진을 사용하세요',
  identity_pending: '인증을 심사 중입니다. 결과를 기다려 주세요',
  identity_already_verified: '이미 완료된 인증입니다',
  identity_basic_required: '먼저 기본 인증을 완료하세요',
  identity_binding_required_any: '인증 전에 이메일 또는 전화번호를 연결하세요',
  identity_binding_required: '인증이 승인되려면 이메일과 전화번호를 모두 연결해야 합니다',
  identity_submitted: '제출되었습니다. 심사를 기다려 주세요',
  fiat_trade_limit_exceeded: '현재 인증 등급의 법정화폐 1회 거래 한도는 {{limit}} USDT입니다',
};
