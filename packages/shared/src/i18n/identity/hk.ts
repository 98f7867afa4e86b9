import type { IdentityTexts } from './en.ts';

export const identityHk: IdentityTexts = {
  identity_name_required: '請輸入姓名',
  identity_name_too_short: '姓名至少需要 2 個字元',
  identity_card_id_invalid: '請輸入正確的證件號碼',
  identity_id_type_invalid: '請選擇證件類型',
  identity_front_required: '請上傳證件正面照片',
  identity_back_required: '請上傳證件背面照片',
  identity_hand_required: '請上傳手持證件照片',
  identity_photo_invalid: '未在您的上傳中找到此照片，請重新上傳',
  identity_photo_repeated: '每一面請使用不同的照片',
  identity_pending: '您的認證正在審核中，請等待結果',
  identity_already_verified: '該認證已完成',
  identity_basic_required: '請先完成初級認證',
  identity_binding_required_any: '認證前請先綁定電郵或手機',
  identity_binding_required: '認證通過前需要綁定電郵和手機',
  identity_submitted: '已提交，等待審核',
  fiat_trade_limit_exceeded: '您目前認證等級的單筆法幣交易上限為 {{limit}} USDT',
};
