import { Button, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { memo, useState } from 'react';
import type { SearchGroup, SearchHit } from '../../../contract/search';
import { errorMessage } from '../../lib/errors';
import { searchMoreQuery } from './api';
import { SearchHitItem } from './search-hit';
import { SEARCH_SCREEN_TEXT, SEARCH_TEXT } from './texts';

/**
 * One kind's hits under its heading, with "More" while the server has further ones. Drawn again
 * only when its hits change, not at each key typed in the box above.
 */
export const SearchGroupSection = memo(function SearchGroupSection({
  q,
  group,
}: {
  q: string;
  group: SearchGroup;
}) {
  const queryClient = useQueryClient();
  const [extra, setExtra] = useState<{ hits: SearchHit[]; next: string | null } | null>(null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const hits = [...group.hits, ...(extra?.hits ?? [])];
  const next = extra ? extra.next : group.next;
  const headingId = `search-${group.kind}`;

  async function more() {
    if (!next) return;
    setLoading(true);
    setFailed(null);
    try {
      const reply = await queryClient.fetchQuery(searchMoreQuery(q, group.kind, next));
      const page = reply.groups[0];
      setExtra({ hits: [...(extra?.hits ?? []), ...(page?.hits ?? [])], next: page?.next ?? null });
    } catch (error) {
      setFailed(errorMessage(error));
    } finally {
      setLoading(false);
    }
  }

  if (hits.length === 0) return null;
  return (
    <Stack component="section" gap={4} aria-labelledby={headingId}>
      <Title order={2} size="h5" id={headingId}>
        {SEARCH_TEXT.headings[group.kind]}
      </Title>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
        {hits.map((hit) => (
          <SearchHitItem key={`${hit.kind}-${hit.id}`} hit={hit} />
        ))}
      </Stack>
      {failed && (
        <span role="alert" style={{ color: 'var(--mantine-color-red-text)' }}>
          {failed}
        </span>
      )}
      {next && (
        <Button
          variant="subtle"
          size="compact-sm"
          onClick={() => void more()}
          loading={loading}
          aria-label={SEARCH_SCREEN_TEXT.moreOfKind(group.kind)}
          style={{ alignSelf: 'flex-start' }}
        >
          {SEARCH_TEXT.more}
        </Button>
      )}
    </Stack>
  );
});
