import type { DualTexts } from './en.ts';

export const dualPt: DualTexts = {
  dual_num_invalid: 'A quantidade de compra deve ser um número inteiro',
  dual_type_invalid: 'Escolha call (vender alto) ou put (comprar baixo)',
  dual_product_not_found: 'Este produto de investimento duplo não existe',
  dual_product_closed: 'Este produto já não está aberto para compra',
  dual_quota_exceeded: 'Restam apenas {{remaining}} unidades deste produto',
  dual_order_not_found: 'Esta ordem de investimento duplo não existe',
  dual_currency_invalid: 'O investimento duplo só é oferecido para BTC e ETH',
  dual_target_invalid: 'Introduza um preço-alvo correto',
  dual_apr_invalid: 'O rendimento anualizado deve ser uma percentagem de 0 a 1000 com no máximo 4 casas decimais',
  dual_term_invalid: 'O prazo deve ser um número inteiro de dias entre 1 e 730',
  dual_settle_time_invalid: 'A hora de liquidação deve ser no futuro',
  dual_unit_invalid: 'Introduza um tamanho de unidade correto',
  dual_quota_invalid: 'A quota deve ser um número inteiro de unidades',
  dual_quota_below_sold: 'A quota não pode ser inferior às {{sold}} unidades já vendidas',
};
