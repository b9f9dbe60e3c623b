/**
 * A parcel's next moves as buttons: only those movesToShow allows. A cancel is confirmed first
 * (a tap on a bumpy road is not a decision), and a move that needs a reason asks for it there. When the server refuses because the parcel moved on (409: another rider
 * took it, or its status changed), the member is told so and the parcel is loaded again.
 */
import { Button, Group, Stack, Text } from '@mantine/core';
import { Modal } from '../../components/overlays/modal';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { OpenParcel, Parcel } from '../../../contract/parcels';
import { PARCEL_LIMITS, PARCEL_TEXT, type ParcelMove } from '../../../contract/parcels-constants';
import { ApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/errors';
import { useMoveParcel, useTakeParcel } from './api';
import { movesToShow } from './parcel-moves';
import { MESSENGER_TEXT } from './texts';
import { GrowingTextarea } from '../../components/growing-textarea';

/** Moves that end or undo something are not the obvious next step: they look quieter. */
function looksOf(move: ParcelMove) {
  return move.action === 'cancel'
    ? ({ variant: 'light', color: 'red' } as const)
    : ({ variant: 'filled', color: undefined } as const);
}

export function asksFirst(move: ParcelMove): boolean {
  return move.action === 'cancel' || Boolean(move.needsReason);
}

function tellRefusal(error: unknown) {
  const conflict = error instanceof ApiError && error.status === 409;
  notifications.show({
    color: conflict ? 'yellow' : 'red',
    title: conflict ? undefined : PARCEL_TEXT.title,
    message: errorMessage(error),
  });
}

export function MoveButtons({
  parcel,
  onTaken,
}: {
  parcel: Parcel | OpenParcel;
  /** After this rider took it. */
  onTaken?: (parcel: Parcel) => void;
}) {
  const take = useTakeParcel();
  const move = useMoveParcel(parcel.id);
  const [asking, setAsking] = useState<ParcelMove | null>(null);
  const [reason, setReason] = useState('');
  const moves = movesToShow(parcel);
  if (moves.length === 0) return null;

  const make = async (chosen: ParcelMove, why: string | null) => {
    try {
      if (chosen.action === 'take') {
        const taken = await take.mutateAsync(parcel.id);
        notifications.show({ color: 'teal', message: MESSENGER_TEXT.taken });
        onTaken?.(taken);
      } else {
        await move.mutateAsync({
          action: chosen.action,
          currentStatus: parcel.status,
          reason: why,
        });
        notifications.show({ color: 'teal', message: MESSENGER_TEXT.moved });
      }
      setAsking(null);
      setReason('');
    } catch (error) {
      setAsking(null);
      tellRefusal(error);
    }
  };

  const pending = take.isPending || move.isPending;
  return (
    <>
      <Group gap="xs">
        {moves.map((one) => (
          <Button
            key={`${one.action}-${one.to}`}
            size="sm"
            {...looksOf(one)}
            loading={pending && asking === null}
            onClick={() => (asksFirst(one) ? setAsking(one) : void make(one, null))}
          >
            {one.label}
          </Button>
        ))}
      </Group>
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking?.label}
        centered
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!asking) return;
            if (!asking.needsReason) void make(asking, null);
            else if (reason.trim()) void make(asking, reason.trim());
          }}
        >
          <Stack gap="sm">
            {!asking?.needsReason && <Text size="sm">{MESSENGER_TEXT.confirmCancel}</Text>}
            {asking?.needsReason && (
              <GrowingTextarea
                label={MESSENGER_TEXT.reasonLabel}
                description={MESSENGER_TEXT.reasonHint}
                required
                minRows={2}
                maxLength={PARCEL_LIMITS.reasonMaxLength}
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                data-autofocus
              />
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={() => setAsking(null)}>
                {MESSENGER_TEXT.keep}
              </Button>
              <Button
                type="submit"
                color="red"
                loading={pending}
                disabled={Boolean(asking?.needsReason) && !reason.trim()}
              >
                {asking?.label}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
