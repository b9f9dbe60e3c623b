/**
 * Where a buyer who pays by transfer sends the money: the club's account for the chosen method
 * (set by admins in Settings), with a button to copy it, and the amount to send.
 */
import { Alert, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { IconBuildingBank } from '@tabler/icons-react';
import { defineTexts, t } from '../../contract/i18n/texts';
import { PAYMENT_TEXT, type TransferMethod } from '../../contract/payments-constants';

export const PAYEE_TEXT = defineTexts({
  copy: /*i18n*/ { id: 'Copy' },
  copied: /*i18n*/ { id: 'Copied' },
  send: (total: string) =>
    t(
      /*i18n*/ {
        id: 'Send {total} to this account first, then enter the account you paid from and the transaction id.',
      },
      { total },
    ),
});

export function PayeeAccount({
  method,
  account,
  total,
}: {
  method: TransferMethod;
  account: string;
  /** The amount to send, formatted; empty while it is not known. */
  total: string;
}) {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconBuildingBank size={18} aria-hidden />}
      title={PAYMENT_TEXT.sendTo(method)}
      aria-label={PAYMENT_TEXT.sendTo(method)}
    >
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Text fw={700} style={{ overflowWrap: 'anywhere' }} data-testid="payee-account">
            {account}
          </Text>
          <CopyButton value={account}>
            {({ copied, copy }) => (
              <Button size="compact-xs" variant="subtle" onClick={copy} style={{ flexShrink: 0 }}>
                {copied ? PAYEE_TEXT.copied : PAYEE_TEXT.copy}
              </Button>
            )}
          </CopyButton>
        </Group>
        {total && <Text size="sm">{PAYEE_TEXT.send(total)}</Text>}
      </Stack>
    </Alert>
  );
}
