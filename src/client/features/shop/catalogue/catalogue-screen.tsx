/**
 * /shop (docs/product.md §1 'shop'): the club's catalogue as a grid, with a search and category
 * chips; the search, category and page live in the URL, so Back and a shared link return to
 * the same list. Lists seen once open offline from the service worker's cache.
 */
import {
  Chip,
  Container,
  Group,
  Pagination,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import {
  PRODUCT_CATEGORIES,
  PRODUCT_CATEGORY_LABEL,
  PRODUCT_LIMITS,
  type ProductCategory,
} from '../../../../contract/products-constants';
import { DataAge } from '../../../components/data-age';
import { SectionLinks } from '../../../components/section-links';
import { apiUrl } from '../../../lib/api-client';
import { useReplySavedAt } from '../../../lib/pwa/reply-age';
import { useSearchBox } from '../../../lib/use-search-box';
import { LoadFailed } from '../../../components/load-failed';
import { catalogueQuery, catalogueRequest, settingsQuery, type CatalogueSearch } from '../api';
import { CartButton } from '../cart/cart-button';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { SHOP_TEXT } from '../texts';

const ALL = 'all';

export function CatalogueScreen({
  search,
  onSearch,
}: {
  search: CatalogueSearch;
  /** A new search, category or page; `replace` while typing, so Back skips each keystroke. */
  onSearch: (next: CatalogueSearch, options: { replace: boolean }) => void;
}) {
  const [text, setText] = useSearchBox(
    search.q,
    (q) => onSearch({ ...search, q, page: 0 }, { replace: true }),
    { maxLength: PRODUCT_LIMITS.searchMaxLength },
  );

  const settings = useQuery(settingsQuery);
  const catalogue = useQuery(catalogueQuery(search));
  const request = catalogueRequest(search);
  const savedAt = useReplySavedAt(apiUrl(request.path, request.query));
  const page = catalogue.data;
  const currency = settings.data?.currency ?? page?.content[0]?.currency ?? 'BDT';

  return (
    <Container size={1100} px={{ base: 'xs', xs: 'md' }} py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="center">
          <Title order={1} size="h3">
            {SHOP_TEXT.title}
          </Title>
          <CartButton />
        </Group>
        <SectionLinks to={['/merchandise', '/sdcbikewala']} label={SHOP_TEXT.moreShops} compact />
        <TextInput
          type="search"
          label={SHOP_TEXT.searchLabel}
          placeholder={SHOP_TEXT.searchPlaceholder}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={text}
          maxLength={PRODUCT_LIMITS.searchMaxLength}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Chip.Group
          multiple={false}
          value={search.category ?? ALL}
          onChange={(value) =>
            onSearch(
              {
                ...search,
                category: value === ALL ? null : (value as ProductCategory),
                page: 0,
              },
              { replace: false },
            )
          }
        >
          <Group gap={6} wrap="wrap" role="group" aria-label={SHOP_TEXT.categoriesLabel}>
            <Chip value={ALL} size="sm">
              {SHOP_TEXT.allCategories}
            </Chip>
            {PRODUCT_CATEGORIES.map((category) => (
              <Chip key={category} value={category} size="sm">
                {PRODUCT_CATEGORY_LABEL[category]}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Group justify="space-between" gap="xs" mih={20}>
          <Text size="sm" c="dimmed" aria-live="polite">
            {page ? SHOP_TEXT.found(page.totalElements) : ''}
          </Text>
          <DataAge at={savedAt} />
        </Group>

        {catalogue.isError && !page && (
          <LoadFailed
            title={SHOP_TEXT.loadFailed}
            error={catalogue.error}
            onRetry={() => void catalogue.refetch()}
          />
        )}
        {page && page.content.length === 0 && (
          <Text c="dimmed" ta="center" py="xl">
            {search.q || search.category ? SHOP_TEXT.noMatch : SHOP_TEXT.empty}
          </Text>
        )}
        <SimpleGrid
          cols={{ base: 2, sm: 3, md: 4, lg: 5 }}
          spacing="sm"
          component="section"
          aria-label={SHOP_TEXT.title}
          aria-busy={catalogue.isPending || catalogue.isPlaceholderData}
          style={{ opacity: catalogue.isPlaceholderData ? 0.6 : 1 }}
        >
          {catalogue.isPending &&
            Array.from({ length: 10 }, (_, key) => <ProductCardSkeleton key={key} />)}
          {page?.content.map((product, index) => (
            <ProductCard key={product.id} product={product} currency={currency} eager={index < 4} />
          ))}
        </SimpleGrid>
        {page && page.totalPages > 1 && (
          <Group justify="center">
            <Pagination
              aria-label={SHOP_TEXT.page}
              total={page.totalPages}
              value={search.page + 1}
              onChange={(value) => {
                onSearch({ ...search, page: value - 1 }, { replace: false });
                window.scrollTo({ top: 0 });
              }}
            />
          </Group>
        )}
      </Stack>
    </Container>
  );
}
