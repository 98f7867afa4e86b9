import type { ContentTexts } from './en.ts';

export const contentIt: ContentTexts = {};
