/**
 * The routes of the next Fastify app built in this process, with the zod schemas they validate
 * with. Fastify announces every new instance on the `fastify.initialization` diagnostics
 * channel before any plugin registers, so an onRoute hook added there sees every route,
 * including the ones a module adds later.
 */
import diagnostics from 'node:diagnostics_channel';
import type { FastifyInstance, RouteOptions } from 'fastify';

export interface RouteSchemas {
  method: string;
  url: string;
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
  headers?: unknown;
}

/** Starts listening; the returned list fills as the next app registers its routes. */
export function captureRoutes(): { routes: RouteSchemas[]; stop(): void } {
  const routes: RouteSchemas[] = [];
  const channel = diagnostics.channel('fastify.initialization');
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route: RouteOptions) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods) {
        routes.push({
          method,
          url: route.url,
          body: route.schema?.body,
          querystring: route.schema?.querystring,
          params: route.schema?.params,
          headers: route.schema?.headers,
        });
      }
    });
  };
  channel.subscribe(onInit);
  return { routes, stop: () => channel.unsubscribe(onInit) };
}
