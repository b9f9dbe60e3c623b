/**
 * Keeps zod from compiling parsers with `new Function` in the browser and the service worker.
 * The app's CSP allows no eval there, so compiled parsers could never run; worse, zod probes
 * for eval when it builds the first object schema, and the browser reports that probe as a CSP
 * violation (a console error, and a failed Lighthouse audit) although zod catches it.
 *
 * zod reads its settings from this shared global object, so setting it here needs no import of
 * zod: the first screen stays free of it. Import this module before anything that builds a
 * schema (first in the entry and in the worker). The server does not import it and keeps the
 * faster compiled parsers.
 */
import type { core } from 'zod';

const shared = globalThis as typeof globalThis & { __zod_globalConfig?: core.$ZodConfig };
shared.__zod_globalConfig ??= {};
shared.__zod_globalConfig.jitless = true;
