/**
 * Offline, on a page whose data was never read online (so the service worker has no copy of
 * it), the page says so plainly, once for every screen, and offers the pages that are saved.
 * Loaded only while the device is offline (see routes/__root.tsx).
 */
import { Alert, Anchor, List, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useQueryClient, type QueryCache } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { API_PREFIX } from '../../contract/api-paths';
import { defineTexts } from '../../contract/i18n/texts';
import { API_CACHE, PUBLIC_API_CACHE } from '../../contract/pwa';
import { NotSavedOfflineError } from '../lib/api-client';
import { OFFLINE_TEXT } from '../lib/pwa/offline-texts';

/**
 * The pages the app can open from saved replies: the first path of the API each one reads, and
 * the page, named as the page names itself (in the page's language, read as it is drawn). In
 * the order of the bar, then the other sections.
 */
const SAVED_PAGES = defineTexts([
  { api: '/post', to: '/home', label: /*i18n*/ { id: 'Feed' } },
  { api: '/conversations', to: '/messges', label: /*i18n*/ { id: 'Messages' } },
  { api: '/user/directory', to: '/people', label: /*i18n*/ { id: 'Members' } },
  { api: '/event', to: '/events', label: /*i18n*/ { id: 'Rides' } },
  { api: '/product', to: '/shop', label: /*i18n*/ { id: 'Shop' } },
  { api: '/parcel', to: '/bikeMessenger', label: /*i18n*/ { id: 'Bike messenger' } },
  { api: '/storage', to: '/storage', label: /*i18n*/ { id: 'Storage' } },
  { api: '/user/me/activity', to: '/dashboard', label: /*i18n*/ { id: 'Dashboard' } },
  { api: '/chat/messages', to: '/chat', label: /*i18n*/ { id: 'Chat room' } },
  { api: '/merchandise', to: '/merchandise', label: /*i18n*/ { id: 'Club merchandise' } },
  { api: '/tempfile', to: '/tempfile', label: /*i18n*/ { id: 'File share' } },
  { api: '/order', to: '/products/orders', label: /*i18n*/ { id: 'My orders' } },
  { api: '/cart', to: '/products/cart', label: /*i18n*/ { id: 'Cart' } },
  { api: '/bugs', to: '/bugs', label: /*i18n*/ { id: 'Bugs' } },
  { api: '/intro/home', to: '/intro', label: /*i18n*/ { id: 'Welcome page' } },
  { api: '/announcements', to: '/announcements', label: /*i18n*/ { id: 'Announcements' } },
] as const);

/** Who is signed in: every page reads it, and the header tells it, so it is no page's data. */
const SESSION_KEY = JSON.stringify(['user', 'me']);

/**
 * Whether a query this page shows failed offline with nothing saved, and holds no data. A part
 * of the page that loads late (lib/page-part.ts) says so itself, where it stands.
 */
function missingOffline(cache: QueryCache): boolean {
  return cache
    .findAll({ type: 'active' })
    .some(
      ({ queryKey, state, meta }) =>
        state.data === undefined &&
        !meta?.pagePart &&
        JSON.stringify(queryKey) !== SESSION_KEY &&
        (state.error instanceof NotSavedOfflineError || state.fetchStatus === 'paused'),
    );
}

/** The pages whose replies the service worker holds, by the API paths it saved. */
async function savedPages(): Promise<(typeof SAVED_PAGES)[number][]> {
  if (typeof caches === 'undefined') return [];
  const paths: string[] = [];
  for (const name of [API_CACHE, PUBLIC_API_CACHE]) {
    if (!(await caches.has(name))) continue;
    const keys = await (await caches.open(name)).keys();
    paths.push(...keys.map((request) => new URL(request.url).pathname));
  }
  const reads = (page: (typeof SAVED_PAGES)[number]) => {
    const prefix = `${API_PREFIX}${page.api}`;
    return paths.some((path) => path === prefix || path.startsWith(`${prefix}/`));
  };
  return SAVED_PAGES.filter(reads);
}

export default function NotSavedOffline() {
  const queryClient = useQueryClient();
  const cache = queryClient.getQueryCache();
  const missing = useSyncExternalStore(
    (listener) => cache.subscribe(listener),
    () => missingOffline(cache),
  );
  const here = useRouterState({ select: (state) => state.location.pathname });
  const [saved, setSaved] = useState<(typeof SAVED_PAGES)[number][] | null>(null);
  useEffect(() => {
    if (!missing) return;
    let current = true;
    savedPages()
      .catch(() => [])
      .then((pages) => current && setSaved(pages));
    return () => {
      current = false;
    };
  }, [missing]);
  if (!missing) return null;

  const others = saved?.filter((page) => page.to !== here) ?? [];
  return (
    <Alert
      role="status"
      color="orange"
      variant="light"
      radius={0}
      icon={<IconCloudOff size={20} aria-hidden />}
      title={OFFLINE_TEXT.notSavedTitle}
    >
      <Text size="sm">{OFFLINE_TEXT.opensOnline}</Text>
      {saved !== null &&
        (others.length === 0 ? (
          <Text size="sm" mt={4}>
            {OFFLINE_TEXT.nothingSaved}
          </Text>
        ) : (
          <>
            <Text size="sm" mt={4}>
              {OFFLINE_TEXT.savedHere}
            </Text>
            <List size="sm" aria-label={OFFLINE_TEXT.savedLabel}>
              {others.map((page) => (
                <List.Item key={page.to}>
                  <Anchor component={Link} to={page.to} size="sm">
                    {page.label}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </>
        ))}
    </Alert>
  );
}
