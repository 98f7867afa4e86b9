import type { SecurityTexts } from './en.ts';

export const securitySv: SecurityTexts = {};
