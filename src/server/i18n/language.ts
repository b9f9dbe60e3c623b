/**
 * Which language the server writes in: a request's (the page's language, which the client
 * sends as Accept-Language), or, for what goes to a member later (e-mails, pushes), the
 * member's own choice. Every `t` and text read within runs in that language.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  acceptedLanguages,
  isLocale,
  matchLocale,
  SOURCE_LOCALE,
  type Locale,
} from '../../contract/i18n/locales';
import { setCatalogSource, type Catalog } from '../../contract/i18n/texts';
import { CATALOGS } from './catalogs';

const current = new AsyncLocalStorage<Catalog>();
setCatalogSource(() => current.getStore() ?? CATALOGS[SOURCE_LOCALE]);

/** Runs `work` (and all it awaits) in `language`: an e-mail or a push to one member. */
export function inLanguage<T>(language: Locale | string | null | undefined, work: () => T): T {
  return current.run(CATALOGS[isLocale(language) ? language : SOURCE_LOCALE], work);
}

/** Each request runs in the language its Accept-Language asks for first that the app speaks. */
export const requestLanguage = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, _reply, done) => {
      const language = matchLocale(acceptedLanguages(request.headers['accept-language']));
      current.run(CATALOGS[language], done);
    });
  },
  { name: 'request-language' },
);
