import type { IdentityTexts } from './en.ts';

export const identityFra: IdentityTexts = {
  identity_name_required: 'Veuillez saisir votre nom',
  identity_name_too_short: 'Le nom doit comporter au moins 2 caractères',
  identity_card_id_invalid: 'Veuillez saisir un numéro de pièce d’identité correct',
  identity_id_type_invalid: 'Veuillez choisir le type de document',
  identity_front_required: 'Veuillez téléverser le recto de votre document',
  identity_back_required: 'Veuillez téléverser le verso de votre document',
  identity_hand_required: 'Veuillez téléverser une photo de vous tenant votre document',
  identity_photo_invalid: 'Cette photo ne figure pas parmi vos fichiers, veuillez la téléverser à nouveau',
  identity_photo_repeated: 'Veuillez utiliser une photo différente pour chaque face',
  identity_pending: 'Votre vérification est en cours d’examen, veuillez attendre le résultat',
  identity_already_verified: 'Cette vérification est déjà terminée',
  identity_basic_required: 'Veuillez d’abord terminer la vérification de base',
  identity_binding_required_any: 'Veuillez associer votre e-mail ou votre téléphone avant la vérification',
  identity_binding_required: 'Un e-mail et un téléphone associés sont nécessaires pour que la vérification soit validée',
  identity_submitted: 'Envoyé, en attente de vérification',
  fiat_trade_limit_exceeded: 'Une opération en devise fiduciaire est limitée à {{limit}} USDT à votre niveau de vérification',
};
