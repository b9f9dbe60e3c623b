/** "My pre-orders": the member's own, newest first, each unpaid one with a cancel button. */
import { Button, Card, Group, Popover, Skeleton, Stack, Text } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { PreOrder } from '../../../contract/merchandise';
import { errorMessage } from '../../lib/errors';
import { cancelPreOrder, merchandiseKeys, myPreOrdersQuery } from './api';
import { PreOrderSummary } from './preorder-summary';
import { MERCHANDISE_SCREEN_TEXT as TEXT } from './texts';
import { LoadFailed } from '../../components/load-failed';

export function MyPreOrders() {
  const mine = useQuery(myPreOrdersQuery);
  if (mine.isPending) return <Skeleton height={120} radius="md" />;
  if (mine.isError) {
    return (
      <LoadFailed
        title={TEXT.mineLoadFailed}
        error={mine.error}
        onRetry={() => void mine.refetch()}
      />
    );
  }
  if (mine.data.content.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {TEXT.noPreOrders}
      </Text>
    );
  }
  return (
    <Stack gap="sm">
      {mine.data.content.map((preOrder) => (
        <Card key={preOrder.id} withBorder radius="md" padding="sm" data-testid="my-preorder">
          <Stack gap="xs">
            <PreOrderSummary preOrder={preOrder} />
            {preOrder.status === 'unpaid' && <CancelButton preOrder={preOrder} />}
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

function CancelButton({ preOrder }: { preOrder: PreOrder }) {
  const queryClient = useQueryClient();
  const [opened, setOpened] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelPreOrder(preOrder.id),
    onSuccess: () => {
      setOpened(false);
      return queryClient.invalidateQueries({ queryKey: merchandiseKeys.mine });
    },
  });
  return (
    <Group justify="flex-end">
      {cancel.isError && (
        <Text size="sm" c="red" role="alert">
          {errorMessage(cancel.error)}
        </Text>
      )}
      <Popover opened={opened} onChange={setOpened} withArrow position="top-end">
        <Popover.Target>
          <Button variant="subtle" color="red" size="xs" onClick={() => setOpened((o) => !o)}>
            {TEXT.cancel}
          </Button>
        </Popover.Target>
        <Popover.Dropdown>
          <Stack gap="xs">
            <Text size="sm">{TEXT.cancelConfirm}</Text>
            <Group gap="xs" justify="flex-end">
              <Button size="xs" variant="default" onClick={() => setOpened(false)}>
                {TEXT.keep}
              </Button>
              <Button
                size="xs"
                color="red"
                loading={cancel.isPending}
                onClick={() => cancel.mutate()}
              >
                {TEXT.cancel}
              </Button>
            </Group>
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Group>
  );
}
