import type { ContentTexts } from './en.ts';

export const contentZh: ContentTexts = {};
