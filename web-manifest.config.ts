/**
 * The web app manifest (vite-plugin-pwa writes it as manifest.webmanifest). The icons are made
 * from the club's bike mark by scripts/make-icons.mjs; the screenshots are of the built app.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';

const BRAND = '#0b7285';

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Cycling Club',
  short_name: 'Club',
  description: 'The city cycling club: rides, chat, the club shop and more.',
  lang: 'en',
  start_url: '/intro',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: BRAND,
  background_color: '#ffffff',
  categories: ['sports', 'social'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
  shortcuts: [
    {
      name: 'Chat room',
      url: '/chat',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Report a bug',
      url: '/bugs',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
    {
      name: 'Group rides',
      url: '/events',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
    },
  ],
  screenshots: [
    {
      src: '/screenshots/intro-narrow.png',
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'The club app on a phone',
    },
    {
      src: '/screenshots/intro-wide.png',
      sizes: '1024x768',
      type: 'image/png',
      form_factor: 'wide',
      label: 'The club app on a tablet',
    },
  ],
};
