import type { ProfileTexts } from './en.ts';

export const profileZh: ProfileTexts = {};
