import type { StakingTexts } from './en.ts';

export const stakingZh: StakingTexts = {
  staking_product_not_found: '该锁仓产品不存在',
  staking_product_closed: '该锁仓产品已关闭',
  staking_product_not_started: '该产品尚未开放认购',
  staking_below_minimum: '最低单笔金额为 {{minimum}} {{coin}}',
  staking_quota_exceeded: '该产品仅剩 {{remaining}} {{coin}} 可认购',
  staking_user_cap_exceeded: '您在该产品最多还可认购 {{remaining}} {{coin}}',
  staking_order_not_found: '该锁仓订单不存在',
  staking_already_redeemed: '该持仓已赎回',
  staking_matured: '该持仓已到期，本金将自动返还',
  staking_product_invalid: '请检查产品设置：周期、利率、金额和派息时间',
  staking_quota_below_sold: '额度不能低于已认购金额',
  staking_state_invalid: '请选择有效的订单状态',
};
