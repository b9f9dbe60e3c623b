/**
 * The screen's list side (§2 'Show Bugs'): the member's reports still waiting in the outbox,
 * the reports on the server page by page, and a report's details. It loads when the member
 * asks for it or has just sent a report, not with the form.
 */
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { BUG_TEXT } from '../../../contract/bugs-constants';
import { bugListQuery } from './api';
import { BugDetailsModal } from './bug-details-modal';
import { BugTable } from './bug-table';
import { WaitingBugs, type WaitingBug } from './waiting-bugs';

export default function BugList({
  headingOrder,
  page,
  onPageChange,
  onEdit,
}: {
  headingOrder: 2 | 3;
  page: number;
  onPageChange: (page: number) => void;
  onEdit: (entry: WaitingBug) => void;
}) {
  const [viewedId, setViewedId] = useState<number | null>(null);
  // The modal reads the bug from the cached page, so a change made in it shows at once.
  const pageData = useQuery(bugListQuery(page)).data;
  const viewed = pageData?.content.find((bug) => bug.id === viewedId) ?? null;

  return (
    <Stack gap="sm">
      <Title order={headingOrder} size="h4">
        {BUG_TEXT.listTitle}
      </Title>
      <WaitingBugs onEdit={onEdit} />
      <BugTable page={page} onPageChange={onPageChange} onView={(bug) => setViewedId(bug.id)} />
      <BugDetailsModal bug={viewed} onClose={() => setViewedId(null)} />
    </Stack>
  );
}
