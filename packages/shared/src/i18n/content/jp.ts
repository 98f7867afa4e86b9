import type { ContentTexts } from './en.ts';

export const contentJp: ContentTexts = {};
