/** A page-by-page list of parcels with its loading, failure and empty states. */
import { Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import type { Page } from '../../../contract/paging';
import type { OpenParcel, Parcel } from '../../../contract/parcels';
import { LoadFailed } from '../../components/load-failed';
import { ParcelCard } from './parcel-card';
import { MESSENGER_TEXT } from './texts';

export function ParcelList<T extends Parcel | OpenParcel>({
  query,
  empty,
  label,
  showRider,
}: {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  empty: string;
  label: string;
  showRider?: boolean;
}) {
  const items = query.data?.pages.flatMap((page) => page.content) ?? [];
  return (
    <Stack gap="sm" aria-busy={query.isPending} aria-label={label} component="section">
      {query.isPending &&
        [0, 1].map((key) => (
          <Card key={key} withBorder radius="md" padding="sm" aria-hidden>
            <Skeleton height={14} width="60%" mb={8} />
            <Skeleton height={10} width="80%" mb={6} />
            <Skeleton height={10} width="40%" />
          </Card>
        ))}
      {query.isError && !query.data && (
        <LoadFailed
          title={MESSENGER_TEXT.loadFailed}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && items.length === 0 && (
        <Text c="dimmed" size="sm" py="sm">
          {empty}
        </Text>
      )}
      {items.map((parcel) => (
        <ParcelCard key={parcel.id} parcel={parcel} showRider={showRider} />
      ))}
      {query.hasNextPage && (
        <Button
          variant="default"
          w="fit-content"
          mx="auto"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {MESSENGER_TEXT.more}
        </Button>
      )}
    </Stack>
  );
}
