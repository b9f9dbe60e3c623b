/**
 * /products/orders/{id}: one order for its buyer: the confirmation after checkout (its
 * number), then each line's status and history, delivery and payment, and the figures paid.
 * Push notices about the order open here; it is asked again when the member returns to the tab.
 */
import {
  Alert,
  Anchor,
  Card,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PAYMENT_METHOD_LABEL } from '../../../../contract/orders-constants';
import { PAYMENT_TEXT } from '../../../../contract/payments-constants';
import { DELIVERY_OPTION_LABEL } from '../../../../contract/settings-constants';
import { LoadFailed } from '../../../components/load-failed';
import { orderQuery } from '../api';
import { OrderFigures } from './order-figures';
import { OrderLineCard } from './order-line';
import { ORDERS_TEXT } from '../texts';

export function OrderScreen({ id, placed }: { id: number; placed: boolean }) {
  const order = useQuery(orderQuery(id));
  const data = order.data;
  return (
    <Container size={900} px={{ base: 'xs', xs: 'md' }} py="lg">
      <Stack gap="md">
        <Anchor component={Link} to="/products/orders" size="sm" w="fit-content">
          {ORDERS_TEXT.allOrders}
        </Anchor>
        {placed && (
          <Alert
            color="teal"
            variant="light"
            icon={<IconCircleCheck size={20} aria-hidden />}
            title={ORDERS_TEXT.placedTitle}
          >
            <Text fw={700}>{ORDERS_TEXT.placed(data?.number ?? String(id))}</Text>
            <Text size="sm">{ORDERS_TEXT.placedNote}</Text>
          </Alert>
        )}
        {order.isPending && <Skeleton height={240} radius="md" aria-hidden />}
        {order.isError && !data && (
          <LoadFailed
            title={ORDERS_TEXT.orderLoadFailed}
            error={order.error}
            onRetry={() => void order.refetch()}
          />
        )}
        {data && (
          <>
            <Title order={1} size="h3">
              {ORDERS_TEXT.orderTitle(data.number)}
            </Title>
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, md: 7 }}>
                <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                  {data.lines.map((line) => (
                    <OrderLineCard key={line.id} line={line} withHistory />
                  ))}
                </Stack>
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 5 }}>
                <Stack gap="md">
                  <Card withBorder radius="md" padding="md">
                    <OrderFigures
                      figures={{
                        ...data,
                        lines: data.lines.map((line) => ({
                          productId: line.pid,
                          name: line.productName,
                          quantity: line.quantity,
                          lineTotal: line.lineTotal,
                        })),
                      }}
                    />
                  </Card>
                  <Card withBorder radius="md" padding="md">
                    <Stack gap={4}>
                      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
                        {ORDERS_TEXT.deliverTo}
                      </Text>
                      <Text size="sm">{data.delivery.name}</Text>
                      <Text size="sm">{data.delivery.phone}</Text>
                      <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                        {data.delivery.address}
                      </Text>
                      <Text size="sm" c="dimmed">
                        {DELIVERY_OPTION_LABEL[data.delivery.option]}
                      </Text>
                      <Text size="xs" fw={600} c="dimmed" tt="uppercase" mt="sm">
                        {ORDERS_TEXT.paidBy}
                      </Text>
                      <Group gap="xs">
                        <Text size="sm">{PAYMENT_METHOD_LABEL[data.payment.method]}</Text>
                        {data.payment.transactionId && (
                          <Text size="sm" c="dimmed">
                            {PAYMENT_TEXT.paidFrom} {data.payment.accountNumber} ·{' '}
                            {PAYMENT_TEXT.transaction} {data.payment.transactionId}
                          </Text>
                        )}
                      </Group>
                    </Stack>
                  </Card>
                </Stack>
              </Grid.Col>
            </Grid>
          </>
        )}
      </Stack>
    </Container>
  );
}
