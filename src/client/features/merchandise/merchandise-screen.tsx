/**
 * /merchandise: club jersey pre-orders, phone first. Everyone sees the open jerseys (from the
 * service worker's copy when offline) and the size guide; members pre-order and follow their
 * pre-orders; admins and developers also manage jerseys and pre-orders in a tab of their own.
 */
import {
  Accordion,
  Alert,
  Button,
  Container,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { Modal } from '../../components/overlays/modal';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import type { Jersey } from '../../../contract/merchandise';
import { useCurrentUser } from '../../lib/current-user';
import { hasRole } from '../../lib/dashboards';
import { lazyNamed } from '../../lib/lazy-named';
import { jerseysQuery, merchandiseKeys } from './api';
import { JerseyCard } from './jersey-card';
import { SizeGuide } from './size-guide';
import { MERCHANDISE_SCREEN_TEXT as TEXT } from './texts';
import { LoadFailed } from '../../components/load-failed';

// The jerseys are the screen; the forms (and their validation) load when a tab or the pre-order
// dialog first shows them.
const JerseyAdmin = lazyNamed(() => import('./jersey-admin'), 'JerseyAdmin');
const MyPreOrders = lazyNamed(() => import('./my-preorders'), 'MyPreOrders');
const PreOrderAdmin = lazyNamed(() => import('./preorder-admin'), 'PreOrderAdmin');
const PreOrderForm = lazyNamed(() => import('./preorder-form'), 'PreOrderForm');

type Tab = 'jerseys' | 'mine' | 'manage';

export function MerchandiseScreen() {
  const me = useCurrentUser();
  const manages = hasRole(me, 'ROLE_ADMIN') || hasRole(me, 'ROLE_DEV');
  const [tab, setTab] = useState<Tab>('jerseys');
  const [ordering, setOrdering] = useState<Jersey | null>(null);
  const phone = useMediaQuery('(max-width: 36em)');
  const queryClient = useQueryClient();

  return (
    <Container size={1000} px={{ base: 'xs', xs: 'md' }} py="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1} size="h3">
            {TEXT.title}
          </Title>
          <Text size="sm" c="dimmed">
            {TEXT.intro}
          </Text>
        </Stack>
        <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)}>
          <Tabs.List grow={phone}>
            <Tabs.Tab value="jerseys">{TEXT.jerseysTab}</Tabs.Tab>
            {me && <Tabs.Tab value="mine">{TEXT.mineTab}</Tabs.Tab>}
            {manages && <Tabs.Tab value="manage">{TEXT.manageTab}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="jerseys" pt="md">
            <JerseyList onPreOrder={setOrdering} />
          </Tabs.Panel>
          {me && (
            <Tabs.Panel value="mine" pt="md">
              <Suspense fallback={<Skeleton height={200} radius="md" />}>
                <MyPreOrders />
              </Suspense>
            </Tabs.Panel>
          )}
          {manages && (
            <Tabs.Panel value="manage" pt="md">
              <Suspense fallback={<Skeleton height={200} radius="md" />}>
                <Stack gap="xl">
                  <JerseyAdmin />
                  <PreOrderAdmin />
                </Stack>
              </Suspense>
            </Tabs.Panel>
          )}
        </Tabs>
      </Stack>
      <Modal
        opened={ordering !== null}
        onClose={() => setOrdering(null)}
        title={ordering ? TEXT.preOrderTitle(ordering.name) : ''}
        fullScreen={phone}
        size="lg"
      >
        {ordering && !me && (
          <Alert variant="light">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{TEXT.signIn}</Text>
              <Button
                size="xs"
                renderRoot={(props) => (
                  <Link to="/auth/signin" search={{ redirect: '/merchandise' }} {...props} />
                )}
              >
                {TEXT.signInButton}
              </Button>
            </Group>
          </Alert>
        )}
        {ordering && me && (
          <Suspense fallback={<Skeleton height={320} radius="md" />}>
            <PreOrderForm
              jersey={ordering}
              contact={{ name: me.fullName, phone: me.contact, address: me.address }}
              onPlaced={async () => {
                setOrdering(null);
                notifications.show({ color: 'green', message: TEXT.placed });
                await queryClient.invalidateQueries({ queryKey: merchandiseKeys.mine });
                setTab('mine');
              }}
            />
          </Suspense>
        )}
      </Modal>
    </Container>
  );
}

function JerseyList({ onPreOrder }: { onPreOrder: (jersey: Jersey) => void }) {
  const jerseys = useQuery(jerseysQuery);
  return (
    <Stack gap="md">
      {jerseys.isPending && (
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Skeleton height={360} radius="md" />
          <Skeleton height={360} radius="md" />
        </SimpleGrid>
      )}
      {jerseys.isError && !jerseys.data && (
        <LoadFailed
          title={TEXT.loadFailed}
          error={jerseys.error}
          onRetry={() => void jerseys.refetch()}
        />
      )}
      {jerseys.data?.length === 0 && <Text c="dimmed">{TEXT.noJerseys}</Text>}
      {jerseys.data && jerseys.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {jerseys.data.map((jersey) => (
            <JerseyCard key={jersey.id} jersey={jersey} onPreOrder={() => onPreOrder(jersey)} />
          ))}
        </SimpleGrid>
      )}
      <Accordion variant="contained" radius="md">
        <Accordion.Item value="size-guide">
          <Accordion.Control>{TEXT.sizeGuide}</Accordion.Control>
          <Accordion.Panel>
            <SizeGuide />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
    </Stack>
  );
}
