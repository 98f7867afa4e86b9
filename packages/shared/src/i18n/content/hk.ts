import type { ContentTexts } from './en.ts';

export const contentHk: ContentTexts = {};
