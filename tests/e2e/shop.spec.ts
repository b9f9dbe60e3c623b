/**
 * The shop against the real server: a member who has seen the shop once fills their cart
 * offline, the cart reaches their account once back online, and they check out (confirming
 * again when the seller changed a price meanwhile), see the confirmation and the order in My
 * orders; a visitor's cart is merged into the member's on sign-in. seller1 (seeded) sells the
 * products each test adds.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { OFFLINE_TEXT } from '../../src/client/lib/pwa/offline-texts';
import { DEMO_PASSWORD } from './support/env';
import { uniqueUsername, xsrfHeader } from './support/members';
import { waitForServiceWorker } from './support/service-worker';
import { saveShot } from './support/shots';

interface ProductOnServer {
  id: number;
  name: string;
  price: number;
  quantityAvailable: number;
}
interface CartOnServer {
  lines: { productId: number; quantity: number }[];
}

async function login(request: APIRequestContext, username: string, password: string) {
  const reply = await request.post('/api/auth/login', {
    headers: await xsrfHeader(request),
    data: { username, password },
  });
  expect(reply.ok(), `login ${username}: ${await reply.text()}`).toBeTruthy();
  return ((await reply.json()) as { jwtToken: string }).jwtToken;
}

function productInput(name: string, price: number) {
  return {
    name,
    category: 'parts',
    brand: 'Roadrunner',
    price,
    discountPrice: null,
    quantityAvailable: 3,
    description: 'A supple tyre for city roads, tubeless ready.',
    galleryImages: [],
    dimensions: { height: 70, width: 3.2, depth: 70 },
    weight: 0.42,
  };
}

async function sellProduct(request: APIRequestContext, sellerToken: string, name: string) {
  const reply = await request.post('/api/product', {
    headers: { ...(await xsrfHeader(request)), Authorization: `Bearer ${sellerToken}` },
    data: productInput(name, 250_000),
  });
  expect(reply.ok(), `create product: ${await reply.text()}`).toBeTruthy();
  return (await reply.json()) as ProductOnServer;
}

async function cartOnServer(request: APIRequestContext, token: string) {
  const reply = await request.get('/api/cart', { headers: { Authorization: `Bearer ${token}` } });
  expect(reply.ok()).toBeTruthy();
  return ((await reply.json()) as CartOnServer).lines.map(({ productId, quantity }) => ({
    productId,
    quantity,
  }));
}

async function signInWithToken(page: Page, token: string) {
  await page.context().addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
}

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a member fills the cart offline, then checks out online and follows the order', async ({
    page,
    context,
    request,
    member,
  }) => {
    const sellerToken = await login(request, 'seller1', DEMO_PASSWORD);
    const name = `Tyre ${uniqueUsername()}`;
    const tyre = await sellProduct(request, sellerToken, name);
    const token = await login(request, member.username, member.password);
    await signInWithToken(page, token);

    // Seen once online: the search and the product page; the seller's shop, which comes after
    // the page, never arrives, as when the member goes offline first.
    await context.route(`**/api/seller/*/shop`, (route) => route.abort());
    await page.goto(`/shop?q=${encodeURIComponent(name)}`);
    await waitForServiceWorker(page);
    await page.reload();
    // The product's name is the card's link, stretched over the card.
    const card = page
      .locator('.mantine-Card-root')
      .filter({ has: page.getByRole('link', { name }) });
    await expect(card).toBeVisible();
    await expect(card.getByText('BDT 2,500')).toBeVisible();
    await expect(card.getByText('Only 3 left')).toBeVisible();
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Demo Seller' })).toBeVisible();

    await context.setOffline(true);
    await page.goto('/intro');
    await page.goto(`/shop?q=${encodeURIComponent(name)}`);
    await page.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByText(/^Saved /)).toBeVisible();
    // Never past the stock: three left, the stepper stops at three.
    const more = page.getByRole('button', { name: 'One more' });
    await more.click();
    await more.click();
    await expect(more).toBeDisabled();
    await expect(page.getByRole('textbox', { name: 'Quantity' })).toHaveValue('3');
    await page.getByRole('button', { name: 'One less' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(`${name} is in your cart.`)).toBeVisible();
    // The button, disabled while it adds, hands the focus on to what the adding brought up.
    await expect(page.getByRole('link', { name: 'View cart' })).toBeFocused();
    // The seller's card stands without its shop: the page is saved all the same.
    await expect(page.getByText(OFFLINE_TEXT.notSavedTitle)).toHaveCount(0);

    await page.getByRole('link', { name: 'View cart' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    const line = page.getByRole('listitem', { name });
    await expect(line.getByRole('textbox', { name: `Quantity: ${name}` })).toHaveValue('2');
    await expect(page.getByTestId('cart-total')).toHaveText('BDT 5,000');
    await expect(page.getByText(/sent to your account when you are back online/)).toBeVisible();
    expect(await cartOnServer(request, token)).toEqual([]);
    await page.reload();
    await expect(line.getByRole('textbox', { name: `Quantity: ${name}` })).toHaveValue('2');

    await context.setOffline(false);
    await expect(page.getByText(/sent to your account when you are back online/)).toHaveCount(0);
    await expect
      .poll(() => cartOnServer(request, token))
      .toEqual([{ productId: tyre.id, quantity: 2 }]);

    await page.getByRole('link', { name: 'Checkout' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue(member.fullName);
    await expect(page.getByLabel('Address')).toHaveValue(member.address);
    await page.getByRole('radio', { name: 'Home delivery inside the city' }).check();
    const confirm = page.getByRole('button', { name: 'Confirm order · BDT 5,070' });
    await expect(confirm).toBeEnabled();

    // The seller changes the price while the member looks at the old total.
    const changed = await request.put(`/api/product/${tyre.id}`, {
      headers: { ...(await xsrfHeader(request)), Authorization: `Bearer ${sellerToken}` },
      data: productInput(name, 260_000),
    });
    expect(changed.ok(), await changed.text()).toBeTruthy();
    await confirm.click();
    await expect(page.getByText('The figures have changed')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm at the new total · BDT 5,270' }).click();

    await expect(page.getByText('Thank you, your order is placed')).toBeVisible();
    const number = (await page.getByText(/^Order number \d+$/).textContent())!.replace(/\D/g, '');
    // The order's page takes the focus on its heading, as any move to another screen does.
    await expect(page.getByRole('heading', { level: 1, name: `Order ${number}` })).toBeFocused();
    const orderLine = page.getByRole('listitem', { name });
    await expect(orderLine.getByText('Unconfirmed').first()).toBeVisible();
    await expect(page.getByText('BDT 5,270').last()).toBeVisible();
    expect(await cartOnServer(request, token)).toEqual([]);

    await page.getByRole('link', { name: 'All my orders' }).click();
    const order = page.getByRole('article', { name: `Order ${number}` });
    await expect(order).toBeVisible();
    await expect(order.getByRole('listitem', { name })).toContainText('Unconfirmed');
    await saveShot(page, { path: `test-results/shop-orders-${page.viewportSize()?.width}.png` });

    // The seller confirms the line; the member sees it on coming back to the tab.
    const lines = await request.get('/api/order/seller?status=unconfirmed&size=100', {
      headers: { Authorization: `Bearer ${sellerToken}` },
    });
    const sold = ((await lines.json()) as { content: { id: number; orderId: number }[] }).content;
    const mine = sold.find((one) => one.orderId === Number(number))!;
    const moved = await request.post('/api/order/updateStatus', {
      headers: { ...(await xsrfHeader(request)), Authorization: `Bearer ${sellerToken}` },
      data: { id: mine.id, currentStatus: 'unconfirmed', continuation: 'confirm' },
    });
    expect(moved.ok(), await moved.text()).toBeTruthy();
    await page.evaluate(() => window.dispatchEvent(new Event('visibilitychange')));
    await expect(order.getByRole('listitem', { name })).toContainText('Confirmed');
  });
});

test('a visitor’s cart is merged into the member’s on sign-in', async ({
  page,
  request,
  member,
  signInPage,
}) => {
  const sellerToken = await login(request, 'seller1', DEMO_PASSWORD);
  const name = `Bell ${uniqueUsername()}`;
  const bell = await sellProduct(request, sellerToken, name);
  const token = await login(request, member.username, member.password);
  // The member's account already holds one of them, from another device.
  const held = await request.put('/api/cart/lines', {
    headers: { ...(await xsrfHeader(request)), Authorization: `Bearer ${token}` },
    data: { productId: bell.id, quantity: 1 },
  });
  expect(held.ok()).toBeTruthy();

  await page.goto(`/products/productDetails/${bell.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await page.getByRole('button', { name: 'One more' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('link', { name: 'View cart' }).click();
  const line = page.getByRole('listitem', { name });
  await expect(line.getByRole('textbox', { name: `Quantity: ${name}` })).toHaveValue('2');
  await expect(page.getByText('Sign in to check out; your cart comes with you.')).toBeVisible();

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await signInPage.enterIdentifier(member.username);
  await signInPage.enterPassword(member.password);
  await expect(page).toHaveURL(/\/products\/cart$/);
  // One from the account and two from the visitor's cart: three, which is the whole stock.
  await expect(line.getByRole('textbox', { name: `Quantity: ${name}` })).toHaveValue('3');
  await expect(page.getByRole('link', { name: 'Checkout' })).toBeVisible();
  await expect
    .poll(() => cartOnServer(request, token))
    .toEqual([{ productId: bell.id, quantity: 3 }]);
  // The visitor's copy is gone from this device: signing out shows an empty cart.
  await page.evaluate(() => localStorage.removeItem('token'));
  await page.reload();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

/** The member's lines kept in this browser's IndexedDB, whoever they belong to. */
function memberLinesOnDevice(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('club-cart');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('lines')) return resolve(0);
          const all = db.transaction('lines').objectStore('lines').getAll();
          all.onsuccess = () => {
            resolve((all.result as { owner: string }[]).filter((l) => l.owner !== 'guest').length);
            db.close();
          };
        };
      }),
  );
}

test('the header counts the cart’s lines; sign-out takes the cart off the device, sign-in brings it back', async ({
  page,
  request,
  member,
  signInPage,
  navbar,
}) => {
  const sellerToken = await login(request, 'seller1', DEMO_PASSWORD);
  const name = `Pump ${uniqueUsername()}`;
  const pump = await sellProduct(request, sellerToken, name);
  const headerCart = (label: string) => page.getByRole('link', { name: label, exact: true });

  await signInPage.goto();
  await signInPage.enterIdentifier(member.username);
  await signInPage.enterPassword(member.password);
  await navbar.expectSignedInAs(member.username);
  await expect(headerCart('Cart, empty')).toBeVisible();

  await page.goto(`/products/productDetails/${pump.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(headerCart('Cart, 1 line')).toBeVisible();
  // For review: the header's cart on a phone and a wide tablet.
  await saveShot(page, { path: test.info().outputPath('header-cart-390.png') });
  await page.setViewportSize({ width: 1024, height: 768 });
  await saveShot(page, { path: test.info().outputPath('header-cart-1024.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  const token = await login(request, member.username, member.password);
  await expect
    .poll(() => cartOnServer(request, token))
    .toEqual([{ productId: pump.id, quantity: 1 }]);

  await navbar.signOut(member.username);
  await navbar.expectSignedOut();
  await expect(headerCart('Cart, empty')).toBeVisible();
  await expect.poll(() => memberLinesOnDevice(page)).toBe(0);
  await headerCart('Cart, empty').click();
  await expect(page).toHaveURL(/\/products\/cart$/);
  await expect(page.getByText('Your cart is empty.')).toBeVisible();

  await signInPage.goto();
  await signInPage.enterIdentifier(member.username);
  await signInPage.enterPassword(member.password);
  await navbar.expectSignedInAs(member.username);
  await expect(headerCart('Cart, 1 line')).toBeVisible();
  // The shop's own button counts units, from what the cart kept beside it.
  await page.goto('/shop');
  await expect(page.getByRole('link', { name: 'Cart (1)', exact: true })).toBeVisible();
  await headerCart('Cart, 1 line').click();
  await expect(page.getByRole('listitem', { name })).toBeVisible();
});
