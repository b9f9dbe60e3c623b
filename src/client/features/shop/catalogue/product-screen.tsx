/**
 * /products/productDetails/{id}: a product's pictures, price, stock, measurements, seller,
 * description and reviews, and "Add to cart". A product seen once opens offline.
 */
import {
  Alert,
  Anchor,
  Badge,
  Container,
  Grid,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { Product } from '../../../../contract/products';
import { PRODUCT_CATEGORY_LABEL, PRODUCT_PATHS } from '../../../../contract/products-constants';
import { DataAge } from '../../../components/data-age';
import { LoadFailed } from '../../../components/load-failed';
import { WhenNear } from '../../../components/when-near';
import { ApiError, apiUrl } from '../../../lib/api-client';
import { lazyNamed } from '../../../lib/lazy-named';
import { useReplySavedAt } from '../../../lib/pwa/reply-age';
import { AddToCart } from './add-to-cart';
import { productQuery, settingsQuery } from '../api';
import { PriceTag } from './price-tag';
import { ProductGallery } from './product-gallery';
import { stockColor, stockText } from './stock';
import { SHOP_TEXT } from '../texts';
import { SellerShopCard } from './seller-shop-card';

// Below the pictures and the details: the reviews' code (the star ratings) and their data load
// as the reader scrolls towards them.
const ProductReviews = lazyNamed(() => import('./product-reviews'), 'ProductReviews');

const measure = (value: number | null) => (value === null ? '–' : String(value));

function Details({ product }: { product: Product }) {
  const rows: [string, string][] = [];
  if (product.brand) rows.push([SHOP_TEXT.brand, product.brand]);
  const d = product.dimensions;
  if (d && (d.height !== null || d.width !== null || d.depth !== null)) {
    rows.push([
      SHOP_TEXT.dimensions,
      SHOP_TEXT.dimensionsValue(measure(d.height), measure(d.width), measure(d.depth)),
    ]);
  }
  if (product.weight !== null) rows.push([SHOP_TEXT.weight, SHOP_TEXT.weightValue(product.weight)]);
  if (rows.length === 0) return null;
  return (
    <Table variant="vertical" withTableBorder layout="fixed" aria-label={SHOP_TEXT.details}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th w={120}>{label}</Table.Th>
            <Table.Td>{value}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function ProductSkeleton() {
  return (
    <Grid gap="lg" aria-hidden>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Skeleton style={{ aspectRatio: '1' }} h="auto" />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 6 }}>
        <Stack gap="sm">
          <Skeleton height={28} width="80%" />
          <Skeleton height={20} width="30%" />
          <Skeleton height={36} width="60%" />
          <Skeleton height={80} />
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

export function ProductScreen({ id }: { id: number }) {
  const product = useQuery(productQuery(id));
  const settings = useQuery(settingsQuery);
  const savedAt = useReplySavedAt(apiUrl(PRODUCT_PATHS.one(id)));
  const item = product.data;
  const currency = settings.data?.currency ?? item?.currency ?? 'BDT';
  const notFound = product.error instanceof ApiError && product.error.status === 404;

  return (
    <Container size={1000} px={{ base: 'xs', xs: 'md' }} py="lg">
      <Stack gap="md">
        <Anchor component={Link} to="/shop" size="sm" w="fit-content">
          <Group gap={4}>
            <IconArrowLeft size={16} aria-hidden />
            {SHOP_TEXT.back}
          </Group>
        </Anchor>
        {product.isPending && <ProductSkeleton />}
        {product.isError &&
          !item &&
          (notFound ? (
            <Alert color="gray" variant="light" title={SHOP_TEXT.productNotFound} />
          ) : (
            <LoadFailed
              title={SHOP_TEXT.productLoadFailed}
              error={product.error}
              onRetry={() => void product.refetch()}
            />
          ))}
        {item && (
          <>
            <Grid gap="lg">
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <ProductGallery product={item} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, sm: 6 }}>
                <Stack gap="sm">
                  <Text size="sm" c="dimmed">
                    {PRODUCT_CATEGORY_LABEL[item.category]}
                  </Text>
                  <Title order={1} size="h2">
                    {item.name}
                  </Title>
                  <PriceTag product={item} currency={currency} size="xl" />
                  <Badge variant="light" color={stockColor(item.quantityAvailable)} w="fit-content">
                    {stockText(item.quantityAvailable)}
                  </Badge>
                  <AddToCart product={item} />
                  <SellerShopCard seller={item.seller} />
                  <Details product={item} />
                  <DataAge at={savedAt} />
                </Stack>
              </Grid.Col>
            </Grid>
            {item.description && (
              <Stack gap="xs" component="section" aria-labelledby="product-description">
                <Title order={2} size="h4" id="product-description">
                  {SHOP_TEXT.description}
                </Title>
                <Text style={{ whiteSpace: 'pre-line' }}>{item.description}</Text>
              </Stack>
            )}
            <WhenNear fallback={<Skeleton height={96} radius="md" />}>
              <ProductReviews product={item} />
            </WhenNear>
          </>
        )}
      </Stack>
    </Container>
  );
}
