import type { ContentTexts } from './en.ts';

export const contentSv: ContentTexts = {};
