/**
 * The developer's Products tab: every product of the shop, searched with /product/search,
 * each opening the seller's full-screen 'Edit Product' modal. Only a product's seller or an
 * admin may save it; the modal shows the server's refusal to anyone else.
 */
import {
  Alert,
  Anchor,
  Button,
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
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Product } from '../../../contract/products';
import { ProductForm } from '../back-office/shop/product-form';
import { formatMoney } from '../../lib/money';
import { shopProductsQuery } from './api';
import { usePagedSearch } from './use-paged-search';
import { WideTable } from '../../components/wide-table';
import { LoadFailed } from '../../components/load-failed';
import { DEVELOPER_TEXT } from './texts';

export function DeveloperProducts() {
  const { text, searched, page, setPage, search } = usePagedSearch();
  const [editing, setEditing] = useState<Product | null>(null);
  const products = useQuery(shopProductsQuery(searched, page));

  return (
    <Stack gap="md">
      <Title order={3}>{DEVELOPER_TEXT.products}</Title>
      <TextInput
        label={DEVELOPER_TEXT.searchProducts}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={text}
        onChange={(event) => search(event.currentTarget.value)}
      />
      {products.isPending && <Skeleton height={240} radius="md" />}
      {products.isError && (
        <LoadFailed
          title={DEVELOPER_TEXT.productsLoadFailed}
          error={products.error}
          onRetry={() => void products.refetch()}
        />
      )}
      {products.data && products.data.content.length === 0 && (
        <Text c="dimmed">
          {searched ? DEVELOPER_TEXT.noProductMatch(searched) : DEVELOPER_TEXT.noProducts}
        </Text>
      )}
      {products.data && products.data.content.length > 0 && (
        <WideTable minWidth={520}>
          <Table verticalSpacing="xs" aria-label={DEVELOPER_TEXT.allProducts}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{DEVELOPER_TEXT.product}</Table.Th>
                <Table.Th>{DEVELOPER_TEXT.seller}</Table.Th>
                <Table.Th ta="right">{DEVELOPER_TEXT.price}</Table.Th>
                <Table.Th ta="right">{DEVELOPER_TEXT.stock}</Table.Th>
                <ActionsHeader />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {products.data.content.map((product) => (
                <Table.Tr key={product.id}>
                  <Table.Td>
                    <Anchor
                      size="sm"
                      fw={500}
                      renderRoot={(props) => (
                        <Link
                          to="/products/productDetails/$id"
                          params={{ id: String(product.id) }}
                          {...props}
                        />
                      )}
                    >
                      {product.name}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      size="sm"
                      renderRoot={(props) => (
                        <Link
                          to="/people/profile/$id"
                          params={{ id: String(product.sellerId) }}
                          {...props}
                        />
                      )}
                    >
                      {product.seller.fullName}
                    </Anchor>
                  </Table.Td>
                  <Table.Td ta="right">
                    {formatMoney(product.discountPrice ?? product.price, product.currency)}
                  </Table.Td>
                  <Table.Td ta="right">{product.quantityAvailable}</Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="light"
                      onClick={() => setEditing(product)}
                      aria-label={DEVELOPER_TEXT.editNamed(product.name)}
                    >
                      {DEVELOPER_TEXT.edit}
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
        title={DEVELOPER_TEXT.editProduct}
        styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {editing && (
          <Stack gap="sm">
            {!editing.canEdit && (
              <Alert color="yellow" variant="light">
                {DEVELOPER_TEXT.notYours}
              </Alert>
            )}
            <ProductForm
              key={editing.id}
              product={editing}
              currency={editing.currency}
              onClose={() => setEditing(null)}
              onSaved={() => setEditing(null)}
            />
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}
