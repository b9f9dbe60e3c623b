/**
 * The seller's Reviews and Ratings tab (§2): the 'Customer Feedback' table (#, Product,
 * Customer, Rating, Review, Date, Actions) where 'Respond' opens a reply box and posts the
 * seller's reply, shown under the review after; and the 'Rating Summary' (§9: 3.5 until the
 * first review).
 */
import { Anchor, Button, Card, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { StarsShown } from '../../components/stars-shown';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Review } from '../../../contract/shop-reviews';
import {
  INITIAL_SELLER_RATING,
  REVIEW_LIMITS,
  REVIEW_TEXT,
} from '../../../contract/shop-reviews-constants';
import { useCurrentUser } from '../../lib/current-user';
import { errorMessage } from '../../lib/errors';
import { ratingSummaryQuery, sellerReviewsQuery, useReplyToReview } from '../back-office/shop/api';
import { formatDate } from '../../lib/dates';
import { WideTable } from '../../components/wide-table';
import { GrowingTextarea } from '../../components/growing-textarea';
import { LoadFailed } from '../../components/load-failed';
import { textAround } from '../back-office/shop/text-around';
import { SELLER_REVIEWS_TEXT as TEXT, SELLER_TEXT } from './texts';

function ReplyBox({ review, onDone }: { review: Review; onDone: () => void }) {
  const [text, setText] = useState('');
  const reply = useReplyToReview();
  return (
    <Stack gap="xs" mt="xs">
      <GrowingTextarea
        label={TEXT.replyTo(review.customer.fullName)}
        value={text}
        maxLength={REVIEW_LIMITS.replyMaxLength}
        minRows={2}
        onChange={(event) => setText(event.currentTarget.value)}
        error={reply.isError ? errorMessage(reply.error) : undefined}
      />
      <Group gap="xs">
        <Button
          size="xs"
          disabled={!text.trim()}
          loading={reply.isPending}
          onClick={() => reply.mutate({ id: review.id, text: text.trim() }, { onSuccess: onDone })}
        >
          {TEXT.sendReply}
        </Button>
        <Button size="xs" variant="default" onClick={onDone}>
          {SELLER_TEXT.cancel}
        </Button>
      </Group>
    </Stack>
  );
}

function CustomerFeedback() {
  const reviews = useQuery(sellerReviewsQuery);
  const [replying, setReplying] = useState<number | null>(null);
  if (reviews.isPending) return <Skeleton height={160} radius="md" />;
  if (reviews.isError) {
    return (
      <LoadFailed
        title={SELLER_TEXT.reviewsLoadFailed}
        error={reviews.error}
        onRetry={() => void reviews.refetch()}
      />
    );
  }
  return (
    <WideTable minWidth={720}>
      <Table verticalSpacing="sm" aria-label={TEXT.feedback}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>{TEXT.product}</Table.Th>
            <Table.Th>{TEXT.customer}</Table.Th>
            <Table.Th>{TEXT.rating}</Table.Th>
            <Table.Th>{TEXT.review}</Table.Th>
            <Table.Th>{TEXT.date}</Table.Th>
            <Table.Th>{TEXT.actions}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {reviews.data.content.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={7}>
                <Text c="dimmed" size="sm">
                  {TEXT.none}
                </Text>
              </Table.Td>
            </Table.Tr>
          )}
          {reviews.data.content.map((review, index) => (
            <Table.Tr key={review.id}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td>
                <Anchor
                  renderRoot={(props) => (
                    <Link
                      to="/products/productDetails/$id"
                      params={{ id: String(review.product.id) }}
                      {...props}
                    />
                  )}
                  size="sm"
                >
                  {review.product.name}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Anchor
                  renderRoot={(props) => (
                    <Link
                      to="/people/profile/$id"
                      params={{ id: String(review.customer.id) }}
                      {...props}
                    />
                  )}
                  size="sm"
                >
                  {review.customer.fullName}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <StarsShown value={review.rating} />
              </Table.Td>
              <Table.Td maw={320}>
                <Text size="sm">{review.comment}</Text>
                {review.reply && (
                  <Text
                    size="sm"
                    c="dimmed"
                    mt={4}
                    pl="sm"
                    style={{ borderLeft: '2px solid var(--mantine-color-gray-4)' }}
                  >
                    {TEXT.yourReply(review.reply.text)}
                  </Text>
                )}
                {replying === review.id && (
                  <ReplyBox review={review} onDone={() => setReplying(null)} />
                )}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDate(review.date, 'date')}
              </Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="light"
                  disabled={review.reply !== null || replying === review.id}
                  onClick={() => setReplying(review.id)}
                >
                  {TEXT.respond}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </WideTable>
  );
}

function RatingSummary({ sellerId }: { sellerId: number }) {
  const summary = useQuery(ratingSummaryQuery(sellerId));
  const overall = summary.data?.overall ?? INITIAL_SELLER_RATING;
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={4} mb="xs">
        {TEXT.summary}
      </Title>
      <Text>{textAround(TEXT.overall, <strong>{REVIEW_TEXT.overall(overall)}</strong>)}</Text>
      {summary.data && (
        <Text size="sm" c="dimmed">
          {REVIEW_TEXT.basedOn(summary.data.count)}
        </Text>
      )}
      {summary.data && summary.data.products.length > 0 && (
        <Stack gap={2} mt="xs" component="ul" p={0} style={{ listStyle: 'none' }}>
          {summary.data.products.map((product) => (
            <Text key={product.productId} size="sm" component="li">
              {REVIEW_TEXT.productRating(product.name, product.average)}
            </Text>
          ))}
        </Stack>
      )}
    </Card>
  );
}

export function SellerReviews() {
  const user = useCurrentUser();
  return (
    <Stack gap="md">
      <Title order={3}>{TEXT.title}</Title>
      {user && <RatingSummary sellerId={user.id} />}
      <Title order={4}>{TEXT.feedback}</Title>
      <CustomerFeedback />
    </Stack>
  );
}
