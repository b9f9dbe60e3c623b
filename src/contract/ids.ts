/**
 * The id of a stored thing (a member, a ride, a post …), in a path, a query or a body. Ids are
 * INTEGER columns, whose largest value on PostgreSQL is 2^31 - 1: a bigger number names nothing
 * and is refused here as bad input, before any query could fail on it.
 */
import { z } from 'zod';
import { englishTexts } from './i18n/english-texts';

export const MAX_ID = 2_147_483_647;
/** MAX_ID; English when the schemas are built, translated where it is shown. */
const { tooBig: TOO_BIG } = englishTexts({
  tooBig: /*i18n*/ { id: 'An id is at most 2147483647.' },
});

/** An id in a JSON body. */
export const idSchema = z.number().int().positive().max(MAX_ID, TOO_BIG);

/** An id in a path or a query string, where it arrives as text. */
export const idParamSchema = z.coerce.number().int().positive().max(MAX_ID, TOO_BIG);
