import {
  AdminBannerCreateSchema,
  AdminBannerListSchema,
  AdminBannerPatchSchema,
  AdminBannerSchema,
  AdminCategoryCreateSchema,
  AdminCategoryListSchema,
  AdminCategoryPatchSchema,
  AdminCategoryQuerySchema,
  AdminCategorySchema,
  AdminProductImageListSchema,
  AdminProductImageSchema,
  IdParamSchema,
  ImageOrderSchema,
  MAX_PICTURE_BYTES,
  MESSAGES,
  PageQuerySchema,
} from '@kandamul/domain';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorResponseSchema, fail } from '../../plugins/errors';
import { MAX_UPLOAD_BYTES } from '../profile/profile.routes';
import * as media from './catalog-media.admin.service';

const tags = ['admin'];
const security = [{ bearer: [] }];
const Id = IdParamSchema;
const IdParam = z.object({ id: Id });
const e = ErrorResponseSchema;

/** The one file of a multipart upload (field `image`), refused like a profile picture when wrong. */
async function uploadedImage(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw fail('VALIDATION', MESSAGES.pictureNotImage);
  const part = await request.file();
  if (!part || part.fieldname !== 'image') throw fail('VALIDATION', MESSAGES.pictureNotImage);
  // Throws FST_REQ_FILE_TOO_LARGE (413) past the multipart limit while it streams in.
  const bytes = await part.toBuffer();
  if (bytes.length >= MAX_PICTURE_BYTES) throw fail('PAYLOAD_TOO_LARGE', MESSAGES.pictureTooLarge);
  return bytes;
}

const uploadResponses = { 400: e, 401: e, 403: e, 404: e, 413: e, 422: e, 503: e };

/** The console's catalogue pictures and categories: staff read, admins change (roles in each summary). */
export const catalogMediaAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.requireRole('staff', 'admin');
  const adminOnly = app.requireRole('admin');

  app.get(
    '/admin/products/:id/images/',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: "A product's images in display order (roles: staff, admin)",
        params: IdParam,
        response: { 200: AdminProductImageListSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => media.productImages(app.db, request.params.id),
  );

  app.put(
    '/admin/products/:id/images/order/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: "Reorder a product's images: every image id, in the new order (role: admin)",
        params: IdParam,
        body: ImageOrderSchema,
        response: { 200: AdminProductImageListSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => media.orderProductImages(app.db, request.params.id, request.body.ids),
  );

  app.delete(
    '/admin/products/:id/images/:imageId/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Remove one image of a product (role: admin)',
        params: z.object({ id: Id, imageId: Id }),
        response: { 204: z.null(), 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request, reply) => {
      await media.removeProductImage(app.db, app.storage, request.params.id, request.params.imageId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/categories/',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary:
          'Categories, top ones first, each in its position, with product counts (roles: staff, admin)',
        querystring: AdminCategoryQuerySchema,
        response: { 200: AdminCategoryListSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => media.listCategories(app.db, request.url, request.query),
  );

  app.post(
    '/admin/categories/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Create a category or subcategory with English and Nepali titles (role: admin)',
        body: AdminCategoryCreateSchema,
        response: { 201: AdminCategorySchema, 400: e, 401: e, 403: e },
      },
    },
    async (request, reply) => reply.status(201).send(await media.createCategory(app.db, request.body)),
  );

  app.get(
    '/admin/categories/:id/',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'One category (roles: staff, admin)',
        params: IdParam,
        response: { 200: AdminCategorySchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => media.getCategory(app.db, request.params.id),
  );

  app.patch(
    '/admin/categories/:id/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Edit a category: titles, parent, featured, position (the order it shows in) (role: admin)',
        params: IdParam,
        body: AdminCategoryPatchSchema,
        response: { 200: AdminCategorySchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => media.patchCategory(app.db, request.params.id, request.body),
  );

  app.get(
    '/admin/banners/',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'Home page banners, shown and hidden, in their order (roles: staff, admin)',
        querystring: PageQuerySchema,
        response: { 200: AdminBannerListSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request) => media.listBanners(app.db, request.url, request.query),
  );

  app.post(
    '/admin/banners/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary:
          'Create a banner with English and Nepali headlines; hidden until it has its picture (role: admin)',
        body: AdminBannerCreateSchema,
        response: { 201: AdminBannerSchema, 400: e, 401: e, 403: e },
      },
    },
    async (request, reply) => reply.status(201).send(await media.createBanner(app.db, request.body)),
  );

  app.get(
    '/admin/banners/:id/',
    {
      onRequest: staff,
      schema: {
        tags,
        security,
        summary: 'One banner (roles: staff, admin)',
        params: IdParam,
        response: { 200: AdminBannerSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => media.getBanner(app.db, request.params.id),
  );

  app.patch(
    '/admin/banners/:id/',
    {
      onRequest: adminOnly,
      schema: {
        tags,
        security,
        summary: 'Edit a banner: headlines, link, position, shown or hidden (role: admin)',
        params: IdParam,
        body: AdminBannerPatchSchema,
        response: { 200: AdminBannerSchema, 400: e, 401: e, 403: e, 404: e },
      },
    },
    async (request) => media.patchBanner(app.db, request.params.id, request.body),
  );

  // Uploads take a multipart body: @fastify/multipart is registered for these routes alone.
  await app.register(async (scope) => {
    const uploads = scope.withTypeProvider<ZodTypeProvider>();
    await uploads.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10 } });

    uploads.post(
      '/admin/products/:id/images/',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          security,
          summary:
            'Add an image to a product (multipart field `image`: JPEG, PNG, WebP or GIF under 5 MB; stored as WebP at 800 and 320 px) (role: admin)',
          consumes: ['multipart/form-data'],
          params: IdParam,
          response: { 201: AdminProductImageSchema, ...uploadResponses },
        },
      },
      async (request, reply) => {
        const bytes = await uploadedImage(request);
        return reply
          .status(201)
          .send(await media.addProductImage(app.db, app.storage, request.params.id, bytes));
      },
    );

    uploads.post(
      '/admin/categories/:id/image/',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          security,
          summary:
            "Replace a category's picture (multipart field `image`, as for product images; stored as a 160 px WebP tile) (role: admin)",
          consumes: ['multipart/form-data'],
          params: IdParam,
          response: { 200: AdminCategorySchema, ...uploadResponses },
        },
      },
      async (request) =>
        media.setCategoryImage(app.db, app.storage, request.params.id, await uploadedImage(request)),
    );

    uploads.post(
      '/admin/banners/:id/image/',
      {
        onRequest: adminOnly,
        schema: {
          tags,
          security,
          summary:
            "Replace a banner's picture (multipart field `image`, as for product images; stored as a 1600 × 600 WebP) (role: admin)",
          consumes: ['multipart/form-data'],
          params: IdParam,
          response: { 200: AdminBannerSchema, ...uploadResponses },
        },
      },
      async (request) =>
        media.setBannerImage(app.db, app.storage, request.params.id, await uploadedImage(request)),
    );
  });
};
