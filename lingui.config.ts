import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';

/**
 * The message catalogs: one gettext PO file per language, extracted from the code by
 * `npm run i18n:extract` (the `/*i18n*\/` texts, contract/i18n/texts.ts). English is the
 * language of the code; its catalog lists what translators translate.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'bn'],
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src/client', '<rootDir>/src/contract', '<rootDir>/src/server'],
      exclude: ['**/node_modules/**', '**/*.test.ts', '**/*.test.tsx'],
    },
  ],
  // Every text's id is its English (contract/i18n/texts.ts): the msgid a translator reads.
  format: formatter({ origins: true, lineNumbers: false, explicitIdAsDefault: true }),
  // A missing Bangla text shows the English one: the suite refuses a catalog with gaps.
  fallbackLocales: { default: 'en' },
});
