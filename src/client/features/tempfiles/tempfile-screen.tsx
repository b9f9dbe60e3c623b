/**
 * /tempfile, the file share (docs/product.md §1 'tempfile'): a signed-in member uploads a file,
 * picks how long its link lasts and copies the link; their files are listed with their expiry
 * and can be deleted. Visitors are asked to sign in.
 */
import { Alert, Button, Container, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { TEMPFILE_TEXT } from '../../../contract/tempfiles-constants';
import { ApiError } from '../../lib/api-client';
import { LoadFailed } from '../../components/load-failed';
import { myTempFilesQuery } from './api';
import { MyFiles } from './my-files';
import { ShareForm } from './share-form';

export function TempFileScreen() {
  const mine = useQuery(myTempFilesQuery);
  const visitor = mine.error instanceof ApiError && mine.error.status === 401;

  return (
    <Container size={720} px={{ base: 'xs', xs: 'md' }} py="lg">
      <Stack gap="md">
        <Title order={1} size="h3">
          {TEMPFILE_TEXT.title}
        </Title>
        <Text c="dimmed">{TEMPFILE_TEXT.intro}</Text>
        {visitor ? (
          <Alert variant="light">
            <Group justify="space-between" gap="xs">
              <Text size="sm">{TEMPFILE_TEXT.signInToShare}</Text>
              <Button component={Link} to="/auth/signin" size="xs">
                {TEMPFILE_TEXT.signIn}
              </Button>
            </Group>
          </Alert>
        ) : mine.isError && !mine.data ? (
          <LoadFailed
            title={TEMPFILE_TEXT.loadFailed}
            error={mine.error}
            onRetry={() => void mine.refetch()}
          />
        ) : !mine.data ? (
          <Stack gap="sm" aria-busy>
            <Skeleton height={180} radius="md" />
            <Skeleton height={56} radius="md" />
          </Stack>
        ) : (
          <>
            <ShareForm
              maxBytes={mine.data.maxBytes}
              maxLifetimeHours={mine.data.maxLifetimeHours}
            />
            <Title order={2} size="h4">
              {TEMPFILE_TEXT.myFiles}
            </Title>
            <MyFiles files={mine.data.files} />
          </>
        )}
      </Stack>
    </Container>
  );
}
