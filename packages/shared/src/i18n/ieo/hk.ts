import type { IeoTexts } from './en.ts';

export const ieoHk: IeoTexts = {
  ieo_project_not_found: '該IEO項目不存在',
  ieo_state_invalid: '請選擇有效的項目狀態',
  ieo_project_closed: '該項目已關閉',
  ieo_not_started: '該項目尚未開放認購',
  ieo_ended: '該項目認購已結束',
  ieo_below_minimum: '最低認購數量為 {{minimum}} {{symbol}}',
  ieo_user_max_exceeded: '您在該項目最多還可認購 {{remaining}} {{symbol}}',
  ieo_pay_currency_unknown: '該項目不支援使用此幣種付款',
  ieo_price_mismatch: '價格與該項目在此幣種下的價格不一致',
  ieo_amount_too_precise: '{{symbol}} 最多支援 {{decimals}} 位小數',
  ieo_project_invalid: '請檢查項目設定：名稱、代幣符號、數量、價格和時間',
  ieo_symbol_taken: '已存在使用該符號的幣種',
  ieo_project_locked: '已有用戶認購後，價格、硬頂和限額不可修改；分配完成後項目不可再修改',
};
