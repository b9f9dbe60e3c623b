/**
 * The forms' zod resolver, in the page's language. The contract's schemas carry their messages
 * in English (they are built once, before any language is known: contract/messages.ts); each
 * message is a catalog id, so the errors a form shows are looked up as they come.
 */
import { zodResolver as englishZodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { t } from '../../../contract/i18n/texts';

/** Each error's message translated, nested fields' and lists' too (not the field's element). */
function translate(errors: Record<string, unknown>): void {
  for (const [key, error] of Object.entries(errors)) {
    if (key === 'ref' || !error || typeof error !== 'object') continue;
    const { message } = error as { message?: unknown };
    if (typeof message === 'string' && message) {
      (error as { message: string }).message = t({ id: message });
    }
    translate(error as Record<string, unknown>);
  }
}

export const zodResolver = ((...args: Parameters<typeof englishZodResolver>) => {
  const resolve = (englishZodResolver as (...given: unknown[]) => Resolver)(...args);
  const inLanguage: Resolver = async (values, context, options) => {
    const result = await resolve(values, context, options);
    translate(result.errors as FieldErrors as Record<string, unknown>);
    return result;
  };
  return inLanguage;
}) as typeof englishZodResolver;
