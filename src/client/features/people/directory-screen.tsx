/**
 * /people, the member directory (docs/product.md §1 'people'): signed-in members search each
 * other by name or username and open profiles. The search, order and page live in the URL, so
 * Back and a shared link return to the same list. Visitors are asked to sign in: the server
 * keeps the member list to members.
 */
import {
  Alert,
  Button,
  Chip,
  Container,
  Group,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { USER_PATHS } from '../../../contract/api-paths';
import type { DirectorySort } from '../../../contract/users';
import { DataAge } from '../../components/data-age';
import { ApiError, apiUrl } from '../../lib/api-client';
import { useReplySavedAt } from '../../lib/pwa/reply-age';
import { useSearchBox } from '../../lib/use-search-box';
import { tokenStore } from '../../lib/token-store';
import { LoadFailed } from '../../components/load-failed';
import { directoryParams, directoryQuery, type DirectorySearch } from './api';
import { MemberCard, MemberCardSkeleton } from './member-card';
import { PEOPLE_TEXT } from './texts';

export function DirectoryScreen({
  search,
  onSearch,
}: {
  search: DirectorySearch;
  /** A new search, order or page; `replace` while typing, so Back skips each keystroke. */
  onSearch: (next: DirectorySearch, options: { replace: boolean }) => void;
}) {
  const [text, setText] = useSearchBox(search.q, (q) =>
    onSearch({ ...search, q, page: 0 }, { replace: true }),
  );

  // A visitor is not asked for the list: the server would refuse it (401), and the browser
  // would log the refusal as an error.
  const signedIn = tokenStore.get() !== null;
  const directory = useQuery({ ...directoryQuery(search), enabled: signedIn });
  const savedAt = useReplySavedAt(apiUrl(USER_PATHS.directory, directoryParams(search)));
  const page = directory.data;
  const visitor =
    !signedIn || (directory.error instanceof ApiError && directory.error.status === 401);

  return (
    <Container size={960} px={{ base: 'xs', xs: 'md' }} py="lg">
      <Stack gap="md">
        <Title order={1} size="h3">
          {PEOPLE_TEXT.title}
        </Title>
        {visitor ? (
          <Alert variant="light">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{PEOPLE_TEXT.signInToSee}</Text>
              <Button component={Link} to="/auth/signin" size="xs">
                {PEOPLE_TEXT.signIn}
              </Button>
            </Group>
          </Alert>
        ) : (
          <>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                type="search"
                label={PEOPLE_TEXT.searchLabel}
                placeholder={PEOPLE_TEXT.searchPlaceholder}
                leftSection={<IconSearch size={16} aria-hidden />}
                value={text}
                onChange={(event) => setText(event.currentTarget.value)}
                style={{ flex: '1 1 16rem' }}
              />
              {/* Chips, not a segmented control: its sliding mark measures the page as it first
                  draws, and so draws it a second time in the same long task. */}
              <Chip.Group
                value={search.sort}
                onChange={(sort) =>
                  onSearch({ ...search, sort: sort as DirectorySort, page: 0 }, { replace: false })
                }
              >
                <Group gap="xs" role="radiogroup" aria-label={PEOPLE_TEXT.sortLabel} mih={36}>
                  <Chip value="newest" name="people-sort">
                    {PEOPLE_TEXT.sortNewest}
                  </Chip>
                  <Chip value="name" name="people-sort">
                    {PEOPLE_TEXT.sortName}
                  </Chip>
                </Group>
              </Chip.Group>
            </Group>
            <Group justify="space-between" gap="xs" mih={20}>
              <Text size="sm" c="dimmed" aria-live="polite">
                {page ? PEOPLE_TEXT.found(page.totalElements) : ''}
              </Text>
              <DataAge at={savedAt} />
            </Group>

            {directory.isError && !page && (
              <LoadFailed
                title={PEOPLE_TEXT.loadFailed}
                error={directory.error}
                onRetry={() => void directory.refetch()}
              />
            )}
            {page && page.content.length === 0 && (
              <Text c="dimmed" ta="center" py="xl">
                {search.q ? PEOPLE_TEXT.noMatch(search.q) : PEOPLE_TEXT.empty}
              </Text>
            )}
            <SimpleGrid
              cols={{ base: 1, sm: 2, md: 3 }}
              spacing="sm"
              component="section"
              aria-label={PEOPLE_TEXT.title}
              aria-busy={directory.isPending || directory.isPlaceholderData}
              style={{ opacity: directory.isPlaceholderData ? 0.6 : 1 }}
            >
              {directory.isPending &&
                Array.from({ length: 6 }, (_, key) => <MemberCardSkeleton key={key} />)}
              {page?.content.map((member) => (
                <MemberCard key={member.id} member={member} />
              ))}
            </SimpleGrid>
            {page && page.totalPages > 1 && (
              <Group justify="center">
                <Pagination
                  aria-label={PEOPLE_TEXT.page}
                  total={page.totalPages}
                  value={search.page + 1}
                  onChange={(value) => {
                    onSearch({ ...search, page: value - 1 }, { replace: false });
                    window.scrollTo({ top: 0 });
                  }}
                />
              </Group>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
