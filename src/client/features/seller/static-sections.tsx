/**
 * The seller dashboard's sections the spec keeps static (§2 Seller dashboard): Notifications,
 * Analytics and Reports, Settings, Support and Assistance, and 'Nothing'. Their figures are
 * samples, and say so.
 */
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';

interface StaticCard {
  title: string;
  text: string;
  sample?: string;
  action?: string;
}

function Cards({ cards }: { cards: StaticCard[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      {cards.map((card) => (
        <Card key={card.title} withBorder radius="md" padding="md">
          <Stack gap="xs">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Title order={3} size="h5">
                {card.title}
              </Title>
              {card.sample && (
                <Badge variant="light" color="gray" style={{ flexShrink: 0 }}>
                  Sample
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed">
              {card.text}
            </Text>
            {card.sample && (
              <Text size="sm" fw={600}>
                {card.sample}
              </Text>
            )}
            {card.action && (
              <Group>
                <Button variant="light" size="xs">
                  {card.action}
                </Button>
              </Group>
            )}
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}

function Section({ title, cards }: { title: string; cards: StaticCard[] }) {
  return (
    <Stack gap="md">
      <Title order={3}>{title}</Title>
      <Cards cards={cards} />
    </Stack>
  );
}

export function SellerNotifications() {
  return (
    <Section
      title="Notifications"
      cards={[
        {
          title: 'Low-stock alerts',
          text: 'Products about to run out.',
          sample: 'Sample: 2 products below 5 units',
        },
        {
          title: 'New order notifications',
          text: 'Orders waiting for your confirmation.',
          sample: 'Sample: 3 new orders today',
        },
        {
          title: 'Returns or disputes',
          text: 'Buyers asking to return an item or disputing an order.',
          sample: 'Sample: 1 open dispute',
        },
        {
          title: 'Platform updates',
          text: 'News about the club shop for sellers.',
          sample: 'Sample: new delivery options this month',
        },
      ]}
    />
  );
}

export function SellerAnalytics() {
  return (
    <Section
      title="Analytics and Reports"
      cards={[
        {
          title: 'Sales Trends',
          text: 'How your sales move week by week.',
          sample: 'Sample: +12% on last month',
        },
        {
          title: 'Product Performance',
          text: 'Which products sell and which sit on the shelf.',
          sample: 'Sample: best seller, club jersey',
        },
        {
          title: 'Customer Demographics',
          text: 'Where your buyers ride from.',
          sample: 'Sample: 64% from Dhanmondi',
        },
        {
          title: 'Returns and Cancellations',
          text: 'Orders that came back or were called off.',
          sample: 'Sample: 2% of orders',
        },
      ]}
    />
  );
}

export function SellerSettings() {
  return (
    <Section
      title="Settings"
      cards={[
        {
          title: 'Business Information',
          text: 'Name, logo and description of your shop.',
          action: 'Edit',
        },
        { title: 'Policies', text: 'Returns, warranty and delivery policies.', action: 'Edit' },
        {
          title: 'Bank Account Details',
          text: 'Where your payouts are sent.',
          action: 'Edit',
        },
        { title: 'Shipping Options', text: 'How and where you deliver.', action: 'Edit' },
        { title: 'Personal Information', text: 'Your contact details.', action: 'Edit' },
      ]}
    />
  );
}

export function SellerSupport() {
  return (
    <Section
      title="Support and Assistance"
      cards={[
        { title: 'Help Center', text: 'Guides for selling in the club shop.', action: 'View' },
        {
          title: 'Customer Support',
          text: 'Talk to the club about an order or a payout.',
          action: 'Contact',
        },
        {
          title: 'Dispute Management',
          text: 'Disputes between you and your buyers.',
          action: 'Manage',
        },
      ]}
    />
  );
}

export function SellerNothing() {
  return (
    <Stack gap="xs">
      <Title order={3}>Nothing</Title>
      <Text>Promotions Management</Text>
      <Text>Cross-Selling Insights</Text>
      <Text>Ad Campaign Management</Text>
    </Stack>
  );
}
