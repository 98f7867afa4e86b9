import type { ProfileTexts } from './en.ts';

export const profileHk: ProfileTexts = {};
