/**
 * Demo shop: a dozen products of seller1 across the sponsor shop's departments, each with a
 * picture of what it is (demo-product-art.ts), and one order of rider1 that seller1 has
 * confirmed. seller1 is the sponsor bike shop while the club names no other. Products are
 * written only while seller1 has none, the order only while rider1 has none, so running it
 * again changes nothing.
 */
import type { FastifyInstance } from 'fastify';
import { orderConfirmSchema } from '../../contract/orders';
import {
  PRODUCT_PICTURE_WIDTHS,
  type ProductCategory,
  type ProductInput,
} from '../../contract/products';
import { rolesOf } from '../modules/roles/repository';
import { storePicture } from '../modules/media/service';
import { confirm } from '../modules/orders/checkout';
import { quoteOf } from '../modules/orders/pricing';
import { updateStatus } from '../modules/orders/workflow';
import { drawProduct, type ProductArt } from './demo-product-art';
import { insertProduct, replaceGallery } from '../modules/products/repository';
import { PRODUCT_PICTURE_KIND } from '../modules/products/service';
import { writeSettings } from '../modules/settings/repository';
import { readClubSettings } from '../modules/settings/read';
import { findUserByIdentifier } from '../modules/users/repository';
import type { AuthUser } from '../types';

const SELLER = 'seller1';
const BUYER = 'rider1';

type DemoProduct = Omit<ProductInput, 'mainImage' | 'galleryImages' | 'category'> & {
  category: ProductCategory;
  /** What its picture shows. */
  art: ProductArt;
  colour: string;
};

const PRODUCTS: DemoProduct[] = [
  {
    name: 'Shimano 105 11-speed chain',
    art: 'chain',
    category: 'parts',
    brand: 'Shimano',
    price: 320000,
    discountPrice: 289900,
    quantityAvailable: 14,
    colour: '#5b6770',
    weight: 0.26,
  },
  {
    name: 'Tubeless road tyre 700x28',
    art: 'tyre',
    category: 'parts',
    brand: 'Continental',
    price: 540000,
    quantityAvailable: 8,
    colour: '#2f3b45',
    weight: 0.29,
  },
  {
    name: 'Hydraulic disc brake pads',
    art: 'brakePads',
    category: 'parts',
    brand: 'SRAM',
    price: 150000,
    quantityAvailable: 25,
    colour: '#8a5a44',
    weight: 0.04,
  },
  {
    name: 'Aluminium flat pedals',
    art: 'pedal',
    category: 'parts',
    brand: 'Wellgo',
    price: 220000,
    discountPrice: 199900,
    quantityAvailable: 0,
    colour: '#c0392b',
    weight: 0.38,
  },
  {
    name: 'USB front light, 800 lumen',
    art: 'light',
    category: 'accessories',
    brand: 'Lezyne',
    price: 450000,
    quantityAvailable: 11,
    colour: '#f1c40f',
    weight: 0.12,
  },
  {
    name: 'Insulated water bottle 650 ml',
    art: 'bottle',
    category: 'accessories',
    brand: 'Elite',
    price: 95000,
    quantityAvailable: 40,
    colour: '#16a085',
    weight: 0.1,
  },
  {
    name: 'Mini pump with gauge',
    art: 'pump',
    category: 'accessories',
    brand: 'Topeak',
    price: 180000,
    quantityAvailable: 6,
    colour: '#34495e',
    weight: 0.15,
  },
  {
    name: 'Club jersey, short sleeve',
    art: 'jersey',
    category: 'clothing',
    brand: 'South Dhaka Cyclists',
    price: 120000,
    quantityAvailable: 30,
    colour: '#1f7a4d',
    weight: 0.14,
  },
  {
    name: 'Padded bib shorts',
    art: 'bibShorts',
    category: 'clothing',
    brand: 'Castelli',
    price: 390000,
    discountPrice: 349900,
    quantityAvailable: 9,
    colour: '#222831',
    weight: 0.2,
  },
  {
    name: 'Full-finger summer gloves',
    art: 'gloves',
    category: 'clothing',
    brand: 'Giro',
    price: 110000,
    quantityAvailable: 18,
    colour: '#e67e22',
    weight: 0.06,
  },
  {
    name: 'Indoor trainer mat',
    art: 'trainerMat',
    category: 'training-leisure',
    brand: 'Tacx',
    price: 260000,
    quantityAvailable: 5,
    colour: '#6c5ce7',
    weight: 1.8,
  },
  {
    name: 'Heart-rate chest strap',
    art: 'heartStrap',
    category: 'training-leisure',
    brand: 'Garmin',
    price: 650000,
    quantityAvailable: 7,
    colour: '#d63031',
    weight: 0.05,
  },
];

async function authOf(app: FastifyInstance, username: string): Promise<AuthUser | null> {
  const row = await findUserByIdentifier(app.db, username);
  if (!row) return null;
  return {
    id: row.id,
    username: row.username,
    roles: await rolesOf(app.db, row.id),
    canManageUsers: row.can_manage_users === 1,
    canDeletePosts: row.can_delete_posts === 1,
    sessionId: '',
  };
}

async function seedProducts(app: FastifyInstance, seller: AuthUser): Promise<void> {
  const existing = await app.db
    .selectFrom('products')
    .select('id')
    .where('seller_id', '=', seller.id)
    .executeTakeFirst();
  if (existing) return;
  const now = Date.now();
  for (const [index, product] of PRODUCTS.entries()) {
    const store = async (angle: number) =>
      storePicture(
        app,
        seller.id,
        PRODUCT_PICTURE_KIND,
        await drawProduct(product.art, product.colour, angle),
        PRODUCT_PICTURE_WIDTHS,
      );
    const main = await store(35);
    const gallery = index % 3 === 0 ? [await store(200)] : [];
    // Older products first, so the catalogue's newest-first order follows this list backwards.
    const at = new Date(now - (PRODUCTS.length - index) * 60_000).toISOString();
    const id = await insertProduct(app.db, {
      seller_id: seller.id,
      name: product.name,
      category: product.category,
      brand: product.brand ?? null,
      price: product.price,
      discount_price: product.discountPrice ?? null,
      quantity_available: product.quantityAvailable,
      description: `${product.name} from ${product.brand}, stocked by the club's sponsor shop.`,
      main_media_id: main,
      height: null,
      width: null,
      depth: null,
      weight: product.weight ?? null,
      created_at: at,
      updated_at: at,
    });
    await replaceGallery(app.db, id, gallery);
  }
}

async function seedOrder(app: FastifyInstance, seller: AuthUser, buyer: AuthUser) {
  const existing = await app.db
    .selectFrom('orders')
    .select('id')
    .where('customer_id', '=', buyer.id)
    .executeTakeFirst();
  if (existing) return;
  const products = await app.db
    .selectFrom('products')
    .select(['id', 'name'])
    .where('seller_id', '=', seller.id)
    .where('name', 'in', ['Shimano 105 11-speed chain', 'Club jersey, short sleeve'])
    .orderBy('id')
    .execute();
  if (products.length === 0) return;
  const items = products.map((product) => ({ productId: product.id, quantity: 1 }));
  const quote = await quoteOf(app.db, items, 'home');
  const orderId = await confirm(
    app,
    buyer,
    orderConfirmSchema.parse({
      orderItems: quote.lines.map(({ productId, quantity, price }) => ({
        productId,
        quantity,
        price,
      })),
      serviceCharge: quote.serviceCharge,
      deliveryCharge: quote.deliveryCharge,
      discount: quote.discount,
      delivery: {
        name: 'Demo Rider',
        phone: '01711000000',
        address: '1 Club Road, Dhanmondi, Dhaka',
        option: 'home',
      },
      payment: { method: 'cash_on_delivery' },
    }),
  );
  const first = await app.db
    .selectFrom('order_lines')
    .select('id')
    .where('order_id', '=', orderId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await updateStatus(app, seller, {
    id: first.id,
    currentStatus: 'unconfirmed',
    continuation: 'confirm',
    note: null,
  });
}

/** seller1 stands for the club's sponsor bike shop (/sdcbikewala) unless another one does. */
async function seedSponsor(app: FastifyInstance, seller: AuthUser): Promise<void> {
  if ((await readClubSettings(app.db)).sponsorSellerId !== null) return;
  await writeSettings(app.db, { sponsorSellerId: seller.id }, seller.id);
}

export async function seedDemoShop(app: FastifyInstance): Promise<void> {
  const [seller, buyer] = await Promise.all([authOf(app, SELLER), authOf(app, BUYER)]);
  if (!seller) return;
  await seedProducts(app, seller);
  await seedSponsor(app, seller);
  if (buyer) await seedOrder(app, seller, buyer);
}
