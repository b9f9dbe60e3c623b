/**
 * payments without its schema: methods, labels, texts and helpers, for screens that must not
 * bring the schema library with them. payments.ts re-exports all of it beside the schema.
 */
import type { PayeeAccounts } from './payments';

export const TRANSFER_METHODS = ['manual_transfer', 'bkash', 'nagad', 'rocket'] as const;
export type TransferMethod = (typeof TRANSFER_METHODS)[number];

export const TRANSFER_METHOD_LABEL: Record<TransferMethod, string> = {
  manual_transfer: 'Bank transfer',
  bkash: 'bKash',
  nagad: 'Nagad',
  rocket: 'Rocket',
};

export const PAYEE_ACCOUNT_MAX_LENGTH = 200;

/** What a buyer may enter for a transfer they made. */
export const PAYMENT_LIMITS = {
  accountMaxLength: 40,
  transactionMaxLength: 60,
} as const;

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
  transferDetails: 'Give the account you paid from and the transaction id.',
} as const;
