import type { ContentTexts } from './en.ts';

export const contentSv: ContentTexts = {
  article_category_invalid: 'Välj en giltig artikelkategori',
  article_lang_invalid: 'Välj ett av de språk som stöds',
  article_not_found: 'Artikeln finns inte',
  article_title_required: 'Ange en rubrik',
  article_title_too_long: 'Rubriken är för lång (högst 200 tecken)',
  article_summary_too_long: 'Sammanfattningen är för lång (högst 500 tecken)',
  article_body_too_long: 'Texten är för lång (högst 50 000 tecken)',
  article_cover_invalid: 'Omslagsbilden kan inte användas; ladda upp en png-, jpg- eller gif-bild',
  article_link_invalid: 'Länken måste vara en väg i appen (#/pages/...) eller en https-adress',
  article_english_first: 'Skriv den engelska versionen först: alla andra språk faller tillbaka på den',
  article_english_kept: 'Den engelska versionen kan inte tas bort: alla andra språk faller tillbaka på den. Radera artikeln i stället',
  article_translation_not_found: 'Artikeln har ingen version på det språket',
};
