/**
 * Paying the club by transfer (docs/product.md §1 'merchandise': "payment entered by the buyer as
 * method, account number and transaction id"). The club receives the money on its own accounts,
 * one per method, which admins set in the club settings; a buyer is shown the account of the
 * method they chose, sends the total there, and enters the account they paid from and the
 * transaction id, which the seller and the admins read with the order. A method whose account
 * the club has not set is not offered, and the server refuses it.
 */
import { z } from 'zod';
import {
  PAYEE_ACCOUNT_MAX_LENGTH,
  TRANSFER_METHODS,
  type TransferMethod,
} from './payments-constants';

export * from './payments-constants';

/** The club's account for each method, as buyers should read it; '' for a method not taken. */
export const payeeAccountsSchema = z.object(
  Object.fromEntries(
    TRANSFER_METHODS.map((method) => [
      method,
      z.string().trim().max(PAYEE_ACCOUNT_MAX_LENGTH, 'At most 200 characters.'),
    ]),
  ) as Record<TransferMethod, z.ZodString>,
);
export type PayeeAccounts = z.infer<typeof payeeAccountsSchema>;
