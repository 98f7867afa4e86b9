import type { ContentTexts } from './en.ts';

export const contentFra: ContentTexts = {
  article_category_invalid: 'Veuillez choisir une catégorie d’article valide',
  article_lang_invalid: 'Veuillez choisir l’une des langues prises en charge',
  article_not_found: 'Cet article n’existe pas',
  article_title_required: 'Veuillez saisir un titre',
  article_title_too_long: 'Le titre est trop long (200 caractères au maximum)',
  article_summary_too_long: 'Le résumé est trop long (500 caractères au maximum)',
  article_body_too_long: 'Le contenu est trop long (50 000 caractères au maximum)',
  article_cover_invalid: 'Cette image de couverture ne peut pas être utilisée ; téléversez une image png, jpg ou gif',
  article_link_invalid: 'Le lien doit être une route de l’application (#/pages/...) ou une adresse https',
  article_english_first: 'Rédigez d’abord la version anglaise : toutes les autres langues s’y rabattent',
  article_english_kept:
    'La version anglaise ne peut pas être supprimée : toutes les autres langues s’y rabattent. Supprimez plutôt l’article',
  article_translation_not_found: 'Cet article n’a pas de version dans cette langue',
};
