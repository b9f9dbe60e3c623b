/**
 * /api/product: the catalogue of §7. Reading and searching are open; sellers add products and
 * edit their own, admins edit any; the seller's search covers their own products only.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PAGE_SIZE } from '../../../contract/constants';
import { pageQuerySchema } from '../../../contract/paging';
import {
  PRODUCT_PATHS,
  productInputSchema,
  productListQuerySchema,
  productPageSchema,
  productPictureSchema,
  productSchema,
  productSearchParamsSchema,
  productSearchQuerySchema,
} from '../../../contract/products';
import { LIBRARY_PICTURE_PATHS, libraryPictureInputSchema } from '../../../contract/storage';
import { errorResponses } from '../../lib/error-responses';
import { perMinute } from '../../lib/rate-limits';
import { requireRole } from '../../plugins/auth';
import { readImage } from '../media';
import * as products from './service';
import { idParamSchema } from '../../../contract/ids';

const tags = ['products'];
const security = [{ bearer: [] }];
const params = z.object({ id: idParamSchema });
const searchQuery = pageQuerySchema(PAGE_SIZE.products);
const SELLING_ROLES = ['ROLE_SELLER', 'ROLE_ADMIN'] as const;

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    PRODUCT_PATHS.list,
    {
      schema: {
        tags,
        summary: 'Products, newest first, 10 a page; optionally one category or one seller',
        querystring: productListQuerySchema,
        response: { 200: productPageSchema, ...errorResponses(400) },
      },
      config: { visitorReplies: products.memberView },
    },
    async (request) => {
      const { page, size, category, sellerId } = request.query;
      return products.list(app.db, request.auth, { category, sellerId }, page, size);
    },
  );

  app.get(
    `${PRODUCT_PATHS.search('')}:text`,
    {
      schema: {
        tags,
        summary:
          'Products whose name, brand, category or description holds the text; optionally one category',
        params: productSearchParamsSchema,
        querystring: productSearchQuerySchema,
        response: { 200: productPageSchema, ...errorResponses(400) },
      },
    },
    async (request) =>
      products.list(
        app.db,
        request.auth,
        { text: request.params.text, category: request.query.category },
        request.query.page,
        request.query.size,
      ),
  );

  app.get(
    `${PRODUCT_PATHS.sellerSearch('')}:text`,
    {
      schema: {
        tags,
        security,
        summary: "The signed-in seller's own products holding the text",
        params: productSearchParamsSchema,
        querystring: searchQuery,
        response: { 200: productPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const seller = requireRole(request, ...SELLING_ROLES);
      const filter = { text: request.params.text, sellerId: seller.id };
      return products.list(app.db, seller, filter, request.query.page, request.query.size);
    },
  );

  app.get(
    PRODUCT_PATHS.one(':id'),
    {
      schema: {
        tags,
        summary: 'One product',
        params,
        response: { 200: productSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => products.one(app.db, request.auth, request.params.id),
  );

  app.post(
    PRODUCT_PATHS.list,
    {
      config: perMinute('product-create', 30),
      schema: {
        tags,
        security,
        summary: 'Add a product (sellers and admins; pictures first go to /api/product/picture)',
        body: productInputSchema,
        response: { 201: productSchema, ...errorResponses(400, 401, 403, 409, 422, 429) },
      },
    },
    async (request, reply) => {
      const seller = requireRole(request, ...SELLING_ROLES);
      return reply.code(201).send(await products.create(app.db, seller, request.body));
    },
  );

  app.put(
    PRODUCT_PATHS.one(':id'),
    {
      schema: {
        tags,
        security,
        summary: 'Replace a product (its seller or an admin); pictures it drops are deleted',
        params,
        body: productInputSchema,
        response: { 200: productSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) =>
      products.update(app, requireRole(request, ...SELLING_ROLES), request.params.id, request.body),
  );

  app.post(
    PRODUCT_PATHS.picture,
    {
      config: perMinute('product-picture', 60),
      schema: {
        tags,
        security,
        summary: 'Upload a product picture (multipart field "image", at most 10 MB)',
        consumes: ['multipart/form-data'],
        response: { 201: productPictureSchema, ...errorResponses(400, 401, 403, 413, 429) },
      },
    },
    async (request, reply) => {
      const editor = requireRole(request, ...SELLING_ROLES);
      return reply
        .code(201)
        .send(await products.uploadPicture(app, editor, await readImage(request)));
    },
  );

  app.post(
    LIBRARY_PICTURE_PATHS.product,
    {
      config: perMinute('product-library-picture', 60),
      schema: {
        tags,
        security,
        summary:
          'Use one of your library pictures for a product (sellers and admins): the reply is what an upload answers; 403 for a file not yours',
        body: libraryPictureInputSchema,
        response: { 201: productPictureSchema, ...errorResponses(400, 401, 403, 404, 429) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await products.pictureFromLibrary(
            app,
            requireRole(request, ...SELLING_ROLES),
            request.body.libraryPictureId,
          ),
        ),
  );
};
export default productRoutes;
