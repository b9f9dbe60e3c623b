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
import { ADMIN_TEXT, REPORTS_TEXT } from './texts';

const isAction = (value: string | null): value is AuditAction =>
  AUDIT_ACTIONS.includes(value as AuditAction);

/** The entry's subject in words: a member's name, an order line, or the club settings. */
function subjectOf(entry: AuditEntry): string {
  if (entry.subjectType === 'user')
    return entry.subjectName ?? REPORTS_TEXT.member(entry.subjectId);
  if (entry.subjectType === 'order_line') {
    const order = entry.details.orderId;
    return REPORTS_TEXT.orderLine(String(order ?? '?'), entry.subjectId);
  }
  return REPORTS_TEXT.clubSettings;
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
      return REPORTS_TEXT.granted(show(d.role));
    case 'role.revoke':
      return REPORTS_TEXT.removed(show(d.role));
    case 'account.status':
      return `${show(d.from)} → ${show(d.to)}`;
    case 'account.flags':
      return Object.entries(d)
        .map(([flag, on]) => (on ? REPORTS_TEXT.flagOn(flag) : REPORTS_TEXT.flagOff(flag)))
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
      return d.approved ? REPORTS_TEXT.approvedRider : REPORTS_TEXT.approvalWithdrawn;
  }
}

export function AuditLog() {
  const [action, setAction] = useState<AuditAction | null>(null);
  const [page, setPage] = useState(0);
  const log = useQuery(auditQuery(action, page));
  return (
    <Stack gap="sm">
      <Select
        label={REPORTS_TEXT.kindOfChange}
        placeholder={REPORTS_TEXT.allChanges}
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
        <Skeleton height={200} radius="md" aria-label={REPORTS_TEXT.loadingAudit} />
      ) : log.isError ? (
        <LoadFailed
          title={ADMIN_TEXT.auditLoadFailed}
          error={log.error}
          onRetry={() => void log.refetch()}
        />
      ) : log.data.content.length === 0 ? (
        <Text c="dimmed">{action ? REPORTS_TEXT.noChangesOfKind : REPORTS_TEXT.noChanges}</Text>
      ) : (
        <>
          <WideTable minWidth={640}>
            <Table aria-label={REPORTS_TEXT.auditLog} striped withTableBorder verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{REPORTS_TEXT.when}</Table.Th>
                  <Table.Th>{REPORTS_TEXT.who}</Table.Th>
                  <Table.Th>{REPORTS_TEXT.what}</Table.Th>
                  <Table.Th>{REPORTS_TEXT.on}</Table.Th>
                  <Table.Th>{REPORTS_TEXT.change}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {log.data.content.map((entry) => (
                  <Table.Tr key={entry.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>
                      {formatDate(entry.at, 'dateTime')}
                    </Table.Td>
                    <Table.Td>{entry.actor?.username ?? REPORTS_TEXT.deletedAccount}</Table.Td>
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
              {REPORTS_TEXT.changes(log.data.totalElements)}
            </Text>
            {log.data.totalPages > 1 && (
              <Pagination
                total={log.data.totalPages}
                value={page + 1}
                onChange={(value) => setPage(value - 1)}
                aria-label={REPORTS_TEXT.auditPages}
              />
            )}
          </Group>
        </>
      )}
    </Stack>
  );
}
