import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

// Imports flow one way: contract <- server, contract <- client, contract <- sw.
const LAYER_ZONES = [
  {
    target: './src/client',
    from: './src/server',
    message: 'The client never imports the server.',
  },
  {
    target: './src/server',
    from: './src/client',
    message: 'The server never imports the client.',
  },
  {
    target: './src/contract',
    from: ['./src/client', './src/server', './sw'],
    message: 'contract/ depends on nothing of ours.',
  },
  {
    target: './sw',
    from: ['./src/client', './src/server'],
    message: 'The service worker shares only contract/.',
  },
];

/**
 * A feature is one area of the app and stands on lib/ and components/, not on another feature:
 * what two features share lives there, and what puts features together lives in app/ and
 * routes/ (the dashboard's role tabs are put together by routes/dashboard). What the back
 * offices of the admin, the developer and the seller share is the back-office feature. A few
 * features are made of others' parts on purpose; each is named here with what it may import
 * and why. Anything else across features fails.
 */
const FEATURE_USES = {
  // The bar shows the cart, the unread messages and notifications, and signs out.
  shell: ['auth', 'conversations', 'notifications', 'shop'],
  // A profile shows the member's posts and rides and starts a conversation with them.
  people: ['conversations', 'events', 'posts'],
  // The member's own dashboard: their rides' calendar feed and what their roll-calls add up to.
  'member-dashboard': ['events'],
  // The admin dashboard: the back office's tabs, what the rides' roll-calls add up to, and the
  // reported posts, whose removal takes a post out of the posts' lists.
  admin: ['back-office', 'events', 'posts'],
  // The developer's and the seller's dashboards are made of the back office's tabs.
  developer: ['back-office'],
  seller: ['back-office'],
  // The shop's back office: a seller's saved profile refreshes their storefront in the shop, and
  // product pictures come from the member's library.
  'back-office': ['shop', 'storage'],
  // The sponsor's storefront sells through the shop's cards and cart.
  sdcbikewala: ['shop'],
  // Rides and posts take pictures from the member's library.
  events: ['storage'],
  posts: ['storage'],
  // Signing out empties the shop's signed-out cart.
  auth: ['shop'],
};

const FEATURES = readdirSync(new URL('./src/client/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The client's layers go one way: app -> features -> components -> lib. app/ (with main.tsx and
 * routes/) puts the app together from the features, so nothing below imports it, not even a
 * type or a lazy import(): either closes a circle through every feature. What app/ makes and
 * the rest needs at run time (the query client, the router) it hands down at boot through
 * lib/app-handles.ts; a feature's outbox sender is registered by app/outbox-senders.ts.
 */
const APP_ZONE = {
  target: ['./src/client/lib', './src/client/components', './src/client/features'],
  from: './src/client/app',
  message:
    'app/ imports the features, never the other way: take what app/ made from lib/app-handles.ts, or move what is shared to lib/ or components/.',
};

const FEATURE_ZONES = [
  APP_ZONE,
  {
    target: ['./src/client/lib', './src/client/components'],
    from: './src/client/features',
    message: 'lib/ and components/ are shared by the features and import none.',
  },
  ...FEATURES.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`, ...(FEATURE_USES[feature] ?? []).map((used) => `./${used}`)],
    message:
      'A feature does not import another feature: move what both need to lib/ or components/ (or name the composition in FEATURE_USES, with why).',
  })),
];

/**
 * A server module is used by the rest of the server only through its index.ts, which names what
 * it offers; its other files are its own. modules/index.ts mounts each module's routes, and the
 * demo seed writes its rows through the repositories, as the tests do.
 */
const SERVER_MODULES = readdirSync(new URL('./src/server/modules', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SERVER_MODULE_ZONES = SERVER_MODULES.map((module) => ({
  target: [
    `./src/server/modules/!(${module})/**`,
    './src/server/!(modules|seed)/**',
    './src/server/*.ts',
  ],
  from: [`./src/server/modules/${module}/!(index).ts`, `./src/server/modules/${module}/*/**`],
  message: `Use what modules/${module} offers in its index.ts (add it there), not its inner files.`,
}));

/** A route reads the request, checks who may call and answers; the rules live in services. */
const ROUTES_CALL_SERVICES = {
  target: './src/server/modules/**/*routes.ts',
  from: './src/server/modules/**/*repository.ts',
  message: 'Routes call services, never repositories: give the service a function for this.',
};

export default tseslint.config(
  {
    ignores: [
      '.tmp',
      'dist',
      'node_modules',
      'data',
      'src/client/routeTree.gen.ts',
      'tests/bench/bare-app/src/routeTree.gen.ts',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: {
      // Our imports are relative, so the plain node resolver (taught .ts) finds every file.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      // `import { type A }` keeps the module as an import of its own (verbatimModuleSyntax): a
      // page would load a schema module, and zod with it, for a type.
      '@typescript-eslint/no-import-type-side-effects': 'error',
      'import/no-restricted-paths': ['error', { zones: LAYER_ZONES }],
    },
  },
  {
    // Tests may render a feature inside another (a dashboard tab inside the dashboard).
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/**/*.test.{ts,tsx}', 'src/client/testing/**'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...LAYER_ZONES, ...FEATURE_ZONES] }],
    },
  },
  {
    files: ['src/client/**/*.tsx'],
    ignores: ['src/client/components/growing-textarea.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='autosize']",
          message:
            'Use GrowingTextarea (components/growing-textarea.tsx): the browser sizes it, where autosize lays the page out mid-render.',
        },
        {
          selector:
            'JSXMemberExpression[object.name=/^(Button|ActionIcon)$/][property.name=/^Group(Section)?$/]',
          message:
            'Import ButtonGroup / ActionIconGroup from @mantine/core: the build takes the static ones off the buttons (scripts/mantine-buttons.ts).',
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/lib/i18n/form-resolver.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@hookform/resolvers/zod',
              message:
                "Import zodResolver from lib/i18n/form-resolver.ts: it shows the schema's English messages in the page's language.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'import/no-restricted-paths': [
        'error',
        { zones: [...LAYER_ZONES, ...SERVER_MODULE_ZONES, ROUTES_CALL_SERVICES] },
      ],
    },
  },
  {
    files: ['src/client/**', 'sw/**', 'public/**', 'tests/bench/bare-app/src/**'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/server/**', 'tests/**', 'scripts/**', '*.config.*'],
    languageOptions: { globals: globals.node },
  },
);
