import type { SecurityTexts } from './en.ts';

export const securitySpa: SecurityTexts = {};
