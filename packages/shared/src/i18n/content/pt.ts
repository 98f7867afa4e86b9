import type { ContentTexts } from './en.ts';

export const contentPt: ContentTexts = {};
