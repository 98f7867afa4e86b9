import type { ContentTexts } from './en.ts';

export const contentJp: ContentTexts = {
  article_category_invalid: '有効な記事カテゴリを選択してください',
  article_lang_invalid: '対応している言語から選択してください',
  article_not_found: 'この記事は存在しません',
  article_title_required: 'タイトルを入力してください',
  article_title_too_long: 'タイトルが長すぎます（200 文字以内）',
  article_summary_too_long: '概要が長すぎます（500 文字以内）',
  article_body_too_long: '本文が長すぎます（50,000 文字以内）',
  article_cover_invalid: 'このカバー画像は使用できません。png、jpg、gif 画像をアップロードしてください',
  article_link_invalid: 'リンクはアプリ内ルート（#/pages/...）または https アドレスにしてください',
  article_english_first: '先に英語版を作成してください。ほかの言語はすべて英語版を代替として表示します',
  article_english_kept: '英語版は削除できません。ほかの言語はすべて英語版を代替として表示します。記事ごと削除してください',
  article_translation_not_found: 'この記事にはその言語の版がありません',
};
