/**
 * The catalogue over HTTP: pages of 10, category and text search, the seller's own search,
 * who may add and edit products, prices as whole minor units, and pictures checked by content
 * and accepted only from their uploader, once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_MESSAGE } from '../../src/contract/messages';
import {
  PRODUCT_PICTURE_WIDTHS,
  PRODUCT_TEXT,
  productPageSchema,
  productSchema,
  STOCK_STATUS,
} from '../../src/contract/products';
import {
  privateKeysIn,
  startTestServer,
  type Member,
  type TestServer,
} from '../helpers/server-app';
import {
  addProduct,
  multipart,
  productInput,
  productPicture,
  uploadProductPicture,
} from './shop-fixtures';

let server: TestServer;
let seller: Member;
let rival: Member;
let admin: Member;
let member: Member;

beforeAll(async () => {
  server = await startTestServer();
  [seller, rival, admin, member] = await Promise.all([
    server.createMember('cat_seller', { roles: ['ROLE_SELLER'] }),
    server.createMember('cat_rival', { roles: ['ROLE_SELLER'] }),
    server.createMember('cat_admin', { roles: ['ROLE_ADMIN'] }),
    server.createMember('cat_member'),
  ]);
});
afterAll(async () => server?.close());

describe('adding and editing products', () => {
  it('a seller adds a product; it reads back with currency, stock status and seller', async () => {
    const product = await addProduct(seller, {
      name: 'Shimano 105 chain',
      category: 'parts',
      price: 320000,
      discountPrice: 289900,
      quantityAvailable: 0,
    });
    expect(product).toMatchObject({
      name: 'Shimano 105 chain',
      category: 'parts',
      price: 320000,
      discountPrice: 289900,
      currency: 'BDT',
      stockStatus: STOCK_STATUS.outOfStock,
      quantityAvailable: 0,
      sellerId: seller.id,
      seller: { id: seller.id, username: 'cat_seller' },
      rating: { average: null, count: 0 },
      canEdit: true,
      dimensions: { height: 15, width: 5, depth: 5 },
      weight: 0.12,
    });
    const read = await server.client().get(`/api/product/${product.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: product.id, canEdit: false });
    expect(privateKeysIn(read.json())).toEqual([]);
  });

  it('members without ROLE_SELLER and visitors cannot add products', async () => {
    expect((await member.client.post('/api/product', productInput())).statusCode).toBe(403);
    expect((await server.client().post('/api/product', productInput())).statusCode).toBe(401);
  });

  it('refuses fractional money, a discount not below the price, and negative stock', async () => {
    const cases = [
      [{ price: 850.5 }, 'price'],
      [{ price: 1000, discountPrice: 1000 }, 'discountPrice'],
      [{ quantityAvailable: -1 }, 'quantityAvailable'],
      [{ name: 'ab' }, 'name'],
      [{ category: 'bikes' as never }, 'category'],
    ] as const;
    for (const [overrides, field] of cases) {
      const reply = await seller.client.post('/api/product', productInput(overrides));
      expect(reply.statusCode, field).toBe(400);
      expect(reply.json().fieldErrors, field).toHaveProperty(field);
    }
  });

  it('only its seller or an admin edits a product', async () => {
    const product = await addProduct(seller, { name: 'Bar tape', quantityAvailable: 4 });
    const change = productInput({ name: 'Bar tape, black', quantityAvailable: 6 });
    const byRival = await rival.client.put(`/api/product/${product.id}`, change);
    expect(byRival.statusCode).toBe(403);
    expect(byRival.json().message).toBe(PRODUCT_TEXT.notYourProduct);
    expect((await member.client.put(`/api/product/${product.id}`, change)).statusCode).toBe(403);

    const own = await seller.client.put(`/api/product/${product.id}`, change);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ name: 'Bar tape, black', quantityAvailable: 6 });

    const byAdmin = await admin.client.put(
      `/api/product/${product.id}`,
      productInput({ name: 'Bar tape, red', quantityAvailable: 6 }),
    );
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json()).toMatchObject({ name: 'Bar tape, red', sellerId: seller.id });
    expect((await server.client().get('/api/product/999999')).statusCode).toBe(404);
  });
});

describe('listing and search', () => {
  let shopSeller: Member;

  beforeAll(async () => {
    shopSeller = await server.createMember('cat_shop', { roles: ['ROLE_SELLER'] });
    for (let i = 1; i <= 12; i++) {
      await addProduct(shopSeller, {
        name: `Jersey size ${i}`,
        category: i % 2 === 0 ? 'clothing' : 'training-leisure',
        description: i === 7 ? 'Breathable 100% polyester' : 'Club colours',
      });
    }
  });

  it('pages 10 products, newest first', async () => {
    const first = productPageSchema.parse(
      (await server.client().get(`/api/product?sellerId=${shopSeller.id}`)).json(),
    );
    expect(first).toMatchObject({ totalElements: 12, totalPages: 2, size: 10, first: true });
    expect(first.content).toHaveLength(10);
    expect(first.content[0]!.name).toBe('Jersey size 12');
    const second = productPageSchema.parse(
      (await server.client().get(`/api/product?sellerId=${shopSeller.id}&page=1`)).json(),
    );
    expect(second.content.map((product) => product.name)).toEqual([
      'Jersey size 2',
      'Jersey size 1',
    ]);
    expect(second.last).toBe(true);
  });

  it('filters by category', async () => {
    const page = productPageSchema.parse(
      (await server.client().get(`/api/product?category=clothing&size=100`)).json(),
    );
    expect(page.content.length).toBe(6);
    expect(page.content.every((product) => product.category === 'clothing')).toBe(true);
    expect((await server.client().get('/api/product?category=bikes')).statusCode).toBe(400);
  });

  it('searches name and description case-insensitively, with % taken literally', async () => {
    const byName = productPageSchema.parse(
      (await server.client().get('/api/product/search/JERSEY%20SIZE%201')).json(),
    );
    expect(byName.content.map((product) => product.name).sort()).toEqual([
      'Jersey size 1',
      'Jersey size 10',
      'Jersey size 11',
      'Jersey size 12',
    ]);
    const percent = productPageSchema.parse(
      (await server.client().get(`/api/product/search/${encodeURIComponent('100%')}`)).json(),
    );
    expect(percent.content.map((product) => product.name)).toEqual(['Jersey size 7']);
    const none = productPageSchema.parse(
      (await server.client().get(`/api/product/search/${encodeURIComponent('%')}`)).json(),
    );
    expect(none.content.map((product) => product.name)).toEqual(['Jersey size 7']);
  });

  it('searches within a category on the server, paged over every match', async () => {
    const search = (query: string) =>
      server.client().get(`/api/product/search/jersey%20size?${query}`);
    const first = productPageSchema.parse((await search('category=clothing&size=4')).json());
    expect(first).toMatchObject({ totalElements: 6, totalPages: 2, number: 0, first: true });
    const second = productPageSchema.parse(
      (await search('category=clothing&size=4&page=1')).json(),
    );
    expect(second).toMatchObject({ number: 1, last: true });
    const names = [...first.content, ...second.content].map((product) => product.name);
    expect(names).toEqual([12, 10, 8, 6, 4, 2].map((i) => `Jersey size ${i}`));
    expect(
      [...first.content, ...second.content].every((product) => product.category === 'clothing'),
    ).toBe(true);
    const described = productPageSchema.parse(
      (await server.client().get('/api/product/search/polyester?category=clothing')).json(),
    );
    expect(described.totalElements).toBe(0);
    expect((await search('category=bikes')).statusCode).toBe(400);
  });

  it("a seller's search covers their own products only", async () => {
    await addProduct(rival, { name: 'Jersey of the rival shop' });
    const own = productPageSchema.parse(
      (await shopSeller.client.get('/api/product/sellerSearch/jersey?size=100')).json(),
    );
    expect(own.totalElements).toBe(12);
    expect(own.content.every((product) => product.sellerId === shopSeller.id)).toBe(true);
    expect((await member.client.get('/api/product/sellerSearch/jersey')).statusCode).toBe(403);
    expect((await server.client().get('/api/product/sellerSearch/jersey')).statusCode).toBe(401);
  });
});

describe('pictures', () => {
  it('are checked by content, not by the name or type the upload claims', async () => {
    const reply = await seller.client.request({
      method: 'POST',
      url: '/api/product/picture',
      ...multipart(Buffer.from('not a picture at all'), 'chain.png', 'image/png'),
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(SERVER_MESSAGE.notAnImage);
    expect((await uploadProductPicture(member)).statusCode).toBe(403);
  });

  it('are stored at the catalogue widths and shown as main picture and gallery', async () => {
    const main = await productPicture(seller, 1200);
    const side = await productPicture(seller, 300);
    expect(main.sizes.map((size) => size.width)).toEqual([...PRODUCT_PICTURE_WIDTHS]);
    expect(side.sizes.map((size) => size.width)).toEqual([200, 300]);
    const product = await addProduct(seller, { mainImage: main.url, galleryImages: [side.url] });
    expect(product.mainImage).toEqual(main);
    expect(product.galleryImages).toEqual([side]);
    const image = await server.client().get(`${main.url}?w=200`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });

  it("refuses another member's picture, a picture of another product, and one twice", async () => {
    const rivals = await productPicture(rival);
    const notOwn = await seller.client.post(
      '/api/product',
      productInput({ mainImage: rivals.url }),
    );
    expect(notOwn.statusCode).toBe(400);
    expect(notOwn.json().fieldErrors).toEqual({ mainImage: PRODUCT_TEXT.notYourPicture });

    const used = await productPicture(seller);
    await addProduct(seller, { mainImage: used.url });
    const again = await seller.client.post(
      '/api/product',
      productInput({ galleryImages: [used.url] }),
    );
    expect(again.json().fieldErrors).toEqual({
      'galleryImages.0': PRODUCT_TEXT.pictureInAnotherProduct,
    });

    const fresh = await productPicture(seller);
    const twice = await seller.client.post(
      '/api/product',
      productInput({ mainImage: fresh.url, galleryImages: [fresh.url] }),
    );
    expect(twice.json().fieldErrors).toEqual({ 'galleryImages.0': PRODUCT_TEXT.pictureTwice });
  });

  it('an admin keeps the seller’s pictures; a picture an edit drops is deleted', async () => {
    const main = await productPicture(seller);
    const side = await productPicture(seller);
    const product = await addProduct(seller, { mainImage: main.url, galleryImages: [side.url] });
    const edit = await admin.client.put(
      `/api/product/${product.id}`,
      productInput({ name: product.name, mainImage: main.url, galleryImages: [] }),
    );
    expect(edit.statusCode, edit.body).toBe(200);
    const edited = productSchema.parse(edit.json());
    expect(edited.mainImage?.url).toBe(main.url);
    expect(edited.galleryImages).toEqual([]);
    expect((await server.client().get(side.url)).statusCode).toBe(404);
    expect((await server.client().get(main.url)).statusCode).toBe(200);
  });
});
