import type { SecurityTexts } from './en.ts';

export const securityKor: SecurityTexts = {};
