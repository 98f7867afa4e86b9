import type { DualTexts } from './en.ts';

export const dualZh: DualTexts = {
  dual_num_invalid: '申购数量必须为整数',
  dual_type_invalid: '请选择看涨（高卖）或看跌（低买）',
  dual_product_not_found: '该双币投资产品不存在',
  dual_product_closed: '该产品已停止申购',
  dual_quota_exceeded: '该产品仅剩 {{remaining}} 份',
  dual_order_not_found: '该双币投资订单不存在',
  dual_currency_invalid: '双币投资仅支持 BTC 和 ETH',
  dual_target_invalid: '请输入正确的目标价格',
  dual_apr_invalid: '年化收益率须为 0 至 1000 之间的百分比，最多 4 位小数',
  dual_term_invalid: '期限须为 1 至 730 之间的整数天',
  dual_settle_time_invalid: '结算时间必须晚于当前时间',
  dual_unit_invalid: '请输入正确的每份数量',
  dual_quota_invalid: '额度必须为整数份',
  dual_quota_below_sold: '额度不能低于已售出的 {{sold}} 份',
};
