import type { IdentityTexts } from './en.ts';

export const identityIt: IdentityTexts = {
  identity_name_required: 'Inserisci il tuo nome',
  identity_name_too_short: 'Il nome deve avere almeno 2 caratteri',
  identity_card_id_invalid: 'Inserisci il numero di documento corretto',
  identity_id_type_invalid: 'Scegli il tipo di documento',
  identity_front_required: 'Carica il fronte del documento',
  identity_back_required: 'Carica il retro del documento',
  identity_hand_required: 'Carica una foto in cui tieni in mano il documento',
  identity_photo_invalid: 'Questa foto non è tra i tuoi caricamenti, caricala di nuovo',
  identity_photo_repeated: 'Usa una foto diversa per ogni lato',
  identity_pending: 'La tua verifica è in revisione, attendi il risultato',
  identity_already_verified: 'Questa verifica è già completata',
  identity_basic_required: 'Completa prima la verifica di base',
  identity_binding_required_any: 'Collega la tua e-mail o il tuo telefono prima della verifica',
  identity_binding_required: 'Per approvare la verifica servono e-mail e telefono collegati',
  identity_submitted: 'Inviato, in attesa di revisione',
  fiat_trade_limit_exceeded: 'Una singola operazione in valuta fiat è limitata a {{limit}} USDT al tuo livello di verifica',
};
