import type { ContentTexts } from './en.ts';

export const contentSpa: ContentTexts = {};
