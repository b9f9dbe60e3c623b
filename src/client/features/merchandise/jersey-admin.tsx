/** Admins' jerseys: every jersey, open or closed, with a switch to open it and an edit form. */
import { Button, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { Modal } from '../../components/overlays/modal';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Jersey } from '../../../contract/merchandise';
import { errorMessage } from '../../lib/errors';
import { settingsQuery } from '../../lib/club-settings';
import { formatMoney } from '../../lib/money';
import { allJerseysQuery, merchandiseKeys, setJerseyOpen } from './api';
import { priceRange } from './figures';
import { JerseyForm } from './jersey-form';
import { MERCHANDISE_SCREEN_TEXT as TEXT } from './texts';
import { LoadFailed } from '../../components/load-failed';

export function JerseyAdmin() {
  const jerseys = useQuery(allJerseysQuery);
  const settings = useQuery(settingsQuery);
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 36em)');
  // undefined: no form; null: a new jersey.
  const [editing, setEditing] = useState<Jersey | null | undefined>(undefined);
  const toggle = useMutation({
    mutationFn: ({ id, open }: { id: number; open: boolean }) => setJerseyOpen(id, open),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: merchandiseKeys.jerseys }),
    onError: (error) => notifications.show({ color: 'red', message: errorMessage(error) }),
  });
  const currency = settings.data?.currency ?? 'BDT';

  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {TEXT.jerseysHeading}
        </Title>
        <Button size="xs" onClick={() => setEditing(null)}>
          {TEXT.addJersey}
        </Button>
      </Group>
      {jerseys.isPending && <Skeleton height={80} radius="md" />}
      {jerseys.isError && (
        <LoadFailed
          title={TEXT.jerseysLoadFailed}
          error={jerseys.error}
          onRetry={() => void jerseys.refetch()}
        />
      )}
      {jerseys.data?.map((jersey) => {
        const { low, high } = priceRange(jersey);
        return (
          <Card key={jersey.id} withBorder radius="md" padding="sm">
            <Group justify="space-between" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {jersey.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {TEXT.priceRange(formatMoney(low, currency), formatMoney(high, currency))}
                </Text>
              </Stack>
              <Group gap="sm" wrap="nowrap">
                <Switch
                  aria-label={`${TEXT.openForPreOrders}: ${jersey.name}`}
                  checked={jersey.open}
                  disabled={toggle.isPending}
                  onChange={(event) =>
                    toggle.mutate({ id: jersey.id, open: event.currentTarget.checked })
                  }
                />
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setEditing(jersey)}
                  aria-label={TEXT.editJerseyNamed(jersey.name)}
                >
                  {TEXT.editJersey}
                </Button>
              </Group>
            </Group>
          </Card>
        );
      })}
      <Modal
        opened={editing !== undefined}
        onClose={() => setEditing(undefined)}
        title={TEXT.jerseyFormTitle(!!editing)}
        fullScreen={phone}
        size="lg"
      >
        {editing !== undefined && (
          <JerseyForm
            jersey={editing}
            currency={currency}
            onSaved={() => {
              setEditing(undefined);
              notifications.show({ message: TEXT.saved });
              void queryClient.invalidateQueries({ queryKey: merchandiseKeys.jerseys });
            }}
          />
        )}
      </Modal>
    </Stack>
  );
}
