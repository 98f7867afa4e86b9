import type { ProfileTexts } from './en.ts';

export const profileKor: ProfileTexts = {};
