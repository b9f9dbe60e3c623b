/** A jersey on the page: its pictures, name, description, price range and pre-order button. */
import { Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { Jersey } from '../../../contract/merchandise';
import { formatMoney } from '../../lib/money';
import { ProductPicture } from '../../components/product-picture';
import { priceRange } from './figures';
import { MERCHANDISE_SCREEN_TEXT as TEXT } from './texts';

const PRICE_BADGE_STYLES = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', maxWidth: '100%' },
  label: { whiteSpace: 'normal', textAlign: 'center' },
} as const;

export function JerseyCard({ jersey, onPreOrder }: { jersey: Jersey; onPreOrder: () => void }) {
  const { low, high } = priceRange(jersey);
  const pictures = jersey.pictures.length > 0 ? jersey.pictures : [null];
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={jersey.name}>
      {/* Cards side by side are as tall as the tallest: each Pre-order sits at its card's foot. */}
      <Stack gap="sm" h="100%">
        {/* A plain scrolling box: Mantine's scroll area measures itself as it mounts, which
            draws the page a second time before the first has been shown. */}
        <Box style={{ overflowX: 'auto' }} pb={pictures.length > 1 ? 'xs' : 0}>
          <Group gap="xs" wrap="nowrap" justify={pictures.length > 1 ? 'flex-start' : 'center'}>
            {pictures.map((picture, index) => (
              <div
                key={picture?.url ?? 'none'}
                style={{
                  flex: '0 0 auto',
                  width: pictures.length > 1 ? '80%' : '100%',
                  maxWidth: 420,
                }}
              >
                <ProductPicture
                  picture={picture}
                  alt={TEXT.pictureAlt(jersey.name)}
                  sizes="(min-width: 62em) 420px, 90vw"
                  eager={index === 0}
                />
              </div>
            ))}
          </Group>
        </Box>
        {/* With large text the price moves under the name, and may take two lines itself. */}
        <Group justify="space-between" align="flex-start">
          <Title order={2} size="h4">
            {jersey.name}
          </Title>
          <Badge variant="light" size="lg" styles={PRICE_BADGE_STYLES}>
            {TEXT.priceRange(formatMoney(low, jersey.currency), formatMoney(high, jersey.currency))}
          </Badge>
        </Group>
        {jersey.description && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            {jersey.description}
          </Text>
        )}
        <Button onClick={onPreOrder} size="md" mt="auto">
          {TEXT.preOrder}
        </Button>
      </Stack>
    </Card>
  );
}
