import type { IdentityTexts } from './en.ts';

export const identityPt: IdentityTexts = {
  identity_name_required: 'Introduza o seu nome',
  identity_name_too_short: 'O nome deve ter pelo menos 2 caracteres',
  identity_card_id_invalid: 'Introduza o número de documento correto',
  identity_id_type_invalid: 'Escolha o tipo de documento',
  identity_front_required: 'Envie a frente do seu documento',
  identity_back_required: 'Envie o verso do seu documento',
  identity_hand_required: 'Envie uma foto sua segurando o documento',
  identity_photo_invalid: 'Esta foto não foi encontrada entre os seus envios, envie-a novamente',
  identity_photo_repeated: 'Use uma foto diferente para cada lado',
  identity_pending: 'A sua verificação está em análise, aguarde o resultado',
  identity_already_verified: 'Esta verificação já está concluída',
  identity_basic_required: 'Conclua primeiro a verificação básica',
  identity_binding_required_any: 'Associe o seu e-mail ou telefone antes da verificação',
  identity_binding_required: 'É necessário associar e-mail e telefone para que a verificação seja aprovada',
  identity_submitted: 'Enviado, a aguardar análise',
  fiat_trade_limit_exceeded: 'Uma operação em moeda fiduciária está limitada a {{limit}} USDT no seu nível de verificação',
};
