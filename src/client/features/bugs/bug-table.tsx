import {
  Badge,
  Button,
  Card,
  Center,
  Group,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Bug, BugSeverity } from '../../../contract/bugs';
import { BUG_TEXT } from '../../../contract/bugs-constants';
import { bugListQuery } from './api';
import { LoadFailed } from '../../components/load-failed';

const SEVERITY_COLOR: Record<BugSeverity, string> = { LOW: 'gray', MEDIUM: 'yellow', HIGH: 'red' };
const SKELETON_ROWS = 4;
// The badges and the button keep their width; title and description share what is left.
const COLUMN_WIDTHS = [undefined, undefined, 110, 130, 90];

export function SeverityBadge({ severity }: { severity: BugSeverity }) {
  return (
    <Badge color={SEVERITY_COLOR[severity]} variant="light">
      {severity}
    </Badge>
  );
}

export function StatusBadge({ solved }: { solved: boolean }) {
  return (
    <Badge color={solved ? 'teal' : 'orange'} variant={solved ? 'filled' : 'outline'}>
      {solved ? BUG_TEXT.solved : BUG_TEXT.notSolved}
    </Badge>
  );
}

interface BugTableProps {
  page: number;
  onPageChange: (page: number) => void;
  onView: (bug: Bug) => void;
}

/**
 * §2 list of bugs. From the sm breakpoint up it is the table of the spec; on phones the same
 * columns are stacked in cards, since five columns do not fit 360 px without hiding 'View'.
 */
export function BugTable({ page, onPageChange, onView }: BugTableProps) {
  const bugs = useQuery(bugListQuery(page));

  if (bugs.isError) {
    return (
      <LoadFailed
        title={BUG_TEXT.listFailed}
        error={bugs.error}
        onRetry={() => void bugs.refetch()}
      />
    );
  }
  const content = bugs.data?.content;
  if (content && content.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="lg">
        {BUG_TEXT.empty}
      </Text>
    );
  }
  const viewButton = (bug: Bug) => (
    <Button size="xs" variant="light" onClick={() => onView(bug)}>
      {BUG_TEXT.view}
    </Button>
  );

  return (
    <Stack gap="md" aria-busy={bugs.isFetching}>
      <Table.ScrollContainer minWidth={560} visibleFrom="sm">
        <Table striped highlightOnHover verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              {BUG_TEXT.columns.map((column, index) => (
                <Table.Th key={column} w={COLUMN_WIDTHS[index]}>
                  {column}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {content
              ? content.map((bug) => (
                  <Table.Tr key={bug.id}>
                    <Table.Td fw={500}>{bug.title}</Table.Td>
                    <Table.Td maw={320}>
                      <Text size="sm" lineClamp={2}>
                        {bug.description}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <SeverityBadge severity={bug.severity} />
                    </Table.Td>
                    <Table.Td>
                      <StatusBadge solved={bug.isSolved} />
                    </Table.Td>
                    <Table.Td>{viewButton(bug)}</Table.Td>
                  </Table.Tr>
                ))
              : Array.from({ length: SKELETON_ROWS }, (_, row) => (
                  <Table.Tr key={row} aria-hidden>
                    {BUG_TEXT.columns.map((column) => (
                      <Table.Td key={column}>
                        <Skeleton height={14} radius="sm" />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>

      <Stack component="ul" gap="sm" hiddenFrom="sm" p={0} m={0} style={{ listStyle: 'none' }}>
        {content
          ? content.map((bug) => (
              <Card component="li" key={bug.id} withBorder padding="sm">
                <Stack gap={6}>
                  <Text fw={600}>{bug.title}</Text>
                  <Text size="sm" lineClamp={2}>
                    {bug.description}
                  </Text>
                  <Group justify="space-between" wrap="nowrap">
                    <Group gap="xs">
                      <SeverityBadge severity={bug.severity} />
                      <StatusBadge solved={bug.isSolved} />
                    </Group>
                    {viewButton(bug)}
                  </Group>
                </Stack>
              </Card>
            ))
          : Array.from({ length: SKELETON_ROWS }, (_, row) => (
              <li key={row} aria-hidden>
                <Skeleton height={96} radius="md" />
              </li>
            ))}
      </Stack>

      {bugs.data && bugs.data.totalPages > 1 && (
        <Center component="nav" aria-label={BUG_TEXT.pages}>
          <Pagination
            total={bugs.data.totalPages}
            value={page + 1}
            onChange={(value) => onPageChange(value - 1)}
            size="sm"
            siblings={1}
          />
        </Center>
      )}
    </Stack>
  );
}
