import type { DualTexts } from './en.ts';

export const dualFra: DualTexts = {
  dual_num_invalid: 'La quantité souscrite doit être un nombre entier',
  dual_type_invalid: 'Veuillez choisir call (vendre haut) ou put (acheter bas)',
  dual_product_not_found: "Ce produit d'investissement double n'existe pas",
  dual_product_closed: "Ce produit n'est plus ouvert à la souscription",
  dual_quota_exceeded: 'Il ne reste que {{remaining}} unités de ce produit',
  dual_order_not_found: "Cet ordre d'investissement double n'existe pas",
  dual_currency_invalid: "L'investissement double n'est proposé que pour BTC et ETH",
  dual_target_invalid: 'Veuillez saisir un prix cible correct',
  dual_apr_invalid: 'Le rendement annualisé doit être un pourcentage de 0 à 1000 avec au plus 4 décimales',
  dual_term_invalid: 'La durée doit être un nombre entier de jours entre 1 et 730',
  dual_settle_time_invalid: "L'heure de règlement doit être dans le futur",
  dual_unit_invalid: "Veuillez saisir une taille d'unité correcte",
  dual_quota_invalid: "Le quota doit être un nombre entier d'unités",
  dual_quota_below_sold: 'Le quota ne peut pas être inférieur aux {{sold}} unités déjà vendues',
};
