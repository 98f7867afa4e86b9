import type { StakingTexts } from './en.ts';

export const stakingHk: StakingTexts = {
  staking_product_not_found: '該鎖倉產品不存在',
  staking_product_closed: '該鎖倉產品已關閉',
  staking_product_not_started: '該產品尚未開放認購',
  staking_below_minimum: '最低單筆金額為 {{minimum}} {{coin}}',
  staking_quota_exceeded: '該產品僅剩 {{remaining}} {{coin}} 可認購',
  staking_user_cap_exceeded: '您在該產品最多還可認購 {{remaining}} {{coin}}',
  staking_order_not_found: '該鎖倉訂單不存在',
  staking_already_redeemed: '該持倉已贖回',
  staking_matured: '該持倉已到期，本金將自動返還',
  staking_product_invalid: '請檢查產品設定：週期、利率、金額和派息時間',
  staking_quota_below_sold: '額度不能低於已認購金額',
  staking_state_invalid: '請選擇有效的訂單狀態',
};
