/**
 * The period's rows, newest first: date, kind, what, and the distance or amount, a page of
 * them at a time. A busy member's year runs to hundreds of rows: drawn at once, they held a
 * phone's main thread for a sixth of a second, for rows below the fold.
 */
import { Anchor, Badge, Group, Pagination, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ActivityItem } from '../../../contract/member-activity';
import { formatMoney } from '../../lib/money';
import { formatKm, KIND_LABEL } from './activity-format';
import { formatDate } from '../../lib/dates';
import { WideTable } from '../../components/wide-table';
import { MEMBER_DASHBOARD_TEXT } from './texts';

const KIND_COLOR = { ride: 'teal', order: 'orange', post: 'blue' } as const;

/** Rows on a page of the table. */
const ACTIVITY_ROWS_PER_PAGE = 20;

function WhatCell({ item }: { item: ActivityItem }) {
  if (item.kind === 'ride') {
    return (
      <Anchor
        renderRoot={(props) => (
          <Link to="/events/$id" params={{ id: String(item.id) }} {...props} />
        )}
      >
        {item.what}
      </Anchor>
    );
  }
  return <>{item.what}</>;
}

export function ActivityTable({
  items,
  currency,
}: {
  items: readonly ActivityItem[];
  currency: string | null;
}) {
  const [page, setPage] = useState(1);
  const pages = Math.ceil(items.length / ACTIVITY_ROWS_PER_PAGE);
  // A refresh with fewer rows (a post deleted meanwhile) can leave fewer pages than the one shown.
  const shownPage = Math.min(page, Math.max(pages, 1));
  const first = (shownPage - 1) * ACTIVITY_ROWS_PER_PAGE;
  const rows = items.slice(first, first + ACTIVITY_ROWS_PER_PAGE);
  return (
    <>
      <WideTable minWidth={520}>
        <Table striped highlightOnHover aria-label={MEMBER_DASHBOARD_TEXT.yourActivity}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{MEMBER_DASHBOARD_TEXT.date}</Table.Th>
              {/* Wide enough for the longest kind, so its badge never cuts its word. */}
              <Table.Th w={96}>{MEMBER_DASHBOARD_TEXT.kind}</Table.Th>
              <Table.Th>{MEMBER_DASHBOARD_TEXT.what}</Table.Th>
              <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
                {MEMBER_DASHBOARD_TEXT.distanceOrAmount}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((item) => (
              <Table.Tr key={`${item.kind}-${item.id}`}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(item.at, 'date')}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={KIND_COLOR[item.kind]}>
                    {KIND_LABEL[item.kind]}
                  </Badge>
                </Table.Td>
                <Table.Td>
                  <WhatCell item={item} />
                </Table.Td>
                <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {item.distanceKm !== null
                    ? formatKm(item.distanceKm)
                    : item.amount !== null && currency
                      ? formatMoney(item.amount, currency)
                      : ''}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </WideTable>
      {pages > 1 && (
        <Group justify="space-between" gap="xs">
          <Text size="sm" c="dimmed">
            {MEMBER_DASHBOARD_TEXT.rows(first + 1, first + rows.length, items.length)}
          </Text>
          <Pagination
            total={pages}
            value={shownPage}
            onChange={setPage}
            aria-label={MEMBER_DASHBOARD_TEXT.activityPages}
          />
        </Group>
      )}
    </>
  );
}
