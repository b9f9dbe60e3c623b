/** Payments by transfer reach the club only through a method it has an account for. */
import type { Kysely } from 'kysely';
import { isTransferMethod, PAYMENT_TEXT } from '../../../contract/payments';
import type { Database } from '../../db/schema';
import { badRequest } from '../../http-errors';
import { readClubSettings } from './read';

/** 400 for a transfer by a method whose club account is not set: the buyer could not pay. */
export async function checkPayable(db: Kysely<Database>, method: string): Promise<void> {
  if (!isTransferMethod(method)) return;
  const { payeeAccounts } = await readClubSettings(db);
  if (payeeAccounts[method] !== '') return;
  const message = PAYMENT_TEXT.notTaken(method);
  throw badRequest(message, { 'payment.method': message });
}
