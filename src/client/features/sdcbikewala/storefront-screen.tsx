/**
 * /sdcbikewala (docs/product.md §1 'sdcbikewala'): the club's sponsor bike shop. Its products by
 * department, on the shop's own cards and cart; a repair booking form; the member's bookings;
 * and, for the shop's side (the sponsor seller, admins, developers), every booking to accept,
 * time and move along.
 */
import { Button, Container, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { useCurrentUser } from '../../lib/current-user';
import { CartButton } from '../shop/cart/cart-button';
import { LoadFailed } from '../../components/load-failed';
import { afterFirstScreen, lazyWithPreload } from '../../lib/load-late';
import { sponsorQuery } from './api';
import { SponsorProducts } from './sponsor-products';
import { SDCBIKEWALA_TEXT } from './texts';

// The tabs after the first: their forms and lists load once the shop's products are drawn.
const RepairForm = lazyWithPreload(() => import('./repair-form'));
const RepairList = lazyWithPreload(() => import('./repair-list'));
const tabLoading = <Skeleton height={240} radius="md" />;

type Tab = 'shop' | 'book' | 'mine' | 'bookings';

export function StorefrontScreen() {
  const sponsor = useQuery(sponsorQuery);
  const me = useCurrentUser();
  const [tab, setTab] = useState<Tab>('shop');
  const shop = sponsor.data?.sponsor;
  // A visitor's tabs are the products and a sign-in prompt: only members get the rest early.
  const signedIn = Boolean(me);
  useEffect(() => {
    if (!signedIn) return;
    void afterFirstScreen().then(() => {
      void RepairForm.preload();
      void RepairList.preload();
    });
  }, [signedIn]);

  return (
    <Container size={1100} px={{ base: 'xs', xs: 'md' }} py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Stack gap={2}>
            <Title order={1} size="h3">
              {SDCBIKEWALA_TEXT.title}
            </Title>
            <Text size="sm" c="dimmed">
              {shop
                ? SDCBIKEWALA_TEXT.introRunBy(shop.fullName || shop.username)
                : SDCBIKEWALA_TEXT.intro}
            </Text>
          </Stack>
          <CartButton />
        </Group>

        {sponsor.isError && (
          <LoadFailed
            title={SDCBIKEWALA_TEXT.loadFailed}
            error={sponsor.error}
            onRetry={() => void sponsor.refetch()}
          />
        )}
        {sponsor.data && !shop && (
          <Text c="dimmed" ta="center" py="xl">
            {SDCBIKEWALA_TEXT.noSponsor}
          </Text>
        )}

        {shop && (
          <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'shop')}>
            <Tabs.List>
              <Tabs.Tab value="shop">{SDCBIKEWALA_TEXT.shopTab}</Tabs.Tab>
              <Tabs.Tab value="book">{SDCBIKEWALA_TEXT.bookTab}</Tabs.Tab>
              {me && <Tabs.Tab value="mine">{SDCBIKEWALA_TEXT.mineTab}</Tabs.Tab>}
              {me && sponsor.data?.sponsorSide && (
                <Tabs.Tab value="bookings">{SDCBIKEWALA_TEXT.bookingsTab}</Tabs.Tab>
              )}
            </Tabs.List>
            <Tabs.Panel value="shop" pt="md">
              <SponsorProducts sellerId={shop.id} />
            </Tabs.Panel>
            <Tabs.Panel value="book" pt="md">
              {me ? (
                <Suspense fallback={tabLoading}>
                  <RepairForm
                    defaults={{ name: me.fullName, phone: me.contact, address: me.address }}
                    onBooked={() => setTab('mine')}
                  />
                </Suspense>
              ) : (
                <Stack align="flex-start" gap="xs">
                  <Text>{SDCBIKEWALA_TEXT.signInToBook}</Text>
                  <Button
                    renderRoot={(props) => (
                      <Link to="/auth/signin" search={{ redirect: '/sdcbikewala' }} {...props} />
                    )}
                  >
                    {SDCBIKEWALA_TEXT.signIn}
                  </Button>
                </Stack>
              )}
            </Tabs.Panel>
            {me && (
              <Tabs.Panel value="mine" pt="md">
                <Suspense fallback={tabLoading}>
                  <RepairList scope="mine" />
                </Suspense>
              </Tabs.Panel>
            )}
            {me && sponsor.data?.sponsorSide && (
              <Tabs.Panel value="bookings" pt="md">
                <Suspense fallback={tabLoading}>
                  <RepairList scope="shop" />
                </Suspense>
              </Tabs.Panel>
            )}
          </Tabs>
        )}
      </Stack>
    </Container>
  );
}
