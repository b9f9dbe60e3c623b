/**
 * The buttons of §4 for one order line, named after what they do: only the seller's moves
 * ORDER_MOVES allows from its status, none on a line its buyer cancelled. Reject is asked first,
 * with the reason the buyer reads (RejectLine); the other moves go in one tap. A move sends the
 * status the seller sees; when someone else has moved the line meanwhile the server answers
 * 409, the seller is told, and the list is asked again.
 */
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { OrderLine } from '../../../../contract/orders';
import {
  cancelledByBuyer,
  movesFor,
  ORDER_LIMITS,
  ORDER_TEXT,
  type OrderMove,
} from '../../../../contract/orders-constants';
import { ApiError } from '../../../lib/api-client';
import { useMoveLine } from './api';
import { GrowingTextarea } from '../../../components/growing-textarea';
import { RejectLine } from './reject-line';
import { SELLER_LINE_TEXT } from './line-texts';
import { LINE_TEXT } from './texts';

export function LineMoves({ line }: { line: OrderLine }) {
  const move = useMoveLine();
  const [noteFor, setNoteFor] = useState<OrderMove | null>(null);
  const [rejecting, setRejecting] = useState<OrderMove | null>(null);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const send = (chosen: OrderMove, withNote: string | null) => {
    setProblem(null);
    move.mutate(
      {
        id: line.id,
        currentStatus: line.status,
        continuation: chosen.continuation,
        note: withNote,
      },
      {
        onSuccess: () => {
          setNoteFor(null);
          setNote('');
          setRejecting(null);
        },
        onError: (error) =>
          setProblem(
            error instanceof ApiError && error.status === 409 ? LINE_TEXT.stale : error.message,
          ),
      },
    );
  };

  if (cancelledByBuyer(line)) {
    return (
      <Text size="sm" c="dimmed">
        {LINE_TEXT.buyerCancelled}
      </Text>
    );
  }
  const moves = movesFor(line, 'seller');
  return (
    <Stack gap="xs">
      <Group gap="xs" role="group" aria-label={LINE_TEXT.moves}>
        {moves.map((option) => (
          <Button
            key={option.continuation}
            size="xs"
            variant={option.continuation === 'reject' ? 'light' : 'filled'}
            color={
              option.continuation === 'reject' || option.continuation === 'cancel'
                ? 'red'
                : undefined
            }
            loading={move.isPending && move.variables?.continuation === option.continuation}
            disabled={move.isPending}
            aria-label={SELLER_LINE_TEXT.moveNamed(option.label, line)}
            onClick={() => {
              // A rejection is asked first, with the reason the buyer reads.
              if (option.continuation === 'reject') setRejecting(option);
              else if (option.needsNote) setNoteFor(option);
              else send(option, null);
            }}
          >
            {option.label}
          </Button>
        ))}
      </Group>
      {noteFor && (
        <Stack gap="xs">
          <GrowingTextarea
            label={LINE_TEXT.noteLabel}
            description={LINE_TEXT.noteHint}
            value={note}
            maxLength={ORDER_LIMITS.noteMaxLength}
            minRows={2}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={move.isError && !note.trim() ? ORDER_TEXT.noteRequired : undefined}
          />
          <Group gap="xs">
            <Button size="xs" disabled={!note.trim()} onClick={() => send(noteFor, note)}>
              {LINE_TEXT.sendNote}
            </Button>
            <Button size="xs" variant="default" onClick={() => setNoteFor(null)}>
              {LINE_TEXT.cancel}
            </Button>
          </Group>
        </Stack>
      )}
      {rejecting && (
        <RejectLine
          line={line}
          busy={move.isPending}
          error={problem}
          onReject={(reason) => send(rejecting, reason)}
          onClose={() => {
            setRejecting(null);
            setProblem(null);
          }}
        />
      )}
      {problem && !rejecting && (
        <Alert
          color="orange"
          variant="light"
          role="alert"
          withCloseButton
          onClose={() => setProblem(null)}
        >
          {problem}
        </Alert>
      )}
    </Stack>
  );
}
