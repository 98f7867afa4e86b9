import type { ProfileTexts } from './en.ts';

export const profileSpa: ProfileTexts = {};
