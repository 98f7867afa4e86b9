import type { ContentTexts } from './en.ts';

export const contentDe: ContentTexts = {
  article_category_invalid: 'Bitte wählen Sie eine gültige Artikelkategorie',
  article_lang_invalid: 'Bitte wählen Sie eine der unterstützten Sprachen',
  article_not_found: 'Dieser Artikel existiert nicht',
  article_title_required: 'Bitte geben Sie einen Titel ein',
  article_title_too_long: 'Der Titel ist zu lang (höchstens 200 Zeichen)',
  article_summary_too_long: 'Die Zusammenfassung ist zu lang (höchstens 500 Zeichen)',
  article_body_too_long: 'Der Text ist zu lang (höchstens 50.000 Zeichen)',
  article_cover_invalid: 'Dieses Titelbild kann nicht verwendet werden; laden Sie ein png-, jpg- oder gif-Bild hoch',
  article_link_invalid: 'Der Link muss eine App-Route (#/pages/...) oder eine https-Adresse sein',
  article_english_first: 'Schreiben Sie zuerst die englische Fassung: Alle anderen Sprachen greifen auf sie zurück',
  article_english_kept:
    'Die englische Fassung kann nicht entfernt werden: Alle anderen Sprachen greifen auf sie zurück. Löschen Sie stattdessen den Artikel',
  article_translation_not_found: 'Dieser Artikel hat keine Fassung in dieser Sprache',
};
