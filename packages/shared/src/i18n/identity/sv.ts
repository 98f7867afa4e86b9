import type { IdentityTexts } from './en.ts';

export const identitySv: IdentityTexts = {
  identity_name_required: 'Ange ditt namn',
  identity_name_too_short: 'Namnet måste ha minst 2 tecken',
  identity_card_id_invalid: 'Ange rätt ID-nummer',
  identity_id_type_invalid: 'Välj typ av dokument',
  identity_front_required: 'Ladda upp framsidan av ditt dokument',
  identity_back_required: 'Ladda upp baksidan av ditt dokument',
  identity_hand_required: 'Ladda upp ett foto där du håller ditt dokument',
  identity_photo_invalid: 'Fotot finns inte bland dina uppladdningar, ladda upp det igen',
  identity_photo_repeated: 'Använd ett annat foto för varje sida',
  identity_pending: 'Din verifiering granskas, vänta på resultatet',
  identity_already_verified: 'Verifieringen är redan klar',
  identity_basic_required: 'Slutför grundläggande verifiering först',
  identity_binding_required_any: 'Koppla din e-post eller telefon innan verifieringen',
  identity_binding_required: 'E-post och telefon måste vara kopplade innan verifieringen godkänns',
  identity_submitted: 'Skickat, väntar på granskning',
  fiat_trade_limit_exceeded: 'En enskild fiat-affär är begränsad till {{limit}} USDT på din verifieringsnivå',
};
