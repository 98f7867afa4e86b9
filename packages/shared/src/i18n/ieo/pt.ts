import type { IeoTexts } from './en.ts';

export const ieoPt: IeoTexts = {
  ieo_project_not_found: 'Este projeto IEO não existe',
  ieo_state_invalid: 'Escolha um status de projeto válido',
  ieo_project_closed: 'Este projeto está encerrado',
  ieo_not_started: 'A subscrição deste projeto ainda não abriu',
  ieo_ended: 'A subscrição deste projeto já terminou',
  ieo_below_minimum: 'A subscrição mínima é de {{minimum}} {{symbol}}',
  ieo_user_max_exceeded: 'Você pode subscrever no máximo mais {{remaining}} {{symbol}} neste projeto',
  ieo_pay_currency_unknown: 'Este projeto não aceita pagamento nessa moeda',
  ieo_price_mismatch: 'O preço não confere com o preço do projeto nessa moeda',
  ieo_amount_too_precise: '{{symbol}} permite no máximo {{decimals}} casas decimais',
  ieo_project_invalid: 'Confira as configurações do projeto: nome, símbolo, quantidades, preços e datas',
  ieo_symbol_taken: 'Já existe uma moeda com este símbolo',
  ieo_project_locked: 'Preços, teto e limites não podem mudar depois que alguém subscreveu, e nada pode mudar depois da alocação',
};
