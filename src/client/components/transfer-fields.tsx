/**
 * Paying by transfer: where to send the money (the club's account for the method, when set) and
 * the account the buyer paid from and the transaction id. One set for the shop's checkout and a
 * jersey pre-order; nothing while the method picked is not a transfer. It reads the form it sits
 * in (react-hook-form's FormProvider), whose values hold a `payment` object.
 */
import { TextInput } from '@mantine/core';
import { useFormContext } from 'react-hook-form';
import { defineTexts } from '../../contract/i18n/texts';
import type { PayeeAccounts } from '../../contract/payments';
import { isTransferMethod } from '../../contract/payments-constants';
import { PayeeAccount } from './payee-account';

export const TRANSFER_TEXT = defineTexts({ transactionId: /*i18n*/ { id: 'Transaction id' } });

interface TransferValues {
  payment: { accountNumber?: string | null; transactionId?: string | null };
}

export function TransferFields({
  method,
  payees,
  total,
  accountLabel,
}: {
  /** The payment method picked in the form. */
  method: string;
  payees: PayeeAccounts | undefined;
  /** The amount to send, formatted; empty while it is not known. */
  total: string;
  /** What the account field is called on this form. */
  accountLabel: string;
}) {
  const { register, formState } = useFormContext<TransferValues>();
  if (!isTransferMethod(method)) return null;
  const errors = formState.errors.payment;
  return (
    <>
      {payees?.[method] && <PayeeAccount method={method} account={payees[method]} total={total} />}
      <TextInput
        label={accountLabel}
        required
        {...register('payment.accountNumber')}
        error={errors?.accountNumber?.message}
      />
      <TextInput
        label={TRANSFER_TEXT.transactionId}
        required
        {...register('payment.transactionId')}
        error={errors?.transactionId?.message}
      />
    </>
  );
}
