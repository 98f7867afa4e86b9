import type { ProfileTexts } from './en.ts';

export const profileSv: ProfileTexts = {};
