/**
 * The client's layers as eslint.config.js enforces them (docs/architecture.md, What may import
 * what): fixtures linted as if they were files of lib/, components/ and features/.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// Vitest runs from the repository's root, where eslint.config.js is.
const eslint = new ESLint({ cwd: process.cwd() });

/** The messages of the import rule for `code` placed at `filePath`. */
async function importErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

// The first lint loads ESLint's plugins and parser: seconds on a loaded machine.
describe(
  'the client imports one way: app -> features -> components -> lib',
  { timeout: 30_000 },
  () => {
    it('keeps lib/, components/ and features/ from importing app/, a type or a lazy import too', async () => {
      const fromLib = await importErrors(
        'src/client/lib/fixture.ts',
        "import type { QueryClient } from '@tanstack/react-query';\n" +
          "import { queryClient } from '../app/query-client';\n" +
          'export const client: QueryClient = queryClient;\n',
      );
      const fromComponents = await importErrors(
        'src/client/components/fixture.ts',
        "export const load = () => import('../app/router');\n",
      );
      const fromFeature = await importErrors(
        'src/client/features/bugs/fixture.ts',
        "import type { router } from '../../app/router';\n" +
          'export type Router = typeof router;\n',
      );
      for (const errors of [fromLib, fromComponents, fromFeature])
        expect(errors).toEqual([expect.stringContaining('app/ imports the features')]);
    });

    it('keeps a feature from importing another one not named in FEATURE_USES', async () => {
      const errors = await importErrors(
        'src/client/features/bugs/fixture.ts',
        "import { useCart } from '../shop/cart/use-cart';\nexport const cart = useCart;\n",
      );
      expect(errors).toEqual([
        expect.stringContaining('A feature does not import another feature'),
      ]);
    });
  },
);
