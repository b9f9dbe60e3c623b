import type { Product } from '../../../contract/products';

/** A product as the server sends it, for component tests. */
export function testProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 11,
    name: 'Tubeless tyre 700×32',
    category: 'parts',
    brand: 'Roadrunner',
    price: 350_000,
    discountPrice: 300_000,
    currency: 'BDT',
    stockStatus: 'In Stock',
    quantityAvailable: 3,
    description: 'A supple tyre for city roads.',
    mainImage: null,
    galleryImages: [],
    dimensions: null,
    weight: 0.4,
    sellerId: 2,
    seller: { id: 2, username: 'seller1', fullName: 'Demo Seller', profilePicture: null },
    rating: { average: null, count: 0 },
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    canEdit: false,
    ...overrides,
  };
}
