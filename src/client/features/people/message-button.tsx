import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMessageCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { errorMessage } from '../../lib/errors';
import { useStartConversation } from '../conversations/api';
import { PEOPLE_TEXT } from './texts';

/** Opens the direct conversation with this member (the existing one, if any) on /messges. */
export function MessageButton({ memberId }: { memberId: number }) {
  const start = useStartConversation();
  const navigate = useNavigate();
  return (
    <Button
      size="xs"
      leftSection={<IconMessageCircle size={16} aria-hidden />}
      loading={start.isPending}
      onClick={() =>
        start.mutate(
          { kind: 'direct', memberId },
          {
            onSuccess: (conversation) =>
              void navigate({ to: '/messges', search: { conversation: conversation.id } }),
            onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
          },
        )
      }
    >
      {PEOPLE_TEXT.message}
    </Button>
  );
}
