/**
 * payments without its schema: methods, labels, texts and helpers, for screens that must not
 * bring the schema library with them. payments.ts re-exports all of it beside the schema.
 */
import { defineTexts, t } from './i18n/texts';
import { englishTexts } from './i18n/english-texts';
import type { PayeeAccounts } from './payments';

export const TRANSFER_METHODS = ['manual_transfer', 'bkash', 'nagad', 'rocket'] as const;
export type TransferMethod = (typeof TRANSFER_METHODS)[number];

export const TRANSFER_METHOD_LABEL: Readonly<Record<TransferMethod, string>> = defineTexts({
  manual_transfer: /*i18n*/ { id: 'Bank transfer' },
  bkash: /*i18n*/ { id: 'bKash', comment: 'The mobile wallet.' },
  nagad: /*i18n*/ { id: 'Nagad', comment: 'The mobile wallet.' },
  rocket: /*i18n*/ { id: 'Rocket', comment: 'The mobile wallet.' },
});

/**
 * The labels of a list of payment methods: its own (cash), then every transfer's, each read in
 * the page's language when it is read.
 */
export function withTransferLabels<Own extends string>(
  own: Readonly<Record<Own, string>>,
): Readonly<Record<Own | TransferMethod, string>> {
  const labels = {} as Record<Own | TransferMethod, string>;
  for (const key of Object.keys(own) as Own[]) {
    Object.defineProperty(labels, key, { enumerable: true, get: () => own[key] });
  }
  for (const method of TRANSFER_METHODS) {
    Object.defineProperty(labels, method, {
      enumerable: true,
      get: () => TRANSFER_METHOD_LABEL[method],
    });
  }
  return labels;
}

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

/** The payment schema's messages (payments.ts), English when the schema is built. */
export const PAYMENT_VALIDATION = englishTexts({
  /** PAYEE_ACCOUNT_MAX_LENGTH. */
  payeeAccountTooLong: /*i18n*/ { id: 'At most 200 characters.' },
  method: /*i18n*/ { id: 'Choose a payment method.' },
  transferDetails: /*i18n*/ { id: 'Give the account you paid from and the transaction id.' },
});

export const PAYMENT_TEXT = defineTexts({
  notTaken: (method: TransferMethod) =>
    t(
      /*i18n*/ { id: 'The club takes no payment by {method}: choose another method.' },
      {
        method: TRANSFER_METHOD_LABEL[method],
      },
    ),
  sendTo: (method: TransferMethod) =>
    t(/*i18n*/ { id: "The club's {method} account" }, { method: TRANSFER_METHOD_LABEL[method] }),
  paidFrom: /*i18n*/ { id: 'Paid from' },
  transaction: /*i18n*/ { id: 'Transaction' },
} as const);
