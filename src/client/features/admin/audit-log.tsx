/** The audit log: who changed a role, an account, an order line or a setting, and when. */
import { Group, Pagination, Select, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AuditEntry } from '../../../contract/admin';
import {
  AUDIT_ACTION_LABEL,
  AUDIT_ACTIONS,
  type AuditAction,
} from '../../../contract/admin-constants';
import { MINOR_PER_MAJOR } from '../../../contract/settings-constants';
import { auditQuery } from './api';
import { formatDate } from '../../lib/dates';
import { WideTable } from '../../components/wide-table';
import { LoadFailed } from '../../components/load-failed';
import { ADMIN_TEXT } from './texts';

const isAction = (value: string | null): value is AuditAction =>
  AUDIT_ACTIONS.includes(value as AuditAction);

/** The entry's subject in words: a member's name, an order line, or the club settings. */
function subjectOf(entry: AuditEntry): string {
  if (entry.subjectType === 'user') return entry.subjectName ?? `member ${entry.subjectId}`;
  if (entry.subjectType === 'order_line') {
    const order = entry.details.orderId;
    return `order ${String(order ?? '?')}, line ${entry.subjectId}`;
  }
  return 'club settings';
}

function show(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** Charges are stored in minor units; the log shows them as amounts, e.g. 2500 as 25.00. */
function showSetting(key: string, value: unknown): string {
  if (!/charge/i.test(key)) return show(value);
  const amount = (minor: unknown) =>
    typeof minor === 'number' ? (minor / MINOR_PER_MAJOR).toFixed(2) : show(minor);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value)
      .map(([option, minor]) => `${option} ${amount(minor)}`)
      .join(', ');
  }
  return amount(value);
}

/** What changed, read from the entry's details. */
export function changeOf(entry: AuditEntry): string {
  const d = entry.details;
  switch (entry.action) {
    case 'role.grant':
      return `granted ${show(d.role)}`;
    case 'role.revoke':
      return `removed ${show(d.role)}`;
    case 'account.status':
      return `${show(d.from)} → ${show(d.to)}`;
    case 'account.flags':
      return Object.entries(d)
        .map(([flag, on]) => `${flag} ${on ? 'on' : 'off'}`)
        .join(', ');
    case 'order.move':
      return `${show(d.from)} → ${show(d.to)}`;
    case 'settings.change': {
      const to = (d.to ?? {}) as Record<string, unknown>;
      return Object.entries(to)
        .map(([key, value]) => `${key}: ${showSetting(key, value)}`)
        .join('; ');
    }
    case 'rider.approval':
      return d.approved ? 'approved as a rider' : 'rider approval withdrawn';
  }
}

export function AuditLog() {
  const [action, setAction] = useState<AuditAction | null>(null);
  const [page, setPage] = useState(0);
  const log = useQuery(auditQuery(action, page));
  return (
    <Stack gap="sm">
      <Select
        label="Kind of change"
        placeholder="All changes"
        clearable
        data={AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABEL[value] }))}
        value={action}
        onChange={(value) => {
          setAction(isAction(value) ? value : null);
          setPage(0);
        }}
        maw={320}
      />
      {log.isPending ? (
        <Skeleton height={200} radius="md" aria-label="Loading the audit log" />
      ) : log.isError ? (
        <LoadFailed
          title={ADMIN_TEXT.auditLoadFailed}
          error={log.error}
          onRetry={() => void log.refetch()}
        />
      ) : log.data.content.length === 0 ? (
        <Text c="dimmed">No changes recorded{action ? ' of this kind' : ''} yet.</Text>
      ) : (
        <>
          <WideTable minWidth={640}>
            <Table aria-label="Audit log" striped withTableBorder verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Who</Table.Th>
                  <Table.Th>What</Table.Th>
                  <Table.Th>On</Table.Th>
                  <Table.Th>Change</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data.content.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(entry.at, 'dateTime')}
                    </Table.Td>
                    <Table.Td>{entry.actor?.username ?? 'deleted account'}</Table.Td>
                    <Table.Td>{AUDIT_ACTION_LABEL[entry.action]}</Table.Td>
                    <Table.Td>{subjectOf(entry)}</Table.Td>
                    <Table.Td style={{ overflowWrap: 'anywhere' }}>{changeOf(entry)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </WideTable>
          <Group justify="space-between">
            <Text size="sm" c="dimmed">
              {log.data.totalElements} change{log.data.totalElements === 1 ? '' : 's'}
            </Text>
            {log.data.totalPages > 1 && (
              <Pagination
                total={log.data.totalPages}
                value={page + 1}
                onChange={(value) => setPage(value - 1)}
                aria-label="Audit log pages"
              />
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
