/** The period's rows, newest first: date, kind, what, and the distance or amount. */
import { Anchor, Badge, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ActivityItem } from '../../../contract/member-activity';
import { formatMoney } from '../../lib/money';
import { formatKm, KIND_LABEL } from './activity-format';
import { formatDate } from '../../lib/dates';
import { WideTable } from '../../components/wide-table';

const KIND_COLOR = { ride: 'teal', order: 'orange', post: 'blue' } as const;

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
  return (
    <WideTable minWidth={520}>
      <Table striped highlightOnHover aria-label="Your activity">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            {/* Wide enough for the longest kind, so its badge never cuts its word. */}
            <Table.Th w={96}>Kind</Table.Th>
            <Table.Th>What</Table.Th>
            <Table.Th ta="right" style={{ whiteSpace: 'nowrap' }}>
              Distance / amount
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => (
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
  );
}
