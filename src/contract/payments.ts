/**
 * Paying the club by transfer (original-app.md 'merchandise': "payment entered by the buyer as
 * method, account number and transaction id"). The club receives the money on its own accounts,
 * one per method, which admins set in the club settings; a buyer is shown the account of the
 * method they chose, sends the total there, and enters the account they paid from and the
 * transaction id, which the seller and the admins read with the order. A method whose account
 * the club has not set is not offered, and the server refuses it.
 */
import { z } from 'zod';

export const TRANSFER_METHODS = ['manual_transfer', 'bkash', 'nagad', 'rocket'] as const;
export type TransferMethod = (typeof TRANSFER_METHODS)[number];

export const TRANSFER_METHOD_LABEL: Record<TransferMethod, string> = {
  manual_transfer: 'Bank transfer',
  bkash: 'bKash',
  nagad: 'Nagad',
  rocket: 'Rocket',
};

export const PAYEE_ACCOUNT_MAX_LENGTH = 200;

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

export const NO_PAYEE_ACCOUNTS: PayeeAccounts = {
  manual_transfer: '',
  bkash: '',
  nagad: '',
  rocket: '',
};

export function isTransferMethod(method: string): method is TransferMethod {
  return (TRANSFER_METHODS as readonly string[]).includes(method);
}

/** The transfer methods buyers may use now: those the club has an account for. */
export function offeredTransfers(accounts: PayeeAccounts): TransferMethod[] {
  return TRANSFER_METHODS.filter((method) => accounts[method] !== '');
}

export const PAYMENT_TEXT = {
  notTaken: (method: TransferMethod) =>
    `The club takes no payment by ${TRANSFER_METHOD_LABEL[method]}: choose another method.`,
  sendTo: (method: TransferMethod) => `The club's ${TRANSFER_METHOD_LABEL[method]} account`,
  paidFrom: 'Paid from',
  transaction: 'Transaction',
} as const;
