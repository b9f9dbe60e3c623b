/** Posts members reported, most reported first: keep one (its reports close) or remove it. */
import { Alert, Anchor, Badge, Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { ReportedPost } from '../../../contract/posts';
import { reportedPostsQuery, useModeratePost } from './api';
import { ConfirmModal } from '../../components/confirm-modal';
import { LoadFailed } from '../../components/load-failed';
import { ADMIN_TEXT, REPORTS_TEXT } from './texts';

function ReportedPostCard({ item }: { item: ReportedPost }) {
  const moderate = useModeratePost();
  const [asking, setAsking] = useState(false);
  const { post } = item;
  const error = moderate.error?.message ?? null;
  return (
    <Card withBorder padding="md" radius="md" component="li">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">
            {REPORTS_TEXT.by}{' '}
            <Anchor
              renderRoot={(props) => (
                <Link to="/people/profile/$id" params={{ id: String(post.author.id) }} {...props} />
              )}
            >
              {post.author.fullName}
            </Anchor>
          </Text>
          <Badge color="red" variant="light">
            {REPORTS_TEXT.reports(item.openReports)}
          </Badge>
        </Group>
        <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-wrap' }}>
          {post.content || REPORTS_TEXT.noText}
        </Text>
        {item.reasons.length > 0 && (
          <Text size="xs" c="dimmed">
            {REPORTS_TEXT.reasons(item.reasons.join(' · '))}
          </Text>
        )}
        {error && !asking && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            loading={moderate.isPending && moderate.variables?.verdict === 'keep'}
            onClick={() => moderate.mutate({ id: post.id, verdict: 'keep' })}
          >
            {REPORTS_TEXT.keep}
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={() => {
              moderate.reset();
              setAsking(true);
            }}
          >
            {REPORTS_TEXT.remove}
          </Button>
        </Group>
      </Stack>
      <ConfirmModal
        opened={asking}
        title={REPORTS_TEXT.removeTitle}
        confirmLabel={REPORTS_TEXT.removePost}
        busy={moderate.isPending}
        error={asking ? error : null}
        onConfirm={() =>
          moderate.mutate({ id: post.id, verdict: 'remove' }, { onSuccess: () => setAsking(false) })
        }
        onClose={() => setAsking(false)}
      >
        {REPORTS_TEXT.removeText(post.author.fullName)}
      </ConfirmModal>
    </Card>
  );
}

export function ReportedPosts() {
  const reported = useQuery(reportedPostsQuery);
  if (reported.isPending)
    return <Skeleton height={120} radius="md" aria-label={REPORTS_TEXT.loadingReported} />;
  if (reported.isError) {
    return (
      <LoadFailed
        title={ADMIN_TEXT.reportedLoadFailed}
        error={reported.error}
        onRetry={() => void reported.refetch()}
      />
    );
  }
  if (reported.data.content.length === 0) {
    return <Text c="dimmed">{REPORTS_TEXT.noReported}</Text>;
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {reported.data.content.map((item) => (
        <ReportedPostCard key={item.post.id} item={item} />
      ))}
    </Stack>
  );
}
