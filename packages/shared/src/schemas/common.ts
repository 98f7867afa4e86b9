// Building blocks of the request schemas. Form-encoded bodies carry strings, so numbers are coerced.
// Each `error` is a text key of i18n/texts, translated by whichever side shows it.
import { z } from 'zod';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, PAGE_MAX } from '../constants.ts';
import { isDecimal } from '../money.ts';
import type { TextKey } from '../i18n/texts.en.ts';

/** A zod error option whose message is a translation key. */
export const key = (textKey: TextKey) => ({ error: textKey });

export const zPage = z.coerce
  .number(key('page_invalid'))
  .int(key('page_invalid'))
  .min(1, key('page_invalid'))
  .max(PAGE_MAX, key('page_invalid'))
  .default(1);
export const zLimit = z.coerce
  .number(key('limit_invalid'))
  .int(key('limit_invalid'))
  .min(1, key('limit_invalid'))
  .max(PAGE_LIMIT_MAX, key('limit_invalid'))
  .default(PAGE_LIMIT_DEFAULT);
/** The input of a call that takes none: whatever the client sends (lang aside) is ignored. */
export const ZNoInput = z.object({});

export const ZPageRequest = z.object({ page: zPage, limit: zLimit });
export type TPageRequest = z.infer<typeof ZPageRequest>;

export const zId = z.coerce.number(key('parameter_error')).int(key('parameter_error')).positive(key('parameter_error'));

/** A positive decimal string with at most 8 fraction digits; never a JS number. */
export const zAmount = z
  .string(key('amount_invalid'))
  .trim()
  .refine((text) => isDecimal(text) && /[1-9]/.test(text) && !text.startsWith('-'), key('amount_invalid'));

export const zDecimal = z.string().regex(/^-?\d+(\.\d+)?$/);

/** A page of a list, inside `message` (DESIGN.md); its type is PageOf of ../envelope.ts. */
export function zPageOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
  });
}
