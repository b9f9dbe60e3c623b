/**
 * /search: one box over the club's rides, posts, members and products. The query lives in the
 * address (?q=), so Back returns to it and a search can be shared; typing searches once it
 * pauses. Offline, a search seen before shows its kept results under a plain warning.
 */
import { Alert, Container, Loader, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { SEARCH_LIMITS } from '../../../contract/search-constants';
import { LoadFailed } from '../../components/load-failed';
import { useFocusAfterPaint } from '../../lib/use-focus-after-paint';
import { useOnline } from '../../lib/pwa/connectivity';
import { useSearchBox } from '../../lib/use-search-box';
import { searchable, searchQuery } from './api';
import { SearchGroupSection } from './search-group';
import { SEARCH_TEXT } from './texts';

export function SearchScreen({
  q,
  onSearch,
}: {
  q: string;
  /** A settled new text; the address is replaced, so Back skips each keystroke. */
  onSearch: (q: string) => void;
}) {
  const [text, setText] = useSearchBox(q, onSearch, { maxLength: SEARCH_LIMITS.queryMaxLength });
  const online = useOnline();
  const search = useQuery(searchQuery(q));
  // The screen is opened to type: the box takes the keys as soon as it is shown.
  const box = useFocusAfterPaint<HTMLInputElement>();
  const reply = search.data;
  const found = reply?.groups.some((group) => group.hits.length > 0) ?? false;
  const tooShort = q.length > 0 && !searchable(q);

  return (
    <Container size={720} px={{ base: 'xs', xs: 'md' }} py="lg">
      <Stack gap="md">
        <Title order={1} size="h3">
          {SEARCH_TEXT.title}
        </Title>
        <TextInput
          type="search"
          ref={box}
          label={SEARCH_TEXT.inputLabel}
          placeholder={SEARCH_TEXT.placeholder}
          leftSection={
            search.isFetching ? <Loader size={14} /> : <IconSearch size={16} aria-hidden />
          }
          value={text}
          maxLength={SEARCH_LIMITS.queryMaxLength}
          onChange={(event) => setText(event.currentTarget.value)}
          enterKeyHint="search"
        />

        <div aria-live="polite">
          {!online && (
            <Alert variant="light" color="yellow">
              {reply ? SEARCH_TEXT.offlineKept : SEARCH_TEXT.offline}
            </Alert>
          )}
          {online && search.isError && !reply && (
            <LoadFailed
              title={SEARCH_TEXT.failed}
              error={search.error}
              onRetry={() => void search.refetch()}
            />
          )}
          {!q && <Text c="dimmed">{SEARCH_TEXT.prompt}</Text>}
          {tooShort && <Text c="dimmed">{SEARCH_TEXT.queryTooShort}</Text>}
          {reply && reply.correctedQuery && (
            <Text size="sm">
              {SEARCH_TEXT.correctedTo} <strong>{reply.correctedQuery}</strong>
            </Text>
          )}
          {reply && !found && !search.isPlaceholderData && (
            <Text c="dimmed" ta="center" py="xl">
              {SEARCH_TEXT.nothingFound(reply.query)}
            </Text>
          )}
        </div>

        {search.isPending && searchable(q) && online && (
          <Stack gap="xs" aria-hidden>
            <Skeleton h={18} w="30%" />
            <Skeleton h={40} />
            <Skeleton h={40} />
          </Stack>
        )}
        {reply && (
          <Stack
            gap="lg"
            aria-busy={search.isPlaceholderData}
            style={{ opacity: search.isPlaceholderData ? 0.6 : 1 }}
          >
            {reply.groups.map((group) => (
              <SearchGroupSection
                key={`${reply.query}-${group.kind}`}
                q={reply.query}
                group={group}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
