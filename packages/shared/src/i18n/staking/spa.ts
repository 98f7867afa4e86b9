import type { StakingTexts } from './en.ts';

export const stakingSpa: StakingTexts = {
  staking_product_not_found: 'Este producto de staking no existe',
  staking_product_closed: 'Este producto de staking está cerrado',
  staking_product_not_started: 'Este producto aún no está abierto a suscripción',
  staking_below_minimum: 'El importe mínimo por suscripción es {{minimum}} {{coin}}',
  staking_quota_exceeded: 'A este producto solo le quedan {{remaining}} {{coin}} por suscribir',
  staking_user_cap_exceeded: 'Puedes suscribir como máximo {{remaining}} {{coin}} más a este producto',
  staking_order_not_found: 'Esta orden de staking no existe',
  staking_already_redeemed: 'Esta posición ya ha sido rescatada',
  staking_matured: 'Esta posición ha vencido; el capital se devuelve automáticamente',
  staking_product_invalid: 'Revisa la configuración del producto: plazo, tasas, importes y hora de pago',
  staking_quota_below_sold: 'El cupo no puede ser inferior al importe ya suscrito',
  staking_state_invalid: 'Elige un estado de orden válido',
};
