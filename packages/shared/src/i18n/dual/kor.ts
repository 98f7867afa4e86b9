import type { DualTexts } from './en.ts';

export const dualKor: DualTexts = {
  dual_num_invalid: '투자 구매 수량은 정수여야 합니다',
  dual_type_invalid: '콜(고가 매도) 또는 풋(저가 매수)을 선택해 주세요',
  dual_product_not_found: '존재하지 않는 듀얼 투자 상품입니다',
  dual_product_closed: '이 상품은 더 이상 구매할 수 없습니다',
  dual_quota_exceeded: '이 상품은 {{remaining}}단위만 남았습니다',
  dual_order_not_found: '존재하지 않는 듀얼 투자 주문입니다',
  dual_currency_invalid: '듀얼 투자는 BTC와 ETH만 제공됩니다',
  dual_target_invalid: '올바른 목표 가격을 입력해 주세요',
  dual_apr_invalid: '연 수익률은 0~1000 사이의 퍼센트이며 소수점 4자리까지 입력할 수 있습니다',
  dual_term_invalid: '기간은 1~730 사이의 정수 일수여야 합니다',
  dual_settle_time_invalid: '정산 시각은 미래여야 합니다',
  dual_unit_invalid: '올바른 단위 수량을 입력해 주세요',
  dual_quota_invalid: '한도는 정수 단위여야 합니다',
  dual_quota_below_sold: '한도는 이미 판매된 {{sold}}단위보다 작을 수 없습니다',
};
