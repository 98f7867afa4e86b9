import type { ContentTexts } from './en.ts';

export const contentHk: ContentTexts = {
  article_category_invalid: '請選擇有效的文章分類',
  article_lang_invalid: '請選擇支援的語言之一',
  article_not_found: '該文章不存在',
  article_title_required: '請輸入標題',
  article_title_too_long: '標題過長（最多 200 個字元）',
  article_summary_too_long: '摘要過長（最多 500 個字元）',
  article_body_too_long: '正文過長（最多 50,000 個字元）',
  article_cover_invalid: '無法使用該封面圖片，請上傳 png、jpg 或 gif 圖片',
  article_link_invalid: '連結須為 App 內路由（#/pages/...）或 https 網址',
  article_english_first: '請先撰寫英文版本：其他語言均以英文版本為後備',
  article_english_kept: '英文版本不可刪除：其他語言均以英文版本為後備。如需刪除，請刪除整篇文章',
  article_translation_not_found: '該文章沒有此語言的版本',
};
