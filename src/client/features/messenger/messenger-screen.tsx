/**
 * /bikeMessenger (docs/product.md §1 'bikeMessenger'): a member sends parcels as a merchant, or
 * carries them as a club rider. The tab is in the address, so a reload keeps it.
 */
import { Alert, Button, Container, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { IconBike, IconPackage } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import { PARCEL_TEXT } from '../../../contract/parcels-constants';
import { currentUserQuery } from '../../lib/current-user';
import { MerchantPanel } from './merchant-panel';
import { MESSENGER_TEXT } from './texts';
import { useParcelNotices } from './use-parcel-notices';
import { lazyNamed } from '../../lib/lazy-named';

// The Rider tab loads when it is first shown: a merchant may never open it.
const RiderPanel = lazyNamed(() => import('./rider-panel'), 'RiderPanel');

export type MessengerTab = 'merchant' | 'rider';

export function MessengerScreen({
  tab,
  onTab,
}: {
  tab: MessengerTab;
  onTab: (tab: MessengerTab) => void;
}) {
  useParcelNotices();
  const user = useQuery(currentUserQuery);
  const me = user.data ?? null;
  return (
    <Container size={1000} px={{ base: 'xs', xs: 'md' }} py="lg">
      <Stack gap={4} mb="sm">
        <Title order={1} size="h3">
          {PARCEL_TEXT.title}
        </Title>
        <Text size="sm" c="dimmed">
          {MESSENGER_TEXT.intro}
        </Text>
      </Stack>
      {user.isPending ? (
        <Skeleton height={240} radius="md" />
      ) : !me ? (
        <Alert variant="light">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{MESSENGER_TEXT.signInToUse}</Text>
            <Button component={Link} to="/auth/signin" size="xs">
              {MESSENGER_TEXT.signIn}
            </Button>
          </Group>
        </Alert>
      ) : (
        <Tabs value={tab} onChange={(value) => value && onTab(value as MessengerTab)}>
          <Tabs.List grow>
            <Tabs.Tab value="merchant" leftSection={<IconPackage size={16} />}>
              {PARCEL_TEXT.merchantTab}
            </Tabs.Tab>
            <Tabs.Tab value="rider" leftSection={<IconBike size={16} />}>
              {PARCEL_TEXT.riderTab}
            </Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="merchant">
            {tab === 'merchant' && <MerchantPanel userId={me.id} />}
          </Tabs.Panel>
          <Tabs.Panel value="rider">
            {tab === 'rider' && (
              <Suspense fallback={<Skeleton height={200} radius="md" mt="md" />}>
                <RiderPanel />
              </Suspense>
            )}
          </Tabs.Panel>
        </Tabs>
      )}
    </Container>
  );
}
