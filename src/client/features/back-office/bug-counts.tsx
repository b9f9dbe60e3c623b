/** Bug reports counted by severity, open and solved, as the admin and developer Reports tabs show them. */
import { Skeleton, Table } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { BUG_SEVERITIES } from '../../../contract/constants';
import { WideTable } from '../../components/wide-table';
import { bugStatsQuery } from './api';
import { LoadFailed } from '../../components/load-failed';
import { BACK_OFFICE_TEXT } from './texts';

export function BugCounts() {
  const bugs = useQuery(bugStatsQuery);
  if (bugs.isPending)
    return <Skeleton height={160} radius="md" aria-label={BACK_OFFICE_TEXT.loadingBugs} />;
  if (bugs.isError) {
    return (
      <LoadFailed
        title={BACK_OFFICE_TEXT.bugsLoadFailed}
        error={bugs.error}
        onRetry={() => void bugs.refetch()}
      />
    );
  }
  return (
    <WideTable minWidth={0}>
      <Table aria-label={BACK_OFFICE_TEXT.bugsTable} withTableBorder maw={480}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{BACK_OFFICE_TEXT.severity}</Table.Th>
            <Table.Th ta="right">{BACK_OFFICE_TEXT.open}</Table.Th>
            <Table.Th ta="right">{BACK_OFFICE_TEXT.solved}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {BUG_SEVERITIES.map((severity) => (
            <Table.Tr key={severity}>
              <Table.Td>{BACK_OFFICE_TEXT.severities[severity]}</Table.Td>
              <Table.Td ta="right">{bugs.data.bySeverity[severity].open}</Table.Td>
              <Table.Td ta="right">{bugs.data.bySeverity[severity].solved}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr fw={700}>
            <Table.Td>{BACK_OFFICE_TEXT.all}</Table.Td>
            <Table.Td ta="right">{bugs.data.open}</Table.Td>
            <Table.Td ta="right">{bugs.data.solved}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
    </WideTable>
  );
}
