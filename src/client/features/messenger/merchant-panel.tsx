/**
 * The Merchant tab: the "New parcel" form (open by itself when a draft waits) and the parcels
 * the member sent, with their status, rider and the cancel move before pick-up.
 */
import { Button, Collapse, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPackage, IconX } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { myParcelsQuery, parcelChanged } from './api';
import { loadDraft } from './parcel-draft';
import { ParcelForm } from './parcel-form';
import { ParcelList } from './parcel-list';
import { MESSENGER_TEXT } from './texts';

export function MerchantPanel({ userId }: { userId: number }) {
  const [open, setOpen] = useState(() => loadDraft(userId) !== null);
  const parcels = useInfiniteQuery(myParcelsQuery);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (
    <Stack gap="md" mt="md">
      <Group justify="space-between">
        <Title order={2} size="h4">
          {open ? MESSENGER_TEXT.newParcel : MESSENGER_TEXT.myParcels}
        </Title>
        <Button
          variant={open ? 'default' : 'filled'}
          leftSection={open ? <IconX size={16} /> : <IconPackage size={16} />}
          onClick={() => setOpen((value) => !value)}
          aria-expanded={open}
        >
          {open ? MESSENGER_TEXT.closeForm : MESSENGER_TEXT.newParcel}
        </Button>
      </Group>
      <Collapse expanded={open}>
        {open && (
          <ParcelForm
            userId={userId}
            onSent={async (parcel) => {
              parcelChanged(queryClient, parcel);
              notifications.show({ color: 'teal', message: MESSENGER_TEXT.form.sent });
              setOpen(false);
              await navigate({
                to: '/bikeMessenger/parcels/$id',
                params: { id: String(parcel.id) },
              });
            }}
          />
        )}
      </Collapse>
      {open && (
        <Title order={2} size="h4">
          {MESSENGER_TEXT.myParcels}
        </Title>
      )}
      <ParcelList
        query={parcels}
        empty={MESSENGER_TEXT.noParcels}
        label={MESSENGER_TEXT.myParcels}
        showRider
      />
    </Stack>
  );
}
