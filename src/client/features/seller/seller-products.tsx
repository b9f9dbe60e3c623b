/**
 * The seller's Products tab: their products (searched with /product/sellerSearch/{text}),
 * "New product", and per product Edit, both opening the full-screen 'Edit Product' modal.
 */
import {
  Button,
  Group,
  Image,
  Pagination,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { ActionsHeader } from '../../components/actions-header';
import { Modal } from '../../components/overlays/modal';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { Product } from '../../../contract/products';
import { PRODUCT_CATEGORY_LABEL } from '../../../contract/products-constants';
import { useCurrentUser } from '../../lib/current-user';
import { settingsQuery } from '../../lib/club-settings';
import { formatMoney } from '../../lib/money';
import { sellerProductsQuery } from '../back-office/shop/api';
import { ProductForm } from '../back-office/shop/product-form';
import { WideTable } from '../../components/wide-table';
import { LoadFailed } from '../../components/load-failed';
import { SELLER_PRODUCTS_TEXT as TEXT, SELLER_TEXT } from './texts';

/** The product being edited: null for a new one. */
type Editing = { product: Product | null } | null;

export function SellerProducts() {
  const user = useCurrentUser();
  const [text, setText] = useState('');
  const [searched] = useDebouncedValue(text.trim(), 300);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const products = useQuery({
    ...sellerProductsQuery(user?.id ?? 0, searched, page),
    enabled: !!user,
  });
  const settings = useQuery(settingsQuery);
  const currency = settings.data?.currency ?? products.data?.content[0]?.currency ?? 'BDT';

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm">
        <Title order={3}>{TEXT.title}</Title>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ product: null })}
        >
          {TEXT.newProduct}
        </Button>
      </Group>
      <TextInput
        label={TEXT.search}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          setPage(0);
        }}
      />
      {products.isPending && <Skeleton height={240} radius="md" />}
      {products.isError && (
        <LoadFailed
          title={SELLER_TEXT.productsLoadFailed}
          error={products.error}
          onRetry={() => void products.refetch()}
        />
      )}
      {products.data && products.data.content.length === 0 && (
        <Text c="dimmed">{searched ? TEXT.noMatch(searched) : TEXT.none}</Text>
      )}
      {products.data && products.data.content.length > 0 && (
        <WideTable minWidth={520}>
          <Table verticalSpacing="xs" aria-label={TEXT.tableLabel}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{TEXT.product}</Table.Th>
                <Table.Th>{TEXT.category}</Table.Th>
                <Table.Th ta="right">{TEXT.price}</Table.Th>
                <Table.Th ta="right">{TEXT.stock}</Table.Th>
                <ActionsHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.data.content.map((product) => (
                <Table.Tr key={product.id}>
                  <Table.Td>
                    <Group gap="sm" wrap="nowrap">
                      {product.mainImage ? (
                        <Image
                          visibleFrom="sm"
                          src={product.mainImage.sizes[0]?.url ?? product.mainImage.url}
                          alt=""
                          w={40}
                          h={40}
                          radius="sm"
                          fit="cover"
                        />
                      ) : null}
                      <Text size="sm" fw={500}>
                        {product.name}
                      </Text>
                    </Group>
                  </Table.Td>
                  <Table.Td>{PRODUCT_CATEGORY_LABEL[product.category]}</Table.Td>
                  <Table.Td ta="right">
                    {product.discountPrice !== null ? (
                      <>
                        <Text span size="sm" fw={600}>
                          {formatMoney(product.discountPrice, product.currency)}
                        </Text>{' '}
                        <Text span size="xs" td="line-through" c="dimmed">
                          {formatMoney(product.price, product.currency)}
                        </Text>
                      </>
                    ) : (
                      formatMoney(product.price, product.currency)
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    {product.quantityAvailable > 0 ? (
                      product.quantityAvailable
                    ) : (
                      <Text span size="sm" c="red" fw={600}>
                        {TEXT.outOfStock}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEditing({ product })}
                      aria-label={SELLER_TEXT.editNamed(product.name)}
                    >
                      {SELLER_TEXT.edit}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </WideTable>
      )}
      {products.data && products.data.totalPages > 1 && (
        <Pagination
          total={products.data.totalPages}
          value={page + 1}
          onChange={(value) => setPage(value - 1)}
        />
      )}
      <Modal
        opened={editing !== null}
        onClose={() => setEditing(null)}
        fullScreen
        title={editing?.product ? TEXT.editProduct : TEXT.newProduct}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {editing && (
          <ProductForm
            key={editing.product?.id ?? 'new'}
            product={editing.product}
            currency={currency}
            onClose={() => setEditing(null)}
            onSaved={() => setEditing(null)}
          />
        )}
      </Modal>
    </Stack>
  );
}
