/**
 * /products/orders, "My orders": the member's orders, newest first, each line with its status
 * and history. Asked again whenever the member comes back to the tab, as sellers move lines.
 */
import {
  Alert,
  Button,
  Container,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { PAGE_SIZE } from '../../../../contract/constants';
import { ORDER_PATHS } from '../../../../contract/orders-constants';
import { DataAge } from '../../../components/data-age';
import { ApiError, apiUrl } from '../../../lib/api-client';
import { useReplySavedAt } from '../../../lib/pwa/reply-age';
import { LoadFailed } from '../../../components/load-failed';
import { myOrdersQuery } from '../api';
import { OrderCard } from './order-card';
import { CART_TEXT, ORDERS_TEXT } from '../texts';

export function OrdersScreen() {
  const [page, setPage] = useState(0);
  const orders = useQuery(myOrdersQuery(page));
  const savedAt = useReplySavedAt(apiUrl(ORDER_PATHS.list, { page, size: PAGE_SIZE.orders }));
  const visitor = orders.error instanceof ApiError && orders.error.status === 401;
  const data = orders.data;

  return (
    <Container size={760} px={{ base: 'xs', xs: 'md' }} py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1} size="h3">
            {ORDERS_TEXT.title}
          </Title>
          <DataAge at={savedAt} />
        </Group>
        {visitor && (
          <Alert variant="light">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{ORDERS_TEXT.signIn}</Text>
              <Button
                renderRoot={(props) => (
                  <Link to="/auth/signin" search={{ redirect: '/products/orders' }} {...props} />
                )}
                size="xs"
              >
                {CART_TEXT.signIn}
              </Button>
            </Group>
          </Alert>
        )}
        {orders.isError && !visitor && !data && (
          <LoadFailed
            title={ORDERS_TEXT.loadFailed}
            error={orders.error}
            onRetry={() => void orders.refetch()}
          />
        )}
        {orders.isPending &&
          [0, 1].map((key) => <Skeleton key={key} height={180} radius="md" aria-hidden />)}
        {data && data.content.length === 0 && (
          <Stack align="center" py="xl" gap="sm">
            <Text c="dimmed">{ORDERS_TEXT.empty}</Text>
            <Button component={Link} to="/shop" variant="light">
              {CART_TEXT.browse}
            </Button>
          </Stack>
        )}
        <Stack gap="md" aria-busy={orders.isFetching}>
          {data?.content.map((order) => (
            <OrderCard key={order.id} order={order} />
          ))}
        </Stack>
        {data && data.totalPages > 1 && (
          <Group justify="center">
            <Pagination
              aria-label={ORDERS_TEXT.page}
              total={data.totalPages}
              value={page + 1}
              onChange={(value) => {
                setPage(value - 1);
                window.scrollTo({ top: 0 });
              }}
            />
          </Group>
        )}
      </Stack>
    </Container>
  );
}
