/**
 * The Settings tab's payee accounts: the club's account for each way of paying by transfer.
 * Buyers see the account of the method they pick, at checkout and on the jersey pre-order
 * form; a method left empty is not offered to them, and the server refuses it.
 */
import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import type { PayeeAccounts } from '../../../contract/payments';
import {
  PAYEE_ACCOUNT_MAX_LENGTH,
  TRANSFER_METHODS,
  TRANSFER_METHOD_LABEL,
} from '../../../contract/payments-constants';
import { defineTexts } from '../../../contract/i18n/texts';

export const PAYEES_TEXT = defineTexts({
  legend: /*i18n*/ { id: 'Accounts buyers pay into' },
  note: /*i18n*/ {
    id: 'Buyers who pay by transfer are shown the account of the method they choose, at checkout and on the jersey pre-order form. A method left empty is not offered.',
  },
  placeholder: /*i18n*/ { id: 'Not taken' },
});

export const trimmedPayees = (accounts: PayeeAccounts): PayeeAccounts =>
  Object.fromEntries(
    TRANSFER_METHODS.map((method) => [method, accounts[method].trim()]),
  ) as PayeeAccounts;

interface Props {
  value: PayeeAccounts;
  errors: Record<string, string>;
  onChange: (value: PayeeAccounts) => void;
}

export function PayeesFieldset({ value, errors, onChange }: Props) {
  return (
    <Fieldset legend={PAYEES_TEXT.legend}>
      <Text size="sm" c="dimmed" mb="sm">
        {PAYEES_TEXT.note}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {TRANSFER_METHODS.map((method) => (
          <TextInput
            key={method}
            label={TRANSFER_METHOD_LABEL[method]}
            placeholder={PAYEES_TEXT.placeholder}
            maxLength={PAYEE_ACCOUNT_MAX_LENGTH}
            value={value[method]}
            error={errors[`payeeAccounts.${method}`]}
            onChange={(event) => onChange({ ...value, [method]: event.currentTarget.value })}
          />
        ))}
      </SimpleGrid>
    </Fieldset>
  );
}
