import type { IdentityTexts } from './en.ts';

export const identityJp: IdentityTexts = {
  identity_name_required: '氏名を入力してください',
  identity_name_too_short: '氏名は2文字以上で入力してください',
  identity_card_id_invalid: '正しい身分証番号を入力してください',
  identity_id_type_invalid: '書類の種類を選択してください',
  identity_front_required: '書類の表面をアップロードしてください',
  identity_back_required: '書類の裏面をアップロードしてください',
  identity_hand_required: '書類を手に持った写真をアップロードしてください',
  identity_photo_invalid: 'この写真はアップロード済みのファイルに見つかりません。もう一度アップロードしてください',
  identity_photo_repeated: '表と裏には別々の写真を使用してください',
  identity_pending: '本人確認は審査中です。結果をお待ちください',
  identity_already_verified: 'この本人確認はすでに完了しています',
  identity_basic_required: '先に基本認証を完了してください',
  identity_binding_required_any: '本人確認の前にメールアドレスまたは電話番号を登録してください',
  identity_binding_required: '本人確認の承認にはメールアドレスと電話番号の両方の登録が必要です',
  identity_submitted: '送信しました。審査をお待ちください',
  fiat_trade_limit_exceeded: '現在の認証レベルでは、法定通貨取引1回あたりの上限は {{limit}} USDT です',
};
