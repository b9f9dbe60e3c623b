/** The developer's Reviews tab: every review of the shop, newest first, with its reply. */
import { Anchor, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { StarsShown } from '../../components/stars-shown';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { everyReviewQuery } from './api';
import { MemberLink } from './member-link';
import { formatDate } from '../../lib/dates';
import { LoadFailed } from '../../components/load-failed';
import { DEVELOPER_TEXT } from './texts';

export function DeveloperReviews() {
  const reviews = useQuery(everyReviewQuery);
  return (
    <Stack gap="md">
      <Title order={3}>{DEVELOPER_TEXT.reviews}</Title>
      {reviews.isPending && <Skeleton height={200} radius="md" />}
      {reviews.isError && (
        <LoadFailed
          title={DEVELOPER_TEXT.reviewsLoadFailed}
          error={reviews.error}
          onRetry={() => void reviews.refetch()}
        />
      )}
      {reviews.data && (
        <Text size="sm" c="dimmed">
          {reviews.data.totalElements === 0
            ? DEVELOPER_TEXT.noReviews
            : DEVELOPER_TEXT.reviewsAnswered(
                reviews.data.totalElements,
                reviews.data.content.filter((review) => review.reply).length,
                reviews.data.content.length,
              )}
        </Text>
      )}
      <Stack
        component="ul"
        gap="sm"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={DEVELOPER_TEXT.reviews}
      >
        {reviews.data?.content.map((review) => (
          <Card key={review.id} component="li" withBorder radius="md" padding="sm">
            <Group justify="space-between" gap="xs" align="flex-start">
              <div>
                <Anchor
                  fw={600}
                  size="sm"
                  renderRoot={(props) => (
                    <Link
                      to="/products/productDetails/$id"
                      params={{ id: String(review.product.id) }}
                      {...props}
                    />
                  )}
                >
                  {review.product.name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {DEVELOPER_TEXT.reviewBy}{' '}
                  <MemberLink id={review.customer.id} name={review.customer.fullName} /> ·{' '}
                  {formatDate(review.date, 'date')}
                </Text>
              </div>
              <StarsShown value={review.rating} />
            </Group>
            <Text size="sm" mt={6}>
              {review.comment}
            </Text>
            {review.reply ? (
              <Text
                size="sm"
                c="dimmed"
                mt={6}
                pl="sm"
                style={{ borderLeft: '2px solid var(--mantine-color-gray-4)' }}
              >
                {DEVELOPER_TEXT.sellerReply(
                  formatDate(review.reply.date, 'date'),
                  review.reply.text,
                )}
              </Text>
            ) : (
              <Text size="xs" c="dimmed" mt={6}>
                {DEVELOPER_TEXT.noReply}
              </Text>
            )}
          </Card>
        ))}
      </Stack>
    </Stack>
  );
}
