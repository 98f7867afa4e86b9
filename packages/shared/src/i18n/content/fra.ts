import type { ContentTexts } from './en.ts';

export const contentFra: ContentTexts = {};
