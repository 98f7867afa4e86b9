import type { ContentTexts } from './en.ts';

export const contentZh: ContentTexts = {
  article_category_invalid: '请选择有效的文章分类',
  article_lang_invalid: '请选择支持的语言之一',
  article_not_found: '该文章不存在',
  article_title_required: '请输入标题',
  article_title_too_long: '标题过长（最多 200 个字符）',
  article_summary_too_long: '摘要过长（最多 500 个字符）',
  article_body_too_long: '正文过长（最多 50,000 个字符）',
  article_cover_invalid: '无法使用该封面图片，请上传 png、jpg 或 gif 图片',
  article_link_invalid: '链接须为 App 内路由（#/pages/...）或 https 地址',
  article_english_first: '请先撰写英文版本：其他语言均以英文版本为后备',
  article_english_kept: '英文版本不可删除：其他语言均以英文版本为后备。如需删除，请删除整篇文章',
  article_translation_not_found: '该文章没有此语言的版本',
};
