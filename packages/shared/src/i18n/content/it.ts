import type { ContentTexts } from './en.ts';

export const contentIt: ContentTexts = {
  article_category_invalid: 'Scegli una categoria di articolo valida',
  article_lang_invalid: 'Scegli una delle lingue supportate',
  article_not_found: 'Questo articolo non esiste',
  article_title_required: 'Inserisci un titolo',
  article_title_too_long: 'Il titolo è troppo lungo (massimo 200 caratteri)',
  article_summary_too_long: 'Il riepilogo è troppo lungo (massimo 500 caratteri)',
  article_body_too_long: 'Il testo è troppo lungo (massimo 50.000 caratteri)',
  article_cover_invalid: 'Questa immagine di copertina non può essere usata; carica un’immagine png, jpg o gif',
  article_link_invalid: 'Il link deve essere un percorso dell’app (#/pages/...) o un indirizzo https',
  article_english_first: 'Scrivi prima la versione inglese: tutte le altre lingue ripiegano su di essa',
  article_english_kept: 'La versione inglese non può essere rimossa: tutte le altre lingue ripiegano su di essa. Elimina invece l’articolo',
  article_translation_not_found: 'Questo articolo non ha una versione in quella lingua',
};
