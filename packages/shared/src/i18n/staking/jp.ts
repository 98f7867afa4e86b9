import type { StakingTexts } from './en.ts';

export const stakingJp: StakingTexts = {
  staking_product_not_found: 'このステーキング商品は存在しません',
  staking_product_closed: 'このステーキング商品は終了しました',
  staking_product_not_started: 'この商品はまだ申し込みを受け付けていません',
  staking_below_minimum: '1回の最低金額は {{minimum}} {{coin}} です',
  staking_quota_exceeded: 'この商品の申込可能残高は {{remaining}} {{coin}} のみです',
  staking_user_cap_exceeded: 'この商品にはあと最大 {{remaining}} {{coin}} まで申し込めます',
  staking_order_not_found: 'このステーキング注文は存在しません',
  staking_already_redeemed: 'このポジションはすでに償還されています',
  staking_matured: 'このポジションは満期を迎えました。元本は自動的に返還されます',
  staking_product_invalid: '商品設定（期間、利率、金額、配当時刻）を確認してください',
  staking_quota_below_sold: '上限額は申込済み金額を下回ることはできません',
  staking_state_invalid: '有効な注文ステータスを選択してください',
};
