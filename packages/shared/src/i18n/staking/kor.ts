import type { StakingTexts } from './en.ts';

export const stakingKor: StakingTexts = {
  staking_product_not_found: '이 스테이킹 상품이 존재하지 않습니다',
  staking_product_closed: '이 스테이킹 상품은 마감되었습니다',
  staking_product_not_started: '이 상품은 아직 가입을 받지 않습니다',
  staking_below_minimum: '1회 최소 금액은 {{minimum}} {{coin}}입니다',
  staking_quota_exceeded: '이 상품은 {{remaining}} {{coin}}만 가입할 수 있습니다',
  staking_user_cap_exceeded: '이 상품에 최대 {{remaining}} {{coin}}까지 더 가입할 수 있습니다',
  staking_order_not_found: '이 스테이킹 주문이 존재하지 않습니다',
  staking_already_redeemed: '이 포지션은 이미 상환되었습니다',
  staking_matured: '이 포지션은 만기되었습니다. 원금은 자동으로 반환됩니다',
  staking_product_invalid: '상품 설정(기간, 이율, 금액, 배당 시간)을 확인해 주세요',
  staking_quota_below_sold: '한도는 이미 가입된 금액보다 낮을 수 없습니다',
  staking_state_invalid: '올바른 주문 상태를 선택해 주세요',
};
