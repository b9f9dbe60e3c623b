/**
 * Rejecting an order line is asked first: the seller picks the reason the buyer reads (one of
 * REJECT_REASONS, or their own words), and only then is the line rejected. The buyer sees the
 * reason with their order and in the notice; "Undo rejection" brings the line back.
 */
import { Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import type { OrderLine } from '../../../../contract/orders';
import { ORDER_LIMITS, REJECT_REASONS } from '../../../../contract/orders-constants';
import { ConfirmModal } from '../../../components/confirm-modal';
import { GrowingTextarea } from '../../../components/growing-textarea';
import { REJECT_TEXT } from './texts';

const OTHER = 'other';

export function RejectLine({
  line,
  busy,
  error,
  onReject,
  onClose,
}: {
  line: OrderLine;
  busy: boolean;
  /** The server's reason when it refused. */
  error: string | null;
  onReject: (reason: string) => void;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState<string | null>(null);
  const [own, setOwn] = useState('');
  const reason = (choice === OTHER ? own : (choice ?? '')).trim();
  return (
    <ConfirmModal
      opened
      title={REJECT_TEXT.title(line.productName)}
      confirmLabel={REJECT_TEXT.confirm}
      dismissLabel={REJECT_TEXT.keep}
      busy={busy}
      error={error}
      confirmDisabled={!reason}
      onConfirm={() => onReject(reason)}
      onClose={onClose}
      extra={
        <Stack gap="xs">
          <Radio.Group label={REJECT_TEXT.reasonLabel} value={choice} onChange={setChoice}>
            <Stack gap={8} mt={6}>
              {REJECT_REASONS.map((preset) => (
                <Radio key={preset} value={preset} label={preset} />
              ))}
              <Radio value={OTHER} label={REJECT_TEXT.other} />
            </Stack>
          </Radio.Group>
          {choice === OTHER && (
            <GrowingTextarea
              label={REJECT_TEXT.otherLabel}
              description={REJECT_TEXT.otherDescription}
              value={own}
              maxLength={ORDER_LIMITS.noteMaxLength}
              minRows={2}
              data-autofocus
              onChange={(event) => setOwn(event.currentTarget.value)}
            />
          )}
        </Stack>
      }
    >
      {REJECT_TEXT.body(line.quantity, line.customer.fullName)}
    </ConfirmModal>
  );
}
