/**
 * The buyer's "Cancel this item" on a line of their order, while it has not shipped: asked once
 * more in a dialog, then sent with the status the buyer sees. When the seller moved the line
 * meanwhile (409) the order is shown afresh and the dialog says so.
 */
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { OrderLine } from '../../../../contract/orders';
import { movesFor } from '../../../../contract/orders-constants';
import { ApiError } from '../../../lib/api-client';
import { ConfirmModal } from '../../../components/confirm-modal';
import { errorMessage } from '../../../lib/errors';
import { useCancelLine } from '../api';
import { ORDERS_TEXT } from '../texts';

export function CancelLine({ line }: { line: OrderLine }) {
  const [asking, setAsking] = useState(false);
  const cancel = useCancelLine();
  const [move] = movesFor(line, 'buyer');
  if (!move && !asking) return null;
  const problem = !cancel.isError
    ? null
    : cancel.error instanceof ApiError && cancel.error.status === 409
      ? ORDERS_TEXT.cancelStale
      : errorMessage(cancel.error);

  const close = () => {
    setAsking(false);
    cancel.reset();
  };
  return (
    <>
      {move && (
        <Button
          size="xs"
          variant="light"
          color="red"
          w="fit-content"
          aria-label={`${move.label}: ${line.productName}`}
          onClick={() => setAsking(true)}
        >
          {move.label}
        </Button>
      )}
      <ConfirmModal
        opened={asking}
        title={ORDERS_TEXT.cancelTitle(line.productName)}
        confirmLabel={ORDERS_TEXT.cancelConfirm}
        dismissLabel={ORDERS_TEXT.keep}
        busy={cancel.isPending}
        error={problem}
        onClose={close}
        onConfirm={() =>
          // The line as shown now: after a 409 that is the status the seller moved it to.
          cancel.mutate(line, {
            onSuccess: () => {
              close();
              notifications.show({
                color: 'teal',
                message: ORDERS_TEXT.cancelled(line.productName),
              });
            },
          })
        }
      >
        {ORDERS_TEXT.cancelBody}
      </ConfirmModal>
    </>
  );
}
