import { Card, Group, Rating, Skeleton, Stack, Text, Title } from '@mantine/core';
import { StarsShown } from '../../../components/stars-shown';
import { useQuery } from '@tanstack/react-query';
import type { Product } from '../../../../contract/products';
import { reviewsQuery } from '../api';
import { SHOP_TEXT } from '../texts';
import { formatDate } from '../../../lib/dates';

/** The rating summary (mean and count) and the reviews, each with the seller's reply. */
export function ProductReviews({ product }: { product: Product }) {
  const reviews = useQuery(reviewsQuery(product.id));
  const { average, count } = product.rating;
  return (
    <Stack gap="sm" component="section" aria-labelledby="product-reviews">
      <Title order={2} size="h4" id="product-reviews">
        {SHOP_TEXT.reviews}
      </Title>
      {average !== null && count > 0 ? (
        <Group gap="xs">
          <Rating value={average} fractions={10} readOnly aria-hidden />
          <Text size="sm">{SHOP_TEXT.ratingSummary(average, count)}</Text>
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          {SHOP_TEXT.noReviews}
        </Text>
      )}
      {reviews.isPending && count > 0 && <Skeleton height={64} />}
      {reviews.data?.content.map((review) => (
        <Card key={review.id} withBorder padding="sm" radius="md">
          <Group justify="space-between" gap="xs">
            <Text size="sm" fw={600}>
              {review.customer.fullName}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDate(review.date, 'date')}
            </Text>
          </Group>
          <StarsShown value={review.rating} />
          <Text size="sm" mt={4} style={{ whiteSpace: 'pre-line' }}>
            {review.comment}
          </Text>
          {review.reply && (
            <Stack
              gap={2}
              mt="xs"
              pl="sm"
              style={{ borderLeft: '3px solid var(--mantine-color-gray-3)' }}
            >
              <Text size="xs" fw={600} c="dimmed">
                {SHOP_TEXT.sellerReply}
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {review.reply.text}
              </Text>
            </Stack>
          )}
        </Card>
      ))}
    </Stack>
  );
}
