import type { ContentTexts } from './en.ts';

export const contentSpa: ContentTexts = {
  article_category_invalid: 'Elige una categoría de artículo válida',
  article_lang_invalid: 'Elige uno de los idiomas admitidos',
  article_not_found: 'Este artículo no existe',
  article_title_required: 'Introduce un título',
  article_title_too_long: 'El título es demasiado largo (máximo 200 caracteres)',
  article_summary_too_long: 'El resumen es demasiado largo (máximo 500 caracteres)',
  article_body_too_long: 'El cuerpo es demasiado largo (máximo 50.000 caracteres)',
  article_cover_invalid: 'No se puede usar esta imagen de portada; suba una imagen png, jpg o gif',
  article_link_invalid: 'El enlace debe ser una ruta de la app (#/pages/...) o una dirección https',
  article_english_first: 'Escribe primero la versión en inglés: todos los demás idiomas recurren a ella',
  article_english_kept:
    'La versión en inglés no se puede eliminar: todos los demás idiomas recurren a ella. Elimina el artículo en su lugar',
  article_translation_not_found: 'Este artículo no tiene versión en ese idioma',
};
