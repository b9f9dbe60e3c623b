/**
 * The seller's back office on a tablet, against the real server: seller1 (seeded) finds a new
 * order of rider1 in the Orders tab, confirms and ships its line with the §4 buttons, and
 * rider1, on their own device, sees the line shipped in My orders; seller1 then changes a
 * product's price in the 'Edit Product' modal and sees the new price in the list. The product
 * and the order are the test's own, so other tests' data is never moved. rider1 also cancels an
 * item before it ships, and seller1 sees it cancelled, with how rider1 had paid.
 */
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './support/env';
import { AUDIT_ENABLED, Audit } from './support/audit';
import { xsrfHeader } from './support/members';
import { saveShot } from './support/shots';

async function login(request: APIRequestContext, username: string) {
  const reply = await request.post('/api/auth/login', {
    headers: await xsrfHeader(request),
    data: { username, password: DEMO_PASSWORD },
  });
  expect(reply.ok(), `login ${username}: ${await reply.text()}`).toBeTruthy();
  return ((await reply.json()) as { jwtToken: string }).jwtToken;
}

async function writeHeaders(request: APIRequestContext, token: string) {
  return { ...(await xsrfHeader(request)), Authorization: `Bearer ${token}` };
}

async function sellProduct(request: APIRequestContext, token: string, name: string) {
  const reply = await request.post('/api/product', {
    headers: await writeHeaders(request, token),
    data: {
      name,
      category: 'accessories',
      brand: 'Knog',
      price: 120_000,
      discountPrice: null,
      quantityAvailable: 5,
      description: 'A loud brass bell for city traffic.',
      galleryImages: [],
      dimensions: { height: 5, width: 5, depth: 4 },
      weight: 0.05,
    },
  });
  expect(reply.ok(), `create product: ${await reply.text()}`).toBeTruthy();
  return (await reply.json()) as { id: number; name: string };
}

type Payment = { method: string; accountNumber?: string; transactionId?: string };

/** rider1 orders one unit at the server's own figures; answers the order's id and line's id. */
async function orderOne(
  request: APIRequestContext,
  token: string,
  productId: number,
  payment: Payment = { method: 'cash_on_delivery' },
) {
  const headers = await writeHeaders(request, token);
  const orderItems = [{ productId, quantity: 1 }];
  const quoteReply = await request.post('/api/order/quote', {
    headers,
    data: { orderItems, deliveryOption: 'pickup' },
  });
  expect(quoteReply.ok(), `quote: ${await quoteReply.text()}`).toBeTruthy();
  const quote = (await quoteReply.json()) as {
    lines: { productId: number; price: number }[];
    serviceCharge: number;
    deliveryCharge: number;
    discount: number;
  };
  const confirm = await request.post('/api/order/confirm', {
    headers,
    data: {
      orderItems: quote.lines.map((line) => ({ productId, quantity: 1, price: line.price })),
      serviceCharge: quote.serviceCharge,
      deliveryCharge: quote.deliveryCharge,
      discount: quote.discount,
      delivery: {
        name: 'Demo Rider',
        phone: '01712345678',
        address: '12 Lake Road, Dhanmondi',
        option: 'pickup',
      },
      payment,
    },
  });
  expect(confirm.status(), `confirm: ${await confirm.text()}`).toBe(201);
  const orderId = Number(await confirm.text());
  const order = await request.get(`/api/order/${orderId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const lines = ((await order.json()) as { lines: { id: number }[] }).lines;
  return { orderId, lineId: lines[0]!.id };
}

async function signedInPage(
  browser: Browser,
  baseURL: string | undefined,
  token: string,
  page?: Page,
) {
  const context = page
    ? page.context()
    : await browser.newContext({ baseURL, serviceWorkers: 'block' });
  await context.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
  return page ?? (await context.newPage());
}

test('@tablet seller1 confirms, ships and finishes a line, rider1 follows each step, and a price edit shows', async ({
  page,
  request,
  browser,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, 'sellers run the back office from a tablet; its phone layout differs');
  const sellerToken = await login(request, 'seller1');
  const riderToken = await login(request, 'rider1');
  const name = `Brass bell ${Date.now().toString(36)}`;
  const product = await sellProduct(request, sellerToken, name);
  const { orderId, lineId } = await orderOne(request, riderToken, product.id);

  await signedInPage(browser, baseURL, sellerToken, page);
  await page.goto('/dashboard/ROLE_SELLER');
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  const tabs = page.getByRole('tablist', { name: 'Seller dashboard' }).getByRole('tab');
  await expect(tabs).toHaveText([
    'Dashboard',
    'Orders',
    'Products',
    'Financials',
    'Reviews and Ratings',
    'Notifications',
    'Analytics and Reports',
    'Settings',
    'Support and Assistance',
    'Nothing',
  ]);

  const line = page.getByRole('listitem', { name: `Order line ${lineId}` });
  const status = line.locator('.mantine-Badge-root');
  await expect(status).toHaveText('Unconfirmed');
  await expect(line.getByRole('link', { name })).toHaveAttribute(
    'href',
    `/products/productDetails/${product.id}`,
  );
  await expect(line.getByText('Deliver to Demo Rider')).toBeVisible();
  const moves = line.getByRole('group', { name: 'Move this line' }).getByRole('button');
  // Each button says what it does.
  await expect(moves).toHaveText(['Confirm', 'Reject']);

  await moves.getByText('Confirm').click();
  await expect(status).toHaveText('Confirmed');
  await expect(moves).toHaveText(['Mark shipped', 'Reject']);
  await moves.getByText('Mark shipped').click();
  await expect(moves).toHaveText(['Mark completed', 'Cancel']);
  await expect(status).toHaveText('Shipped');

  // rider1, on their own device, follows the line in My orders to the end.
  const riderPage = await signedInPage(browser, baseURL, riderToken);
  await riderPage.goto(`/products/orders/${orderId}`);
  const riderStatus = riderPage.getByRole('listitem', { name }).locator('.mantine-Badge-root');
  await expect(riderStatus).toHaveText('Shipped');
  await moves.getByText('Mark completed').click();
  await expect(status).toHaveText('Completed');
  await expect(moves).toHaveText(['Place again']);
  await riderPage.reload();
  await expect(riderStatus).toHaveText('Completed');
  await riderPage.context().close();

  // The tab lives in the address: a reload keeps Products.
  await page.getByRole('tab', { name: 'Products' }).click();
  await expect(page).toHaveURL(/tab=products/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Products' })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await page.getByRole('textbox', { name: 'Search your products' }).fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  // The club's currency reads as its symbol or its code, as the browser's number formatting has it.
  await expect(row).toContainText(/(৳|BDT\s?)1,200/);
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const modal = page.getByRole('dialog', { name: 'Edit Product' });
  await modal.getByRole('button', { name: 'Show Json' }).click();
  await expect(modal.getByTestId('product-json')).toContainText(`"id": ${product.id}`);
  const price = modal.getByRole('textbox', { name: 'Price (BDT)', exact: true });
  await price.fill('1450');
  await modal.getByRole('button', { name: 'Save' }).click();
  await expect(modal).toBeHidden();
  await expect(row).toContainText(/(৳|BDT\s?)1,450/);

  const stored = await request.get(`/api/product/${product.id}`);
  expect(((await stored.json()) as { price: number }).price).toBe(145_000);
});

test('@tablet rider1 cancels an item before it ships; seller1 sees it cancelled and what was paid', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const sellerToken = await login(request, 'seller1');
  const riderToken = await login(request, 'rider1');
  const name = `Spoke key ${Date.now().toString(36)}`;
  const product = await sellProduct(request, sellerToken, name);
  const { orderId, lineId } = await orderOne(request, riderToken, product.id, {
    method: 'bkash',
    accountNumber: '01712345678',
    transactionId: '8H3TX',
  });
  const stock = async () =>
    (
      (await (await request.get(`/api/product/${product.id}`)).json()) as {
        quantityAvailable: number;
      }
    ).quantityAvailable;
  expect(await stock()).toBe(4);

  await signedInPage(browser, baseURL, riderToken, page);
  await page.goto(`/products/orders/${orderId}`);
  const item = page.getByRole('listitem', { name });
  await expect(item.locator('.mantine-Badge-root')).toHaveText('Unconfirmed');
  await item.getByRole('button', { name: `Cancel this item: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Cancel ${name}?` });
  await expect(dialog).toContainText('The seller is told at once');
  await saveShot(page, { path: `test-results/cancel-item-${page.viewportSize()?.width}.png` });
  await dialog.getByRole('button', { name: 'Cancel this item' }).click();
  await expect(dialog).toBeHidden();
  await expect(item.locator('.mantine-Badge-root')).toHaveText('Cancelled');
  await expect(item.getByRole('button', { name: /^Cancel this item/ })).toHaveCount(0);
  expect(await stock()).toBe(5);

  const sellerPage = await signedInPage(browser, baseURL, sellerToken);
  await sellerPage.goto('/dashboard/ROLE_SELLER');
  const line = sellerPage.getByRole('listitem', { name: `Order line ${lineId}` });
  await expect(line.locator('.mantine-Badge-root')).toHaveText('Cancelled');
  await expect(line.getByText('The buyer cancelled this item; it stays cancelled.')).toBeVisible();
  await expect(line.getByRole('group', { name: 'Move this line' })).toHaveCount(0);
  await expect(line.getByTestId('order-payment')).toHaveText(
    'bKash · Paid from 01712345678 · Transaction 8H3TX',
  );
  await saveShot(sellerPage, {
    path: `test-results/seller-cancelled-${sellerPage.viewportSize()?.width}.png`,
  });
  await sellerPage.context().close();
});

test("a rider scrolling a product comes to its reviews, and the seller's policies fold out", async ({
  page,
  request,
}) => {
  const sellerToken = await login(request, 'seller1');
  const riderToken = await login(request, 'rider1');
  const name = `Bar tape ${Date.now().toString(36)}`;
  const product = await sellProduct(request, sellerToken, name);
  const { lineId } = await orderOne(request, riderToken, product.id);
  const sellerHeaders = await writeHeaders(request, sellerToken);
  let current = 'unconfirmed';
  for (const [continuation, next] of [
    ['confirm', 'confirmed'],
    ['ship', 'shipped'],
    ['finish', 'completed'],
  ] as const) {
    const moved = await request.post('/api/order/updateStatus', {
      headers: sellerHeaders,
      data: { id: lineId, currentStatus: current, continuation },
    });
    expect(moved.ok(), `${continuation}: ${await moved.text()}`).toBeTruthy();
    current = next;
  }
  const reviewed = await request.post('/api/review', {
    headers: await writeHeaders(request, riderToken),
    data: { lineId, rating: 4, comment: 'Grippy, and it stayed on through the rain.' },
  });
  expect(reviewed.ok(), `review: ${await reviewed.text()}`).toBeTruthy();
  const profile = (await (
    await request.get('/api/seller/profile', { headers: sellerHeaders })
  ).json()) as Record<string, unknown>;
  const { sellerId: _id, logo: _logo, ...input } = profile;
  const saved = await request.put('/api/seller/profile', {
    headers: sellerHeaders,
    data: { ...input, returnPolicy: 'Unused items come back within 7 days.' },
  });
  expect(saved.ok(), `policies: ${await saved.text()}`).toBeTruthy();

  // A visitor: the policies come with the seller's shop, the reviews as the page is scrolled.
  await page.goto(`/products/productDetails/${product.id}`);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Returns' }).click();
  await expect(page.getByText('Unused items come back within 7 days.')).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(page.getByText('Grippy, and it stayed on through the rain.')).toBeVisible();
  await expect(page.getByText('4.0 out of 5 · 1 review')).toBeVisible();
  // The review's stars are read out as its rating.
  await expect(page.getByRole('img', { name: '4 of 5' })).toBeVisible();
  if (AUDIT_ENABLED) await new Audit(page).check('a product with a review');
});

test('@tablet seller1 rejects a line only after giving a reason, which rider1 reads; the invoice shows it refunded', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  const sellerToken = await login(request, 'seller1');
  const riderToken = await login(request, 'rider1');
  const name = `Valve cap ${Date.now().toString(36)}`;
  const product = await sellProduct(request, sellerToken, name);
  const { orderId, lineId } = await orderOne(request, riderToken, product.id);

  await signedInPage(browser, baseURL, sellerToken, page);
  await page.goto('/dashboard/ROLE_SELLER');
  const line = page.getByRole('listitem', { name: `Order line ${lineId}` });
  await line.getByRole('group', { name: 'Move this line' }).getByText('Reject').click();
  const dialog = page.getByRole('dialog', { name: `Reject ${name}?` });
  const reject = dialog.getByRole('button', { name: 'Reject line' });
  // The tap asked; nothing moves until a reason is given and confirmed.
  await expect(reject).toBeDisabled();
  await dialog.getByRole('radio', { name: 'Another reason' }).click();
  const reason = 'The brass caps are back in stock next week; order again then.';
  await dialog.getByRole('textbox', { name: 'Your reason' }).fill(reason);
  await reject.click();
  await expect(dialog).toBeHidden();
  await expect(line.locator('.mantine-Badge-root')).toHaveText('Rejected');
  await expect(line.getByRole('button', { name: 'Undo rejection' })).toBeVisible();

  // The invoice still lists the line, refunded, and what is charged in the end.
  await line.getByRole('button', { name: 'Invoice' }).click();
  const invoice = page.getByRole('dialog', { name: `Invoice of order ${orderId}` });
  const sheet = invoice.getByRole('table', { name: 'Invoice' });
  await expect(sheet.getByRole('row').filter({ hasText: name })).toContainText(
    'Rejected · refunded',
  );
  await expect(sheet.getByRole('row').filter({ hasText: 'Total charged' })).toContainText(
    /(৳|BDT\s?)0/,
  );
  await page.keyboard.press('Escape');

  const riderPage = await signedInPage(browser, baseURL, riderToken);
  await riderPage.goto(`/products/orders/${orderId}`);
  await expect(riderPage.getByRole('listitem', { name })).toContainText(
    `Rejected by the seller: ${reason}`,
  );
  await riderPage.context().close();
});
