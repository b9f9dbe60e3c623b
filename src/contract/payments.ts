/**
 * Paying the club by transfer (docs/product.md §1 'merchandise': "payment entered by the buyer as
 * method, account number and transaction id"). The club receives the money on its own accounts,
 * one per method, which admins set in the club settings; a buyer is shown the account of the
 * method they chose, sends the total there, and enters the account they paid from and the
 * transaction id, which the seller and the admins read with the order. A method whose account
 * the club has not set is not offered, and the server refuses it.
 */
import { z } from 'zod';
import { VALIDATION } from './messages';
import {
  isTransferMethod,
  PAYEE_ACCOUNT_MAX_LENGTH,
  PAYMENT_LIMITS,
  PAYMENT_VALIDATION,
  TRANSFER_METHODS,
  type TransferMethod,
} from './payments-constants';

export * from './payments-constants';

/** The club's account for each method, as buyers should read it; '' for a method not taken. */
export const payeeAccountsSchema = z.object(
  Object.fromEntries(
    TRANSFER_METHODS.map((method) => [
      method,
      z.string().trim().max(PAYEE_ACCOUNT_MAX_LENGTH, PAYMENT_VALIDATION.payeeAccountTooLong),
    ]),
  ) as Record<TransferMethod, z.ZodString>,
);
export type PayeeAccounts = z.infer<typeof payeeAccountsSchema>;

/** What the buyer enters by a transfer; blank is none. */
const transferDetail = (max: number) =>
  z
    .string()
    .trim()
    .max(max, VALIDATION.tooLong)
    .nullish()
    .transform((value) => value || null);

/**
 * The payment a buyer enters, among the methods of what they buy (an order's cash on delivery,
 * a jersey's cash at pick-up, and the transfers): a transfer already made needs the account
 * paid from and the transaction id.
 */
export function paymentInputSchema<const Method extends string>(
  methods: readonly [Method, ...Method[]],
) {
  return z
    .object({
      method: z.enum(methods, PAYMENT_VALIDATION.method),
      accountNumber: transferDetail(PAYMENT_LIMITS.accountMaxLength),
      transactionId: transferDetail(PAYMENT_LIMITS.transactionMaxLength),
    })
    .superRefine((payment, context) => {
      if (!isTransferMethod(payment.method)) return;
      for (const field of ['accountNumber', 'transactionId'] as const) {
        if (!payment[field]) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: PAYMENT_VALIDATION.transferDetails,
          });
        }
      }
    });
}

/** A payment as the server keeps and sends it back. */
export function paymentReplySchema<const Method extends string>(
  methods: readonly [Method, ...Method[]],
) {
  return z.object({
    method: z.enum(methods),
    accountNumber: z.string().nullable(),
    transactionId: z.string().nullable(),
  });
}
