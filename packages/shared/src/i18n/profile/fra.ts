import type { ProfileTexts } from './en.ts';

export const profileFra: ProfileTexts = {};
