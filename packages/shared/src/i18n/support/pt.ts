import type { SupportTexts } from './en.ts';

export const supportPt: SupportTexts = {
  support_message_empty: 'Escreva uma mensagem ou anexe uma imagem',
  support_message_too_long: 'Uma mensagem pode ter no máximo 500 caracteres',
  support_image_invalid: 'Não é possível anexar esta imagem, envie-a novamente',
  support_rate_limited: 'Você está enviando mensagens rápido demais, aguarde um momento',
  support_thread_not_found: 'Esta conversa não existe',
  support_widget_id_invalid: 'O ID do widget de chat só pode conter letras, dígitos, - e _',
};
