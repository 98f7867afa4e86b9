import type { ContentTexts } from './en.ts';

export const contentKor: ContentTexts = {};
