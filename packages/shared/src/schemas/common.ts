// Building blocks of the request schemas, made with the field builders of ./fields.ts: form-encoded
// bodies carry strings, so whole numbers are read from digit strings as well as JSON integers.
// Each `error` is a text key of i18n/texts, translated by whichever side shows it.
import { z } from 'zod';
import { PAGE_LIMIT_DEFAULT, PAGE_LIMIT_MAX, PAGE_MAX } from '../constants.ts';
import { key, zPositiveAmount, zWhole } from './fields.ts';

export { key };

export const zPage = zWhole('page_invalid', { max: PAGE_MAX }).default(1);
export const zLimit = zWhole('limit_invalid', { max: PAGE_LIMIT_MAX }).default(PAGE_LIMIT_DEFAULT);
/** The input of a call that takes none: whatever the client sends (lang aside) is ignored. */
export const ZNoInput = z.object({});
export const ZPageRequest = z.object({ page: zPage, limit: zLimit });
export type TPageRequest = z.infer<typeof ZPageRequest>;

/** A row's id: a whole number from 1 to ID_MAX. */
export const zId = zWhole('parameter_error');

/** A positive decimal string with at most 8 fraction digits, at most AMOUNT_MAX; never a JS number. */
export const zAmount = zPositiveAmount('amount_invalid');

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
