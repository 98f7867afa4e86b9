import type { DualTexts } from './en.ts';

export const dualHk: DualTexts = {
  dual_num_invalid: '申購數量必須為整數',
  dual_type_invalid: '請選擇看漲（高賣）或看跌（低買）',
  dual_product_not_found: '該雙幣投資產品不存在',
  dual_product_closed: '該產品已停止申購',
  dual_quota_exceeded: '該產品僅剩 {{remaining}} 份',
  dual_order_not_found: '該雙幣投資訂單不存在',
  dual_currency_invalid: '雙幣投資僅支援 BTC 和 ETH',
  dual_target_invalid: '請輸入正確的目標價格',
  dual_apr_invalid: '年化收益率須為 0 至 1000 之間的百分比，最多 4 位小數',
  dual_term_invalid: '期限須為 1 至 730 之間的整數天',
  dual_settle_time_invalid: '結算時間必須晚於目前時間',
  dual_unit_invalid: '請輸入正確的每份數量',
  dual_quota_invalid: '額度必須為整數份',
  dual_quota_below_sold: '額度不能低於已售出的 {{sold}} 份',
};
