import type { IeoTexts } from './en.ts';

export const ieoFra: IeoTexts = {
  ieo_project_not_found: 'Ce projet IEO n’existe pas',
  ieo_state_invalid: 'Veuillez choisir un état de projet valide',
  ieo_project_closed: 'Ce projet est fermé',
  ieo_not_started: 'La souscription à ce projet n’est pas encore ouverte',
  ieo_ended: 'La souscription à ce projet est terminée',
  ieo_below_minimum: 'La souscription minimale est de {{minimum}} {{symbol}}',
  ieo_user_max_exceeded: 'Vous pouvez encore souscrire au plus {{remaining}} {{symbol}} à ce projet',
  ieo_pay_currency_unknown: 'Ce projet n’accepte pas le paiement dans cette devise',
  ieo_price_mismatch: 'Le prix ne correspond pas à celui du projet dans cette devise',
  ieo_amount_too_precise: '{{symbol}} accepte au plus {{decimals}} décimales',
  ieo_project_invalid: 'Veuillez vérifier les paramètres du projet : nom, symbole, quantités, prix et dates',
  ieo_symbol_taken: 'Une crypto avec ce symbole existe déjà',
  ieo_project_locked:
    'Les prix, le plafond et les limites ne peuvent plus changer dès qu’une souscription existe, et plus rien ne peut changer après l’allocation',
};
