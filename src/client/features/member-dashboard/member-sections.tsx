/**
 * The member dashboard's sidebar items beyond the activity report (§2 User dashboard), each a
 * view of the member's own club life: Products (what they bought), Customers (who they deliver
 * to), Integrations (their calendar feed and this device's notices) and Reports (the saved
 * reports).
 */
import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { Page } from '../../../contract/paging';
import {
  ORDER_STATUS_LABEL,
  ORDER_STATUSES,
  type OrderStatus,
} from '../../../contract/orders-constants';
import { PUSH_TEXT } from '../../../contract/push-texts';
import { SectionLinks } from '../../components/section-links';
import { formatDate } from '../../lib/dates';
import { usePushSwitch } from '../../lib/push/use-push-switch';
import { useCurrentUser } from '../../lib/current-user';
import CalendarFeed from '../events/calendar/calendar-feed';
import { STATUS_COLOR } from '../../components/order-status-color';
import { customersQuery, purchasesQuery } from './api';
import { SAVED_REPORTS, type MemberTab } from './member-tabs';
import { LoadFailed } from '../../components/load-failed';
import { MEMBER_DASHBOARD_TEXT } from './texts';

const isOrderStatus = (value: string): value is OrderStatus =>
  ORDER_STATUSES.some((status) => status === value);

/** A paged list of rows from the server, with its loading, failing and empty states. */
function PagedRows<T>({
  page,
  onPage,
  result,
  empty,
  row,
  label,
  failed,
}: {
  page: number;
  onPage: (page: number) => void;
  result: {
    data?: Page<T>;
    isPending: boolean;
    error: Error | null;
    refetch: () => Promise<unknown>;
  };
  empty: ReactNode;
  row: (item: T) => ReactNode;
  label: string;
  /** What could not be loaded, as the list's failure says it. */
  failed: string;
}) {
  if (result.isPending) return <Skeleton height={160} radius="md" />;
  if (result.error && !result.data) {
    return <LoadFailed title={failed} error={result.error} onRetry={() => void result.refetch()} />;
  }
  const data = result.data!;
  if (data.content.length === 0) return <>{empty}</>;
  return (
    <Stack gap="xs">
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
        {data.content.map(row)}
      </Stack>
      {data.totalPages > 1 && (
        <Pagination
          total={data.totalPages}
          value={page + 1}
          onChange={(value) => onPage(value - 1)}
          aria-label={MEMBER_DASHBOARD_TEXT.listPages(label)}
        />
      )}
    </Stack>
  );
}

export function MemberProducts() {
  const me = useCurrentUser();
  const [page, setPage] = useState(0);
  const purchases = useQuery({ ...purchasesQuery(me?.id ?? 0, page), enabled: !!me });
  return (
    <Stack gap="md">
      <Title order={3}>{MEMBER_DASHBOARD_TEXT.products}</Title>
      <Text size="sm" c="dimmed">
        {MEMBER_DASHBOARD_TEXT.productsNote}
      </Text>
      <PagedRows
        label={MEMBER_DASHBOARD_TEXT.productsBought}
        failed={MEMBER_DASHBOARD_TEXT.purchasesLoadFailed}
        page={page}
        onPage={setPage}
        result={purchases}
        empty={<Text c="dimmed">{MEMBER_DASHBOARD_TEXT.nothingBought}</Text>}
        row={(item) => (
          <Card key={item.productId} component="li" withBorder radius="md" padding="sm">
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor
                  fw={600}
                  renderRoot={(props) => (
                    <Link
                      to="/products/productDetails/$id"
                      params={{ id: String(item.productId) }}
                      {...props}
                    />
                  )}
                >
                  {item.name}
                </Anchor>
                <Text size="sm" c="dimmed">
                  {MEMBER_DASHBOARD_TEXT.purchase(
                    item.units,
                    item.orders,
                    formatDate(item.lastOrderedAt, 'date'),
                  )}{' '}
                  (
                  <Anchor
                    size="sm"
                    renderRoot={(props) => (
                      <Link
                        to="/products/orders/$id"
                        params={{ id: String(item.lastOrderId) }}
                        {...props}
                      />
                    )}
                  >
                    {MEMBER_DASHBOARD_TEXT.orderNumber(item.lastOrderId)}
                  </Anchor>
                  )
                </Text>
              </Stack>
              {isOrderStatus(item.lastStatus) && (
                <Badge
                  color={STATUS_COLOR[item.lastStatus]}
                  variant="light"
                  style={{ flexShrink: 0 }}
                >
                  {ORDER_STATUS_LABEL[item.lastStatus]}
                </Badge>
              )}
            </Group>
          </Card>
        )}
      />
      <SectionLinks to={['/merchandise', '/sdcbikewala']} label={MEMBER_DASHBOARD_TEXT.moreToBuy} />
    </Stack>
  );
}

export function MemberCustomers() {
  const me = useCurrentUser();
  const [page, setPage] = useState(0);
  const customers = useQuery({ ...customersQuery(me?.id ?? 0, page), enabled: !!me });
  return (
    <Stack gap="md">
      <Title order={3}>{MEMBER_DASHBOARD_TEXT.customers}</Title>
      <Text size="sm" c="dimmed">
        {MEMBER_DASHBOARD_TEXT.customersNote}
      </Text>
      <PagedRows
        label={MEMBER_DASHBOARD_TEXT.yourCustomers}
        failed={MEMBER_DASHBOARD_TEXT.customersLoadFailed}
        page={page}
        onPage={setPage}
        result={customers}
        empty={
          <Text c="dimmed">
            {MEMBER_DASHBOARD_TEXT.noCustomersBefore}{' '}
            <Anchor component={Link} to="/bikeMessenger">
              {MEMBER_DASHBOARD_TEXT.noCustomersLink}
            </Anchor>{' '}
            {MEMBER_DASHBOARD_TEXT.noCustomersAfter}
          </Text>
        }
        row={(customer) => (
          <Card
            key={`${customer.kind}-${customer.name}`}
            component="li"
            withBorder
            radius="md"
            padding="sm"
          >
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text fw={600} truncate="end">
                  {customer.name}
                </Text>
                <Text size="sm" c="dimmed">
                  {customer.kind === 'parcel'
                    ? MEMBER_DASHBOARD_TEXT.parcelsLast(
                        customer.count,
                        formatDate(customer.lastAt, 'date'),
                      )
                    : MEMBER_DASHBOARD_TEXT.ordersLast(
                        customer.count,
                        formatDate(customer.lastAt, 'date'),
                      )}
                </Text>
              </Stack>
              {customer.kind === 'parcel' ? (
                <Button
                  size="xs"
                  variant="light"
                  renderRoot={(props) => (
                    <Link
                      to="/bikeMessenger/parcels/$id"
                      params={{ id: String(customer.lastId) }}
                      {...props}
                    />
                  )}
                >
                  {MEMBER_DASHBOARD_TEXT.lastParcel}
                </Button>
              ) : (
                <Button
                  size="xs"
                  variant="light"
                  renderRoot={(props) => (
                    <Link to="/dashboard/ROLE_SELLER" search={{ tab: 'orders' }} {...props} />
                  )}
                >
                  {MEMBER_DASHBOARD_TEXT.orders}
                </Button>
              )}
            </Group>
          </Card>
        )}
      />
    </Stack>
  );
}

function DeviceNotices() {
  const { state, pending, toggle } = usePushSwitch();
  const unavailable = state === 'unsupported' || state === 'denied';
  return (
    <Stack gap={4}>
      <Switch
        label={MEMBER_DASHBOARD_TEXT.deviceNotices}
        description={MEMBER_DASHBOARD_TEXT.deviceNoticesHint}
        checked={state === 'on'}
        disabled={unavailable || pending}
        onChange={() => toggle()}
      />
      {unavailable && (
        <Text size="xs" c="dimmed">
          {state === 'unsupported' ? PUSH_TEXT.unsupported : PUSH_TEXT.denied}
        </Text>
      )}
    </Stack>
  );
}

export function MemberIntegrations() {
  return (
    <Stack gap="md">
      <Title order={3}>{MEMBER_DASHBOARD_TEXT.integrations}</Title>
      <Card
        withBorder
        radius="md"
        padding="md"
        component="section"
        aria-label={MEMBER_DASHBOARD_TEXT.yourCalendar}
      >
        <Stack gap="xs">
          <Title order={4} size="h5">
            {MEMBER_DASHBOARD_TEXT.yourCalendar}
          </Title>
          {/* The feed says itself what the address is for. */}
          <CalendarFeed />
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="md" component="section" aria-label={PUSH_TEXT.menuItem}>
        <Stack gap="xs">
          <Title order={4} size="h5">
            {PUSH_TEXT.menuItem}
          </Title>
          <DeviceNotices />
        </Stack>
      </Card>
    </Stack>
  );
}

export function MemberReports({ open }: { open: (tab: MemberTab) => void }) {
  return (
    <Stack gap="xs" align="flex-start">
      <Title order={3}>{MEMBER_DASHBOARD_TEXT.reports}</Title>
      <Text>{MEMBER_DASHBOARD_TEXT.yourSavedReports}</Text>
      {SAVED_REPORTS.map(({ value, label, Icon }) => (
        <Button
          key={value}
          variant="subtle"
          leftSection={<Icon size={16} aria-hidden />}
          onClick={() => open(value)}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
