/**
 * /storage, the member's media library (docs/product.md §1 'storage'): a usage bar against the
 * club's quota, an upload with progress, and the files in pages, searched by name, each
 * renamed or deleted in place. Visitors are asked to sign in.
 */
import {
  Alert,
  Button,
  Container,
  Group,
  Pagination,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { STORAGE_TEXT } from '../../../contract/storage-constants';
import { SectionLinks } from '../../components/section-links';
import { ApiError } from '../../lib/api-client';
import { tokenStore } from '../../lib/token-store';
import { LoadFailed } from '../../components/load-failed';
import { libraryPageQuery } from './api';
import { LibraryCard } from './library-card';
import { UploadForm } from './upload-form';
import { UsageBar } from './usage-bar';

export function StorageScreen() {
  const [text, setText] = useState('');
  const [q] = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(0);
  const [shownQ, setShownQ] = useState(q);
  if (q !== shownQ) {
    setShownQ(q);
    setPage(0);
  }
  // A visitor is not asked for the files: the server would refuse it (401), and the browser
  // would log the refusal as an error.
  const signedIn = tokenStore.get() !== null;
  const library = useQuery({ ...libraryPageQuery(q, page), enabled: signedIn });
  const visitor = !signedIn || (library.error instanceof ApiError && library.error.status === 401);
  const data = library.data;

  return (
    <Container size={960} px={{ base: 'xs', xs: 'md' }} py="lg">
      <Stack gap="md">
        <Title order={1} size="h3">
          {STORAGE_TEXT.title}
        </Title>
        <Text c="dimmed">{STORAGE_TEXT.intro}</Text>
        <SectionLinks to={['/tempfile']} label={STORAGE_TEXT.shareByLink} />
        {visitor ? (
          <Alert variant="light">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{STORAGE_TEXT.signInToSee}</Text>
              <Button component={Link} to="/auth/signin" size="xs">
                {STORAGE_TEXT.signIn}
              </Button>
            </Group>
          </Alert>
        ) : (
          <>
            <UsageBar />
            <UploadForm />
            <TextInput
              type="search"
              label={STORAGE_TEXT.search}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
            />
            {library.isError && !data ? (
              <LoadFailed
                title={STORAGE_TEXT.loadFailed}
                error={library.error}
                onRetry={() => void library.refetch()}
              />
            ) : !data ? (
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} aria-busy>
                {[0, 1, 2].map((key) => (
                  <Skeleton key={key} height={260} radius="md" />
                ))}
              </SimpleGrid>
            ) : data.totalElements === 0 ? (
              <Text c="dimmed">{q ? STORAGE_TEXT.noMatch(q) : STORAGE_TEXT.empty}</Text>
            ) : (
              <>
                <SimpleGrid
                  cols={{ base: 1, xs: 2, md: 3 }}
                  component="ul"
                  p={0}
                  m={0}
                  style={{ listStyle: 'none' }}
                  aria-label={STORAGE_TEXT.title}
                >
                  {data.content.map((item) => (
                    <LibraryCard key={item.id} item={item} />
                  ))}
                </SimpleGrid>
                {data.totalPages > 1 && (
                  <Pagination
                    total={data.totalPages}
                    value={data.number + 1}
                    onChange={(next) => setPage(next - 1)}
                  />
                )}
              </>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
