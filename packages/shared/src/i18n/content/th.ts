import type { ContentTexts } from './en.ts';

export const contentTh: ContentTexts = {};
