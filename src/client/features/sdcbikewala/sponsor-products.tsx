import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABEL,
  type ProductCategory,
} from '../../../contract/products-constants';
import { PAGE_SIZE } from '../../../contract/constants';
import { settingsQuery } from '../../lib/club-settings';
import { ProductCard, ProductCardSkeleton } from '../shop/catalogue/product-card';
import { SHOP_TEXT } from '../shop/texts';
import { sponsorProductsQuery } from './api';
import { SDCBIKEWALA_TEXT } from './texts';

/** The sponsor's products, one section per department, each growing by a page on request. */
export function SponsorProducts({ sellerId }: { sellerId: number }) {
  return (
    <Stack gap="xl">
      {PRODUCT_CATEGORIES.map((category, index) => (
        <CategorySection
          key={category}
          sellerId={sellerId}
          category={category}
          first={index === 0}
        />
      ))}
    </Stack>
  );
}

function CategorySection({
  sellerId,
  category,
  first,
}: {
  sellerId: number;
  category: ProductCategory;
  first: boolean;
}) {
  const [size, setSize] = useState<number>(PAGE_SIZE.products);
  const products = useQuery(sponsorProductsQuery(sellerId, category, size));
  const settings = useQuery(settingsQuery);
  const page = products.data;
  const currency = settings.data?.currency ?? page?.content[0]?.currency ?? 'BDT';
  const headingId = `sdc-${category}`;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="baseline">
        <Title order={2} size="h4" id={headingId}>
          {PRODUCT_CATEGORY_LABEL[category]}
        </Title>
        {page && (
          <Text size="sm" c="dimmed">
            {SHOP_TEXT.found(page.totalElements)}
          </Text>
        )}
      </Group>
      {page && page.content.length === 0 && (
        <Text size="sm" c="dimmed">
          {SDCBIKEWALA_TEXT.emptyCategory}
        </Text>
      )}
      <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing="sm">
        {products.isPending &&
          Array.from({ length: 4 }, (_, key) => <ProductCardSkeleton key={key} />)}
        {page?.content.map((product, index) => (
          <ProductCard
            key={product.id}
            product={product}
            currency={currency}
            eager={first && index < 2}
          />
        ))}
      </SimpleGrid>
      {page && !page.last && (
        <Group justify="center">
          <Button
            variant="default"
            size="xs"
            loading={products.isFetching}
            onClick={() => setSize((current) => current + PAGE_SIZE.products)}
          >
            {SDCBIKEWALA_TEXT.showMore}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
