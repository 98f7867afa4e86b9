import type { ContentTexts } from './en.ts';

export const contentKor: ContentTexts = {
  article_category_invalid: '올바른 게시글 분류를 선택하세요',
  article_lang_invalid: '지원되는 언어 중 하나를 선택하세요',
  article_not_found: '존재하지 않는 게시글입니다',
  article_title_required: '제목을 입력하세요',
  article_title_too_long: '제목이 너무 깁니다(최대 200자)',
  article_summary_too_long: '요약이 너무 깁니다(최대 500자)',
  article_body_too_long: '본문이 너무 깁니다(최대 50,000자)',
  article_cover_invalid: '이 커버 이미지는 사용할 수 없습니다. png, jpg 또는 gif 이미지를 업로드하세요',
  article_link_invalid: '링크는 앱 내 경로(#/pages/...) 또는 https 주소여야 합니다',
  article_english_first: '영어 버전을 먼저 작성하세요. 다른 모든 언어는 영어 버전으로 대체됩니다',
  article_english_kept: '영어 버전은 삭제할 수 없습니다. 다른 모든 언어가 영어 버전으로 대체되기 때문입니다. 대신 게시글 전체를 삭제하세요',
  article_translation_not_found: '이 게시글에는 해당 언어 버전이 없습니다',
};
