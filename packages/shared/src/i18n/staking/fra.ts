import type { StakingTexts } from './en.ts';

export const stakingFra: StakingTexts = {
  staking_product_not_found: 'Ce produit de staking n’existe pas',
  staking_product_closed: 'Ce produit de staking est fermé',
  staking_product_not_started: 'Ce produit n’est pas encore ouvert à la souscription',
  staking_below_minimum: 'Le montant minimum par souscription est de {{minimum}} {{coin}}',
  staking_quota_exceeded: 'Il ne reste que {{remaining}} {{coin}} à souscrire pour ce produit',
  staking_user_cap_exceeded: 'Vous pouvez encore souscrire au plus {{remaining}} {{coin}} à ce produit',
  staking_order_not_found: 'Cet ordre de staking n’existe pas',
  staking_already_redeemed: 'Cette position a déjà été rachetée',
  staking_matured: 'Cette position est arrivée à échéance ; le capital est restitué automatiquement',
  staking_product_invalid: 'Veuillez vérifier les paramètres du produit : durée, taux, montants et heure de versement',
  staking_quota_below_sold: 'Le quota ne peut pas être inférieur au montant déjà souscrit',
  staking_state_invalid: 'Veuillez choisir un état d’ordre valide',
};
