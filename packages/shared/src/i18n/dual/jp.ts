import type { DualTexts } from './en.ts';

export const dualJp: DualTexts = {
  dual_num_invalid: '購入数量は整数で入力してください',
  dual_type_invalid: 'コール（高値で売る）またはプット（安値で買う）を選択してください',
  dual_product_not_found: 'このデュアル投資商品は存在しません',
  dual_product_closed: 'この商品の購入受付は終了しました',
  dual_quota_exceeded: 'この商品の残りは {{remaining}} 口です',
  dual_order_not_found: 'このデュアル投資の注文は存在しません',
  dual_currency_invalid: 'デュアル投資は BTC と ETH のみ対応しています',
  dual_target_invalid: '正しい目標価格を入力してください',
  dual_apr_invalid: '年利は 0〜1000 のパーセントで、小数点以下 4 桁までで入力してください',
  dual_term_invalid: '期間は 1〜730 の整数日で入力してください',
  dual_settle_time_invalid: '決済時刻は未来の時刻にしてください',
  dual_unit_invalid: '正しい 1 口の数量を入力してください',
  dual_quota_invalid: '販売枠は整数の口数で入力してください',
  dual_quota_below_sold: '販売枠は販売済みの {{sold}} 口を下回れません',
};
