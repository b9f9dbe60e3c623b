/**
 * The bike messenger: a merchant posts a parcel and sees its charge before sending; a rider on
 * another phone opts in, is told an admin must approve them, is approved by admin1 from the
 * admin dashboard, finds the parcel nearest first, takes it, picks it up and delivers it, and
 * the merchant's page follows each step by itself, the rider's look at the receiver's details
 * included; the receiver's tracking link opens signed out and shows Delivered. A rider who
 * comes second to a parcel is told another rider took it.
 */
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { DEMO_PASSWORD } from './support/env';
import { createVerifiedMember, uniqueUsername, xsrfHeader, type Member } from './support/members';
import { SHOTS } from './support/shots';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
/** The merchant's shop in Dhanmondi; the receiver in Gulshan, about 5.5 km away. */
const PICKUP = { lat: 23.7465, lng: 90.376 };
const DROPOFF = { lat: 23.7925, lng: 90.4078 };
/** A 1×1 PNG, so the test carries no file. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The parcel page polls every 15 s; a step must show within one poll and a slow reply. */
const LIVE = { timeout: 25_000 };

async function tokenOf(
  request: APIRequestContext,
  member: Pick<Member, 'username' | 'password'>,
): Promise<string> {
  const reply = await request.post('/api/auth/login', {
    headers: await xsrfHeader(request),
    data: { username: member.username, password: member.password },
  });
  expect(reply.ok(), `login: ${await reply.text()}`).toBeTruthy();
  return ((await reply.json()) as { jwtToken: string }).jwtToken;
}

async function idOf(request: APIRequestContext, token: string): Promise<number> {
  const me = await request.get('/api/user/me', { headers: { Authorization: `Bearer ${token}` } });
  expect(me.ok(), await me.text()).toBeTruthy();
  return ((await me.json()) as { id: number }).id;
}

async function signedIn(context: BrowserContext, token: string) {
  await context.addInitScript((value) => {
    if (!localStorage.getItem('token')) localStorage.setItem('token', value);
  }, token);
}

/** A rider's own phone, sharing its position (at the merchant's door). */
async function riderPhone(browser: Browser, baseURL: string | undefined, token: string) {
  const context = await browser.newContext({
    ...PHONE,
    baseURL,
    serviceWorkers: 'block',
    geolocation: { latitude: PICKUP.lat, longitude: PICKUP.lng },
    permissions: ['geolocation'],
  });
  await signedIn(context, token);
  return { context, page: await context.newPage() };
}

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1024]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 768 });
    await page.screenshot({
      path: `test-results/bike-messenger-${name}-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize(PHONE.viewport);
}

async function sendParcelByApi(request: APIRequestContext, token: string, name: string) {
  const reply = await request.post('/api/parcel', {
    headers: { ...(await xsrfHeader(request)), Authorization: `Bearer ${token}` },
    data: {
      name,
      weightGrams: 800,
      cashOnDelivery: 0,
      pickup: { address: '12 Lake Road, Dhanmondi', point: PICKUP },
      receiver: {
        name: 'Rahim Uddin',
        phone: '01712345678',
        address: '4 Road 27, Gulshan',
        point: DROPOFF,
      },
    },
  });
  expect(reply.status(), await reply.text()).toBe(201);
  return (await reply.json()) as { id: number };
}

/** Opts the member in as a rider, and has admin1 approve them. */
async function optIn(request: APIRequestContext, token: string, userId: number) {
  const reply = await request.put('/api/parcel/rider', {
    headers: { ...(await xsrfHeader(request)), Authorization: `Bearer ${token}` },
    data: { rider: true },
  });
  expect(reply.ok(), await reply.text()).toBeTruthy();
  const adminToken = await tokenOf(request, { username: 'admin1', password: DEMO_PASSWORD });
  const approved = await request.put(`/api/parcel/riders/${userId}/approval`, {
    headers: { ...(await xsrfHeader(request)), Authorization: `Bearer ${adminToken}` },
    data: { approved: true },
  });
  expect(approved.status(), await approved.text()).toBe(204);
}

/** admin1 approves the rider from the admin dashboard's Users section. */
async function approveFromDashboard(
  browser: Browser,
  baseURL: string | undefined,
  request: APIRequestContext,
  rider: Member,
) {
  const context = await browser.newContext({ ...PHONE, baseURL, serviceWorkers: 'block' });
  try {
    await signedIn(
      context,
      await tokenOf(request, { username: 'admin1', password: DEMO_PASSWORD }),
    );
    const page = await context.newPage();
    await page.goto('/dashboard/ROLE_ADMIN?tab=users');
    const riders = page.getByRole('region', { name: 'Bike messenger riders' });
    await riders.getByRole('button', { name: `Approve ${rider.username}` }).click();
    // Approved, the member leaves the waiting list (a refusal would show in their row).
    await expect(riders.getByRole('button', { name: `Approve ${rider.username}` })).toHaveCount(0);
    await riders.getByText('Approved', { exact: true }).click();
    await expect(riders.getByText(rider.fullName)).toBeVisible();
    await shoot(page, 'admin-riders');
  } finally {
    await context.close();
  }
}

test('a parcel goes from the merchant to a rider and is delivered; the receiver tracks it', async ({
  page,
  context,
  request,
  browser,
  baseURL,
  member,
}) => {
  test.setTimeout(180_000);
  const name = `Wheelset ${uniqueUsername()}`;
  await signedIn(context, await tokenOf(request, member));

  await page.goto('/bikeMessenger');
  await expect(page.getByRole('heading', { level: 1, name: 'Bike messenger' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Merchant' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await shoot(page, 'merchant-empty');
  await page.getByRole('button', { name: 'New parcel' }).click();
  await page.getByRole('textbox', { name: /^Parcel name/ }).fill(name);
  await page.getByRole('textbox', { name: /^Description/ }).fill('Two wheels in a box');
  await page.getByRole('textbox', { name: /^Weight \(kg\)/ }).fill('2.5');
  const quote = page.getByTestId('parcel-quote-total');
  await expect(quote).toHaveText(/\d/);
  const flatCharge = await quote.textContent();
  await expect(page.getByTestId('parcel-quote')).toContainText('flat charge');
  await page.getByRole('textbox', { name: /^Cash on delivery/ }).fill('1500');
  await page.getByRole('textbox', { name: /^Pick-up address/ }).fill('12 Lake Road, Dhanmondi');
  // A tap on the map (drawn from the stand-in tile server) fills the pick-up point's fields.
  const pointsMap = page.getByRole('region', { name: 'Map of the pick-up and receiver points' });
  await pointsMap.scrollIntoViewIfNeeded();
  await pointsMap.click();
  await expect(page.getByRole('textbox', { name: 'Pick-up latitude' })).toHaveValue(/^23\.7\d{4}$/);
  await expect(page.getByRole('textbox', { name: 'Pick-up longitude' })).toHaveValue(
    /^90\.4\d{4}$/,
  );
  await expect(pointsMap.getByRole('img', { name: 'Pick-up point' })).toBeVisible();
  // The tiles' credit (MAP_TILE_ATTRIBUTION), as their licence asks of every map.
  await expect(pointsMap.getByText('Test tiles')).toBeVisible();
  await page.getByRole('textbox', { name: 'Pick-up latitude' }).fill(String(PICKUP.lat));
  await page.getByRole('textbox', { name: 'Pick-up longitude' }).fill(String(PICKUP.lng));
  await page.getByRole('textbox', { name: /^Pick-up instructions/ }).fill('Ask at the counter');
  await page.getByRole('textbox', { name: /^Receiver name/ }).fill('Rahim Uddin');
  await page.getByRole('textbox', { name: /^Receiver phone/ }).fill('01712345678');
  await page.getByRole('textbox', { name: /^Receiver address/ }).fill('4 Road 27, Gulshan');
  await page.getByRole('textbox', { name: 'Receiver latitude' }).fill(String(DROPOFF.lat));
  await page.getByRole('textbox', { name: 'Receiver longitude' }).fill(String(DROPOFF.lng));
  await page.getByRole('textbox', { name: /^Delivery instructions/ }).fill('Ring twice');
  // Typed points show on the map too.
  await expect(pointsMap.getByRole('img', { name: 'Receiver point' })).toBeVisible();
  // With both map points the distance band applies: the quote is asked again and says so.
  await expect(page.getByTestId('parcel-quote')).toContainText(/\d+\.\d km trip/);
  const charge = await quote.textContent();
  expect(charge).not.toBe(flatCharge);
  await page.locator('input[type=file]').setInputFiles({
    name: 'box.png',
    mimeType: 'image/png',
    buffer: PIXEL_PNG,
  });
  await expect(page.getByRole('img', { name: 'Parcel, picture 1' })).toBeVisible();

  // A reload keeps what was typed: the form opens again with the draft.
  await page.reload();
  await expect(page.getByRole('textbox', { name: /^Parcel name/ })).toHaveValue(name);
  await expect(page.getByRole('textbox', { name: /^Receiver phone/ })).toHaveValue('01712345678');
  await expect(page.getByRole('img', { name: 'Parcel, picture 1' })).toBeVisible();
  await expect(quote).toHaveText(charge!);
  await shoot(page, 'merchant-form');
  await page.getByRole('button', { name: 'Send parcel' }).click();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const id = Number(/\/bikeMessenger\/parcels\/(\d+)/.exec(page.url())?.[1]);
  expect(id).toBeGreaterThan(0);
  const status = page.getByTestId('parcel-status').first();
  await expect(status).toHaveText('Waiting for a rider');
  await expect(page.getByRole('link', { name: 'Call 01712345678' })).toHaveAttribute(
    'href',
    'tel:01712345678',
  );
  await expect(page.getByText(charge!).first()).toBeVisible();
  const trackingUrl = await page
    .getByRole('textbox', { name: 'Tracking link for the receiver' })
    .inputValue();
  expect(trackingUrl).toMatch(/\/bikeMessenger\/track\/[A-Za-z0-9_-]{32}$/);
  await shoot(page, 'parcel-merchant');

  const rider = await createVerifiedMember(request);
  const phone = await riderPhone(browser, baseURL, await tokenOf(request, rider));
  try {
    const riderPage = phone.page;
    await riderPage.goto('/bikeMessenger?tab=rider');
    await expect(riderPage.getByRole('tab', { name: 'Rider' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await riderPage.getByRole('switch', { name: 'I carry parcels as a rider' }).check();
    // A new rider waits for a club admin, and is told so.
    await expect(riderPage.getByText(/waiting for a club admin to approve it/)).toBeVisible();
    await expect(riderPage.getByRole('region', { name: 'Waiting for a rider' })).toHaveCount(0);
    await shoot(riderPage, 'rider-pending');
    await approveFromDashboard(browser, baseURL, request, rider);
    await riderPage.reload();
    await expect(riderPage.getByText('Nearest pick-up first, from your position.')).toBeVisible();
    const open = riderPage.getByRole('region', { name: 'Waiting for a rider' });
    const card = open.getByRole('article', { name });
    await expect(card).toBeVisible();
    await expect(card).toContainText(/\d\.\d km from you/);
    // Riders who have not taken it see no receiver phone or address.
    await expect(card).not.toContainText('01712345678');
    await expect(card).not.toContainText('Road 27');
    await shoot(riderPage, 'rider-open');
    await card.getByRole('button', { name: 'Take this parcel' }).click();

    const mine = riderPage.getByRole('region', { name: 'Parcels you carry' }).getByRole('article', {
      name,
    });
    await expect(mine.getByRole('button', { name: 'Picked up' })).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Delivered' })).toHaveCount(0);
    await expect(status).toHaveText('Rider on the way to pick up', LIVE);
    await expect(page.getByText(rider.fullName).first()).toBeVisible();

    await mine.getByRole('button', { name: 'Picked up' }).click();
    await expect(mine.getByRole('button', { name: 'Delivered' })).toBeVisible();
    await expect(status).toHaveText('Picked up, on the way', LIVE);
    await shoot(riderPage, 'rider-mine');

    await riderPage.goto(`/bikeMessenger/parcels/${id}`);
    await expect(riderPage.getByRole('link', { name: 'Call 01712345678' })).toBeVisible();
    await expect(
      riderPage.getByRole('textbox', { name: 'Tracking link for the receiver' }),
    ).toHaveCount(0);
    await shoot(riderPage, 'parcel-rider');
    await riderPage.getByRole('button', { name: 'Delivered' }).click();
    await expect(riderPage.getByTestId('parcel-status').first()).toHaveText('Delivered');
    await expect(status).toHaveText('Delivered', LIVE);
    const timeline = page.getByRole('region', { name: 'Status' });
    await expect(timeline).toContainText('Sent');
    await expect(timeline).toContainText('Taken by a rider');
    await expect(timeline).toContainText('Picked up');
    await expect(timeline).toContainText('Delivered');
    // The merchant sees that the rider was shown the receiver's details.
    await expect(timeline).toContainText("Receiver's details seen by the rider");
    await expect(timeline).toContainText(`by ${rider.fullName}`);
  } finally {
    await phone.context.close();
  }

  const receiver = await browser.newContext({ ...PHONE, baseURL, serviceWorkers: 'block' });
  try {
    const trackPage = await receiver.newPage();
    await trackPage.goto(trackingUrl);
    await expect(trackPage.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(trackPage.getByTestId('tracking-status')).toHaveText('Delivered');
    await expect(trackPage.getByText('For Rahim Uddin')).toBeVisible();
    await expect(trackPage.locator('body')).not.toContainText('01712345678');
    await expect(trackPage.locator('body')).not.toContainText('Road 27');
    await expect(trackPage.locator('body')).not.toContainText('Lake Road');
    await shoot(trackPage, 'tracking');
  } finally {
    await receiver.close();
  }
});

test('a rider second to a parcel is told another rider took it', async ({
  page,
  context,
  request,
  member,
}) => {
  const merchantToken = await tokenOf(request, member);
  const name = `Saddle ${uniqueUsername()}`;
  const parcel = await sendParcelByApi(request, merchantToken, name);
  const [first, second] = await Promise.all([
    createVerifiedMember(request),
    createVerifiedMember(request),
  ]);
  const [firstToken, secondToken] = await Promise.all([
    tokenOf(request, first),
    tokenOf(request, second),
  ]);
  await optIn(request, firstToken, await idOf(request, firstToken));
  await optIn(request, secondToken, await idOf(request, secondToken));
  await signedIn(context, secondToken);
  await page.goto(`/bikeMessenger/parcels/${parcel.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Call / })).toHaveCount(0);

  const taken = await request.post(`/api/parcel/${parcel.id}/take`, {
    headers: { ...(await xsrfHeader(request)), Authorization: `Bearer ${firstToken}` },
    data: {},
  });
  expect(taken.ok(), await taken.text()).toBeTruthy();

  await page.getByRole('button', { name: 'Take this parcel' }).click();
  await expect(page.getByText('Another rider has already taken this parcel.')).toBeVisible();
  // The page loads the parcel again: no longer this rider's to see, so no button to take it.
  await expect(page.getByRole('button', { name: 'Take this parcel' })).toHaveCount(0);
});
