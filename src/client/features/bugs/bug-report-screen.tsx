import {
  Alert,
  Button,
  Card,
  Code,
  Container,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconBug, IconEye, IconEyeOff, IconMapQuestion } from '@tabler/icons-react';
import { Link, useLocation } from '@tanstack/react-router';
import { Suspense, useEffect, useState } from 'react';
import { BUG_TEXT } from '../../../contract/bugs-constants';
import { afterPaint, lazyWithPreload, preloadNear } from '../../lib/load-late';
import { useEditRequest } from '../../lib/outbox/edit-request';
import { OUTBOX_KINDS } from '../../lib/outbox/kinds';
import { BugForm } from './bug-form';
import { BUGS_TEXT } from './texts';
import type { WaitingBug } from './waiting-bugs';

const BUGS_PATH = '/bugs';
/** Where the path goes in the sentence naming it. */
const PATH_MARK = '\u{E000}';

// The table, the outbox's waiting reports and the details dialog are not drawn until asked for.
// Their code comes right after the form is painted, with the outbox's (bug-form.tsx): a report
// sent with no signal is shown waiting in this list.
const BugList = lazyWithPreload(() => import('./bug-list'));

/**
 * §2: /bugs and every unknown path show the bug-report screen. An unknown path is named as
 * such above it, so nobody mistakes a broken link for the bug page.
 */
export function BugReportScreen() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const notFound = pathname.replace(/\/+$/, '') !== BUGS_PATH;
  const [showList, setShowList] = useState(false);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<WaitingBug | null>(null);
  const [before = '', after = ''] = BUGS_TEXT.noPageAt(PATH_MARK).split(PATH_MARK);
  useEffect(() => void afterPaint().then(() => BugList.preload()), []);
  // `/bugs?edit=<id>`: a queued report opened from another version of the app ("Update the
  // app"), in the form as its Edit would.
  useEditRequest<WaitingBug['payload']>([OUTBOX_KINDS.bugCreate], (entry) => {
    setEditing(entry);
    setShowList(false);
  });

  return (
    <Container size="md" px={{ base: 'xs', xs: 'md' }} py="xl">
      <Stack gap="lg">
        {notFound && (
          <Alert
            color="orange"
            variant="light"
            icon={<IconMapQuestion size={20} aria-hidden />}
            title={
              <Title order={1} size="h3">
                {BUG_TEXT.notFound}
              </Title>
            }
          >
            <Stack gap="xs" align="flex-start">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {before}
                <Code>{pathname}</Code>
                {after}
              </Text>
              <Button component={Link} to="/intro" variant="light" size="xs">
                {BUG_TEXT.backToClub}
              </Button>
            </Stack>
          </Alert>
        )}
        <Card withBorder padding="lg">
          <Stack gap="md">
            <Group justify="space-between" gap="sm">
              <Title
                order={notFound ? 2 : 1}
                size="h2"
                display="flex"
                style={{ gap: 8, alignItems: 'center' }}
              >
                <IconBug size={28} aria-hidden />
                {BUG_TEXT.formTitle}
              </Title>
              <Button
                variant="light"
                leftSection={
                  showList ? (
                    <IconEyeOff size={16} aria-hidden />
                  ) : (
                    <IconEye size={16} aria-hidden />
                  )
                }
                aria-expanded={showList}
                onClick={() => setShowList((shown) => !shown)}
                {...preloadNear(BugList)}
              >
                {showList ? BUG_TEXT.hideBugs : BUG_TEXT.showBugs}
              </Button>
            </Group>
            {showList ? (
              <Suspense fallback={<Skeleton height={160} radius="md" />}>
                <BugList
                  headingOrder={notFound ? 3 : 2}
                  page={page}
                  onPageChange={setPage}
                  onEdit={(entry) => {
                    setEditing(entry);
                    setShowList(false);
                  }}
                />
              </Suspense>
            ) : (
              <BugForm
                key={editing?.id ?? 'new'}
                editing={editing ?? undefined}
                onSubmitted={() => {
                  setEditing(null);
                  // §4: after a submit the list is shown (from its newest page) and reloaded.
                  setPage(0);
                  setShowList(true);
                }}
              />
            )}
          </Stack>
        </Card>
      </Stack>
    </Container>
  );
}
