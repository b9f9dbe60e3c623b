/**
 * Who sells a product, as the seller set it up in their dashboard's Settings: the business
 * name and logo, what they are, how they deliver and how soon, and their return and warranty
 * policies. The name leads to the seller's profile.
 */
import { Anchor, Avatar, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Suspense } from 'react';
import type { PublicUser } from '../../../../contract/users';
import { DELIVERY_OPTION_LABEL } from '../../../../contract/settings-constants';
import { lazyNamed } from '../../../lib/lazy-named';
import { sellerShopQuery } from '../api';
import { SHOP_TEXT } from '../texts';

// The policies come with the seller's shop, after the page: their folding list loads with them.
const SellerPolicies = lazyNamed(() => import('./seller-policies'), 'SellerPolicies');

export function SellerShopCard({
  seller,
}: {
  seller: Pick<PublicUser, 'id' | 'fullName' | 'profilePicture'>;
}) {
  const shop = useQuery(sellerShopQuery(seller.id));
  const name = shop.data?.name ?? seller.fullName;
  const logo = shop.data?.logo?.sizes[0]?.url ?? shop.data?.logo?.url ?? seller.profilePicture?.url;
  const policies = shop.data
    ? [
        { title: SHOP_TEXT.returns, text: shop.data.returnPolicy },
        { title: SHOP_TEXT.warranty, text: shop.data.warrantyPolicy },
      ].filter((policy) => policy.text)
    : [];
  return (
    <Stack gap={6} component="section" aria-label={SHOP_TEXT.soldBy}>
      <Group gap="xs" wrap="nowrap">
        <Text size="sm" c="dimmed">
          {SHOP_TEXT.soldBy}
        </Text>
        <Anchor
          renderRoot={(props) => (
            <Link to="/people/profile/$id" params={{ id: String(seller.id) }} {...props} />
          )}
          size="sm"
          fw={600}
        >
          <Group gap={6} wrap="nowrap">
            <Avatar src={logo} alt="" size={24} radius="sm" />
            {name}
          </Group>
        </Anchor>
      </Group>
      {shop.isPending && <Skeleton height={16} width="70%" />}
      {shop.data && (
        <>
          {shop.data.description && (
            <Text size="sm" c="dimmed" lineClamp={3}>
              {shop.data.description}
            </Text>
          )}
          <Text size="sm">
            {SHOP_TEXT.deliversBy(
              shop.data.shippingOptions.map((option) => DELIVERY_OPTION_LABEL[option]).join(', '),
              shop.data.dispatchDays,
            )}
          </Text>
          {policies.length > 0 && (
            <Suspense fallback={null}>
              <SellerPolicies policies={policies} />
            </Suspense>
          )}
        </>
      )}
    </Stack>
  );
}
