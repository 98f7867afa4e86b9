import type { ContentTexts } from './en.ts';

export const contentPt: ContentTexts = {
  article_category_invalid: 'Escolha uma categoria de artigo válida',
  article_lang_invalid: 'Escolha um dos idiomas suportados',
  article_not_found: 'Este artigo não existe',
  article_title_required: 'Introduza um título',
  article_title_too_long: 'O título é demasiado longo (máximo de 200 caracteres)',
  article_summary_too_long: 'O resumo é demasiado longo (máximo de 500 caracteres)',
  article_body_too_long: 'O corpo é demasiado longo (máximo de 50 000 caracteres)',
  article_cover_invalid: 'Não é possível usar esta imagem de capa; envie uma imagem png, jpg ou gif',
  article_link_invalid: 'O link deve ser uma rota do app (#/pages/...) ou um endereço https',
  article_english_first: 'Escreva primeiro a versão em inglês: todos os outros idiomas recorrem a ela',
  article_english_kept: 'A versão em inglês não pode ser removida: todos os outros idiomas recorrem a ela. Elimine antes o artigo',
  article_translation_not_found: 'Este artigo não tem versão nesse idioma',
};
