import type { DualTexts } from './en.ts';

export const dualSpa: DualTexts = {
  dual_num_invalid: 'La cantidad de compra debe ser un número entero',
  dual_type_invalid: 'Elija call (vender alto) o put (comprar bajo)',
  dual_product_not_found: 'Este producto de inversión dual no existe',
  dual_product_closed: 'Este producto ya no está abierto a la compra',
  dual_quota_exceeded: 'Solo quedan {{remaining}} unidades de este producto',
  dual_order_not_found: 'Esta orden de inversión dual no existe',
  dual_currency_invalid: 'La inversión dual solo se ofrece para BTC y ETH',
  dual_target_invalid: 'Introduzca un precio objetivo correcto',
  dual_apr_invalid: 'El rendimiento anualizado debe ser un porcentaje de 0 a 1000 con 4 decimales como máximo',
  dual_term_invalid: 'El plazo debe ser un número entero de días entre 1 y 730',
  dual_settle_time_invalid: 'La hora de liquidación debe ser futura',
  dual_unit_invalid: 'Introduzca un tamaño de unidad correcto',
  dual_quota_invalid: 'El cupo debe ser un número entero de unidades',
  dual_quota_below_sold: 'El cupo no puede ser inferior a las {{sold}} unidades ya vendidas',
};
