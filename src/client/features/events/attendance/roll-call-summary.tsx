/**
 * What roll-calls tell an organiser (an admin: the whole club), for their dashboard: per past
 * ride with a roll-call, said going against there; and the members who said yes and were not
 * there, over 90 days. Shows nothing for a member who has taken no roll-call.
 */
import { Anchor, Card, SimpleGrid, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { formatDate } from '../../../lib/dates';
import { attendanceSummaryQuery } from './api';
import { ROLL_CALL_TEXT } from './texts';

export function RollCallSummary({ everyRide = false }: { everyRide?: boolean }) {
  const summary = useQuery(attendanceSummaryQuery);
  if (summary.isPending) return <Skeleton height={160} radius="md" />;
  if (summary.isError) {
    return (
      <Text size="sm" c="dimmed">
        {ROLL_CALL_TEXT.summaryFailed}
      </Text>
    );
  }
  const { rides, noShows } = summary.data;
  if (rides.length === 0) return null;
  return (
    <Card
      withBorder
      radius="md"
      padding="md"
      mt="md"
      component="section"
      aria-labelledby="roll-calls"
    >
      <Stack gap="sm">
        <div>
          <Title order={3} size="h4" id="roll-calls">
            {ROLL_CALL_TEXT.summaryHeading}
          </Title>
          <Text size="sm" c="dimmed">
            {everyRide ? ROLL_CALL_TEXT.summaryHintAdmin : ROLL_CALL_TEXT.summaryHint}
          </Text>
        </div>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <Table.ScrollContainer minWidth={280}>
            <Table striped>
              <Table.Caption>{ROLL_CALL_TEXT.ridesCaption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{ROLL_CALL_TEXT.rideColumn}</Table.Th>
                  <Table.Th ta="right">{ROLL_CALL_TEXT.goingColumn}</Table.Th>
                  <Table.Th ta="right">{ROLL_CALL_TEXT.presentColumn}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rides.map((ride) => (
                  <Table.Tr key={ride.id}>
                    <Table.Td>
                      <Anchor
                        renderRoot={(props) => (
                          <Link to="/events/$id" params={{ id: String(ride.id) }} {...props} />
                        )}
                      >
                        {ride.name}
                      </Anchor>
                      <Text size="xs" c="dimmed">
                        {formatDate(ride.startsAt, 'dayTime')}
                      </Text>
                    </Table.Td>
                    <Table.Td ta="right">{ride.going}</Table.Td>
                    <Table.Td ta="right">{ride.present}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Stack gap="xs">
            <Title order={4} size="h5">
              {ROLL_CALL_TEXT.noShowsHeading}
            </Title>
            {noShows.length === 0 ? (
              <Text size="sm">{ROLL_CALL_TEXT.noNoShows}</Text>
            ) : (
              <Table.ScrollContainer minWidth={240}>
                <Table striped>
                  <Table.Caption>{ROLL_CALL_TEXT.noShowsCaption}</Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{ROLL_CALL_TEXT.memberColumn}</Table.Th>
                      <Table.Th ta="right">{ROLL_CALL_TEXT.noShowsColumn}</Table.Th>
                      <Table.Th ta="right">{ROLL_CALL_TEXT.rollCallsColumn}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {noShows.map((row) => (
                      <Table.Tr key={row.user.id}>
                        <Table.Td>{row.user.fullName || row.user.username}</Table.Td>
                        <Table.Td ta="right">{row.noShows}</Table.Td>
                        <Table.Td ta="right">{row.rollCalls}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Stack>
        </SimpleGrid>
      </Stack>
    </Card>
  );
}
