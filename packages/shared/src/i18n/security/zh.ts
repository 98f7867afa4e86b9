import type { SecurityTexts } from './en.ts';

export const securityZh: SecurityTexts = {};
