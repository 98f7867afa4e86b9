import type { SecurityTexts } from './en.ts';

export const securityFra: SecurityTexts = {};
