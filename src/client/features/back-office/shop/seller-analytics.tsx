/**
 * The Analytics and Reports tab (§2 Seller dashboard: sales trends, product performance,
 * customer demographics, returns and cancellations), counted by the server from the seller's
 * own order lines and products (the whole shop's under Developer).
 */
import { List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { DELIVERY_OPTION_LABEL, DELIVERY_OPTIONS } from '../../../../contract/settings-constants';
import { SELLER_LIMITS } from '../../../../contract/seller';
import { formatMoney } from '../../../lib/money';
import type { InsightsScope } from './api';
import { InsightCard, WithInsights } from './seller-notifications';
import { SalesChart } from './sales-chart';

/** "40%" of a whole; "0%" of nothing. */
const share = (part: number, whole: number) =>
  `${whole === 0 ? 0 : Math.round((part / whole) * 100)}%`;

export function SellerAnalytics({
  scope = 'seller',
  title = 'Analytics and Reports',
}: {
  scope?: InsightsScope;
  title?: string;
}) {
  return (
    <Stack gap="md">
      <Title order={3}>{title}</Title>
      <WithInsights scope={scope}>
        {(insights) => {
          const money = (minor: number) => formatMoney(minor, insights.currency);
          const weeks = insights.salesByWeek;
          const lastFour = weeks.slice(-4).reduce((sum, week) => sum + week.sales, 0);
          const fourBefore = weeks.slice(-8, -4).reduce((sum, week) => sum + week.sales, 0);
          const orders = DELIVERY_OPTIONS.reduce(
            (sum, option) => sum + insights.buyers.byDelivery[option],
            0,
          );
          const lost = insights.returns.cancelled + insights.returns.rejected;
          return (
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <InsightCard title="Sales Trends">
                <Stack gap="xs">
                  <Text size="sm">
                    Completed sales in the last 4 weeks: <strong>{money(lastFour)}</strong>, against{' '}
                    {money(fourBefore)} in the 4 before.
                  </Text>
                  {weeks.some((week) => week.sales > 0) ? (
                    <SalesChart weeks={weeks} currency={insights.currency} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      No completed sales in the last {weeks.length} weeks.
                    </Text>
                  )}
                </Stack>
              </InsightCard>
              <InsightCard title="Product Performance">
                <Stack gap="xs">
                  <Text size="sm" fw={600}>
                    Best sellers
                  </Text>
                  {insights.bestSellers.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      No completed sales yet.
                    </Text>
                  ) : (
                    <List size="sm" type="ordered" spacing={2}>
                      {insights.bestSellers.map((product) => (
                        <List.Item key={product.productId}>
                          {product.name}: {product.units} sold, {money(product.sales)}
                        </List.Item>
                      ))}
                    </List>
                  )}
                  <Text size="sm" fw={600}>
                    Not ordered in {SELLER_LIMITS.slowMoverDays} days
                  </Text>
                  {insights.slowMovers.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      No product in stock has gone {SELLER_LIMITS.slowMoverDays} days without an
                      order.
                    </Text>
                  ) : (
                    <List size="sm" spacing={2}>
                      {insights.slowMovers.map((product) => (
                        <List.Item key={product.productId}>
                          {product.name} ({product.quantityAvailable} in stock)
                        </List.Item>
                      ))}
                    </List>
                  )}
                </Stack>
              </InsightCard>
              <InsightCard title="Customer Demographics">
                <Stack gap="xs">
                  <Text size="sm">
                    {insights.buyers.distinct} {insights.buyers.distinct === 1 ? 'buyer' : 'buyers'}
                    , {insights.buyers.repeat} of them ordered more than once. Where the orders
                    went:
                  </Text>
                  <List size="sm" spacing={2}>
                    {DELIVERY_OPTIONS.map((option) => (
                      <List.Item key={option}>
                        {DELIVERY_OPTION_LABEL[option]}: {insights.buyers.byDelivery[option]} (
                        {share(insights.buyers.byDelivery[option], orders)})
                      </List.Item>
                    ))}
                  </List>
                </Stack>
              </InsightCard>
              <InsightCard title="Returns and Cancellations">
                <Text size="sm">
                  {lost === 0
                    ? `None of ${insights.returns.lines} order ${insights.returns.lines === 1 ? 'line' : 'lines'} was rejected or cancelled.`
                    : `${share(lost, insights.returns.lines)} of ${insights.returns.lines} order lines: ${insights.returns.rejected} rejected, ${insights.returns.cancelled} cancelled.`}
                </Text>
              </InsightCard>
            </SimpleGrid>
          );
        }}
      </WithInsights>
    </Stack>
  );
}
