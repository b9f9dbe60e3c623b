import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '../../../../contract/products';
import { renderAuth } from '../../../testing/render-auth';
import { fakeApi } from '../../../testing/fake-api';
import { ProductForm } from './product-form';

afterEach(() => vi.unstubAllGlobals());

const seller = { id: 2, username: 'seller1', fullName: 'Demo Seller', profilePicture: null };
const tyre: Product = {
  id: 11,
  name: 'Tubeless road tyre 700x28',
  category: 'parts',
  brand: 'Continental',
  price: 540_000,
  discountPrice: null,
  currency: 'BDT',
  stockStatus: 'In Stock',
  quantityAvailable: 8,
  description: 'A supple tyre.',
  mainImage: { url: '/media/tyre-960.webp', sizes: [] },
  galleryImages: [],
  dimensions: { height: 70, width: 3, depth: 70 },
  weight: 0.29,
  sellerId: 2,
  seller,
  rating: { average: null, count: 0 },
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  canEdit: true,
};

describe('the Edit Product form', () => {
  it('saves what was typed with PUT, the price in minor units', async () => {
    const requests = fakeApi({ 'PUT /api/product/11': { body: { ...tyre, price: 515_050 } } });
    const onSaved = vi.fn();
    const { user } = renderAuth(
      <ProductForm product={tyre} currency="BDT" onClose={vi.fn()} onSaved={onSaved} />,
    );
    const price = await screen.findByRole('textbox', { name: 'Price (BDT)' }, { timeout: 5000 });
    await user.clear(price);
    await user.type(price, '5150.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const sent = requests.find((request) => request.method === 'PUT');
    expect(sent?.body).toEqual({
      name: 'Tubeless road tyre 700x28',
      category: 'parts',
      brand: 'Continental',
      price: 515_050,
      discountPrice: null,
      quantityAvailable: 8,
      description: 'A supple tyre.',
      mainImage: '/media/tyre-960.webp',
      galleryImages: [],
      dimensions: { height: 70, width: 3, depth: 70 },
      weight: 0.29,
    });
  }, 15_000);

  it('shows the server’s refusal and keeps the form open', async () => {
    fakeApi({
      'POST /api/product': {
        status: 400,
        body: {
          statusCode: 400,
          error: 'Bad Request',
          message: 'Check the fields marked.',
          fieldErrors: { name: 'This name is taken.' },
        },
      },
    });
    const onSaved = vi.fn();
    const { user } = renderAuth(
      <ProductForm product={null} currency="BDT" onClose={vi.fn()} onSaved={onSaved} />,
    );
    await user.type(
      await screen.findByRole('textbox', { name: 'Name' }, { timeout: 5000 }),
      'Mini pump',
    );
    await user.type(screen.getByRole('textbox', { name: 'Price (BDT)' }), '1800');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Check the fields marked.');
    expect(screen.getByText('This name is taken.')).toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  }, 15_000);
});
