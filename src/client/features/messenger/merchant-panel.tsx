/**
 * The Merchant tab: the "New parcel" form (open by itself when a draft waits) and the parcels
 * the member sent, with their status, rider and the cancel move before pick-up.
 */
import { Button, Collapse, Group, Skeleton, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPackage, IconX } from '@tabler/icons-react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { myParcelsQuery, parcelChanged } from './api';
import { lazyNamed } from '../../lib/lazy-named';
import { preloadNear } from '../../lib/load-late';
import { loadDraft } from './parcel-draft';
import { ParcelList } from './parcel-list';
import { MESSENGER_TEXT } from './texts';

// The form, its checks and their schemas load when it is first opened: most visits only look
// at the parcels already sent.
const ParcelForm = lazyNamed(() => import('./parcel-form'), 'ParcelForm');

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
          {...preloadNear(ParcelForm)}
          aria-expanded={open}
        >
          {open ? MESSENGER_TEXT.closeForm : MESSENGER_TEXT.newParcel}
        </Button>
      </Group>
      <Collapse expanded={open}>
        {open && (
          <Suspense fallback={<Skeleton height={480} radius="md" />}>
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
          </Suspense>
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
