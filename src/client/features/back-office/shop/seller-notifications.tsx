/**
 * The Notifications tab (§2 Seller dashboard: low-stock alerts, new order notifications,
 * returns or disputes, platform updates), each card counted by the server from the seller's
 * own products and order lines (the whole shop's under Developer), with a way to act on it.
 */
import { Badge, Button, Card, List, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ORDER_STATUS_LABEL } from '../../../../contract/orders-constants';
import type { SellerInsights } from '../../../../contract/seller';
import { DELIVERY_OPTION_LABEL, DELIVERY_OPTIONS } from '../../../../contract/settings-constants';
import { formatDate } from '../../../lib/dates';
import { settingsQuery } from '../../../lib/club-settings';
import { formatMoney } from '../../../lib/money';
import { sellerInsightsQuery, type InsightsScope } from './api';
import { LoadFailed } from '../../../components/load-failed';
import { NOTIFICATIONS_TEXT as TEXT, SHOP_OFFICE_TEXT } from './texts';

/** A card of one of the spec's headings, its count as a badge, and what to do about it. */
export function InsightCard({
  title,
  count,
  children,
  action,
}: {
  title: string;
  count?: number;
  children: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-label={title}>
      <Stack gap="xs" h="100%">
        <Title order={4} size="h5">
          {title}
          {count !== undefined && (
            <Badge
              ml="xs"
              variant={count > 0 ? 'filled' : 'light'}
              color={count > 0 ? 'orange' : 'gray'}
            >
              {count}
            </Badge>
          )}
        </Title>
        <div style={{ flex: 1 }}>{children}</div>
        {action}
      </Stack>
    </Card>
  );
}

/** The insights of a scope, with their loading and failing states. */
export function WithInsights({
  scope,
  children,
}: {
  scope: InsightsScope;
  children: (insights: SellerInsights) => ReactNode;
}) {
  const insights: UseQueryResult<SellerInsights> = useQuery(sellerInsightsQuery(scope));
  if (insights.isPending) return <Skeleton height={260} radius="md" />;
  if (insights.isError) {
    return (
      <LoadFailed
        title={SHOP_OFFICE_TEXT.figuresLoadFailed}
        error={insights.error}
        onRetry={() => void insights.refetch()}
      />
    );
  }
  return <>{children(insights.data)}</>;
}

export function SellerNotifications({
  scope = 'seller',
  onOpen,
}: {
  scope?: InsightsScope;
  /** Opens another tab of the same dashboard: the orders, the products. */
  onOpen: (tab: 'orders' | 'products') => void;
}) {
  const settings = useQuery(settingsQuery);
  return (
    <Stack gap="md">
      <Title order={3}>{TEXT.title}</Title>
      <WithInsights scope={scope}>
        {(insights) => (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <InsightCard
              title={TEXT.lowStock}
              count={insights.lowStock.count}
              action={
                <Button variant="light" size="xs" onClick={() => onOpen('products')}>
                  {TEXT.restock}
                </Button>
              }
            >
              {insights.lowStock.count === 0 ? (
                <Text size="sm" c="dimmed">
                  {TEXT.allStocked(insights.lowStock.threshold)}
                </Text>
              ) : (
                <List size="sm" spacing={2}>
                  {insights.lowStock.products.map((product) => (
                    <List.Item key={product.productId}>
                      {product.name}:{' '}
                      {product.quantityAvailable === 0
                        ? TEXT.outOfStock
                        : TEXT.left(product.quantityAvailable)}
                    </List.Item>
                  ))}
                </List>
              )}
            </InsightCard>
            <InsightCard
              title={TEXT.newOrders}
              count={insights.newOrders.count}
              action={
                <Button variant="light" size="xs" onClick={() => onOpen('orders')}>
                  {TEXT.openOrders}
                </Button>
              }
            >
              <Text size="sm">
                {insights.newOrders.count === 0
                  ? TEXT.noneWaiting
                  : TEXT.waiting(
                      insights.newOrders.count,
                      formatDate(insights.newOrders.oldestAt!, 'dateTime'),
                    )}
              </Text>
            </InsightCard>
            <InsightCard
              title={TEXT.returns}
              count={insights.returns.cancelled + insights.returns.rejected}
              action={
                <Button variant="light" size="xs" onClick={() => onOpen('orders')}>
                  {TEXT.openOrders}
                </Button>
              }
            >
              {insights.returns.recent.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {TEXT.noReturns}
                </Text>
              ) : (
                <List size="sm" spacing={2}>
                  {insights.returns.recent.map((line) => (
                    <List.Item key={line.lineId}>
                      {TEXT.returned(
                        line.productName,
                        line.orderId,
                        ORDER_STATUS_LABEL[line.status].toLowerCase(),
                        formatDate(line.at, 'date'),
                      )}
                      {line.note ? `: ${line.note}` : ''}
                    </List.Item>
                  ))}
                </List>
              )}
            </InsightCard>
            <InsightCard title={TEXT.platform}>
              {settings.data ? (
                <Stack gap={4}>
                  <Text size="sm">{TEXT.charges}</Text>
                  <List size="sm" spacing={2}>
                    <List.Item>
                      {TEXT.serviceCharge(
                        formatMoney(settings.data.serviceCharge, settings.data.currency),
                      )}
                    </List.Item>
                    {DELIVERY_OPTIONS.map((option) => (
                      <List.Item key={option}>
                        {DELIVERY_OPTION_LABEL[option]}:{' '}
                        {formatMoney(settings.data.deliveryCharges[option], settings.data.currency)}
                      </List.Item>
                    ))}
                  </List>
                </Stack>
              ) : (
                <Skeleton height={60} />
              )}
            </InsightCard>
          </SimpleGrid>
        )}
      </WithInsights>
    </Stack>
  );
}
