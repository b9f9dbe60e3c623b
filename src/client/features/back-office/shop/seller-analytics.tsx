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
import { textAround } from './text-around';
import { ANALYTICS_TEXT as TEXT } from './texts';

/** "40%" of a whole; "0%" of nothing. */
const share = (part: number, whole: number) =>
  `${whole === 0 ? 0 : Math.round((part / whole) * 100)}%`;

export function SellerAnalytics({
  scope = 'seller',
  title = TEXT.title,
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
              <InsightCard title={TEXT.trends}>
                <Stack gap="xs">
                  <Text size="sm">
                    {textAround(
                      (mark) => TEXT.trend(mark, money(fourBefore)),
                      <strong>{money(lastFour)}</strong>,
                    )}
                  </Text>
                  {weeks.some((week) => week.sales > 0) ? (
                    <SalesChart weeks={weeks} currency={insights.currency} />
                  ) : (
                    <Text size="sm" c="dimmed">
                      {TEXT.noRecentSales(weeks.length)}
                    </Text>
                  )}
                </Stack>
              </InsightCard>
              <InsightCard title={TEXT.performance}>
                <Stack gap="xs">
                  <Text size="sm" fw={600}>
                    {TEXT.bestSellers}
                  </Text>
                  {insights.bestSellers.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {TEXT.noSales}
                    </Text>
                  ) : (
                    <List size="sm" type="ordered" spacing={2}>
                      {insights.bestSellers.map((product) => (
                        <List.Item key={product.productId}>
                          {TEXT.bestSeller(product.name, product.units, money(product.sales))}
                        </List.Item>
                      ))}
                    </List>
                  )}
                  <Text size="sm" fw={600}>
                    {TEXT.slowHeading(SELLER_LIMITS.slowMoverDays)}
                  </Text>
                  {insights.slowMovers.length === 0 ? (
                    <Text size="sm" c="dimmed">
                      {TEXT.noSlowMovers(SELLER_LIMITS.slowMoverDays)}
                    </Text>
                  ) : (
                    <List size="sm" spacing={2}>
                      {insights.slowMovers.map((product) => (
                        <List.Item key={product.productId}>
                          {TEXT.slowMover(product.name, product.quantityAvailable)}
                        </List.Item>
                      ))}
                    </List>
                  )}
                </Stack>
              </InsightCard>
              <InsightCard title={TEXT.demographics}>
                <Stack gap="xs">
                  <Text size="sm">
                    {TEXT.buyers(insights.buyers.distinct, insights.buyers.repeat)}
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
              <InsightCard title={TEXT.returns}>
                <Text size="sm">
                  {lost === 0
                    ? TEXT.noneLost(insights.returns.lines)
                    : TEXT.lost(
                        share(lost, insights.returns.lines),
                        insights.returns.lines,
                        insights.returns.rejected,
                        insights.returns.cancelled,
                      )}
                </Text>
              </InsightCard>
            </SimpleGrid>
          );
        }}
      </WithInsights>
    </Stack>
  );
}
