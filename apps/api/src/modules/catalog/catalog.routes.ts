import {
  ApiErrorBodySchema,
  BannerSchema,
  CategorySchema,
  HomeDataSchema,
  IdParamSchema,
  ListingQuerySchema,
  PageQuerySchema,
  paginated,
  ProductDetailResponseSchema,
  ProductSummarySchema,
  ROW_ID_MAX,
  SuggestResponseSchema,
} from '@kandamul/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ResponseCache } from '../../plugins/response-cache';
import * as catalog from './catalog.service';

// Ids beyond PostgreSQL's integer range can name nothing: 400 rather than a database error.
const IdParam = IdParamSchema;
// `ids=1,2,3`: comma-separated product ids, at most catalog.MAX_IDS of them.
const IdsParam = z
  .string()
  .max(1200)
  .transform((s) =>
    s
      .split(',')
      .filter((x) => x.trim() !== '')
      .map(Number),
  )
  .pipe(z.array(z.number().int().min(1).max(ROW_ID_MAX)).max(catalog.MAX_IDS));
// A search query: up to 200 characters (what the header's field accepts).
const SearchQuery = z.string().max(200);
// List items carry only what a card shows (the detail page has the rest).
const ProductPageSchema = paginated(ProductSummarySchema);
const CategoryRefSchema = CategorySchema.pick({ id: true, title: true, nepali_title: true });
const CategoryListSchema = z.object({ data: z.object({ results: z.array(CategorySchema) }) });
const errors = { 400: ApiErrorBodySchema, 404: ApiErrorBodySchema };
const tags = ['catalogue'];

/**
 * Public catalogue reads: home data, banners, categories, product lists, search and product detail.
 * None needs login; a bearer token, valid or not, changes nothing here.
 */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  // Short public caching: a price or stock change shows within 30 s, which is fine for browsing.
  // In the process, answers are kept CATALOG_CACHE_MS (catalogCache.invalidate() forgets them) with
  // ETags, so repeat reads cost neither the database nor serialising and compressing again.
  const cache = new ResponseCache({ ttlMs: app.config.catalogCacheMs, cacheControl: 'public, max-age=30' });
  app.addHook('onClose', async () => cache.dispose());
  cache.register(app);

  app.get(
    '/home/data/',
    {
      schema: {
        tags,
        summary: 'Home page: banners, Kandamul specials, new arrivals and featured category carousels',
        response: { 200: HomeDataSchema },
      },
    },
    async () => catalog.homeData(app.db),
  );

  app.get(
    '/banner/',
    {
      schema: {
        tags,
        summary: 'Active home banners in order',
        response: { 200: z.object({ data: z.object({ results: z.array(BannerSchema) }) }) },
      },
    },
    async () => ({ data: { results: await catalog.listBanners(app.db) } }),
  );

  app.get(
    '/category/featured/',
    {
      schema: {
        tags,
        summary: 'Featured top categories with their subcategories',
        response: { 200: CategoryListSchema },
      },
    },
    async () => ({ data: { results: await catalog.featuredCategories(app.db) } }),
  );

  app.get(
    '/category/all/',
    {
      schema: {
        tags,
        summary: 'Every top category with its subcategories',
        response: { 200: CategoryListSchema },
      },
    },
    async () => ({ data: { results: await catalog.allCategories(app.db) } }),
  );

  app.get(
    '/category/:id/',
    {
      schema: {
        tags,
        summary: 'One category (or subcategory) with its subcategories',
        params: z.object({ id: IdParam }),
        response: { 200: z.object({ data: CategorySchema }), ...errors },
      },
    },
    async (request) => ({ data: await catalog.getCategory(app.db, request.params.id) }),
  );

  app.get(
    '/category/product/:id/',
    {
      schema: {
        tags,
        summary:
          'Products of a category and its subcategories, newest first; sort and filters (sort, in_stock, organic, min_price, max_price, subcategory) as on search',
        params: z.object({ id: IdParam }),
        querystring: PageQuerySchema.extend(ListingQuerySchema.shape),
        response: { 200: ProductPageSchema.extend({ category: CategoryRefSchema }), ...errors },
      },
    },
    async (request) => {
      const { page, page_size, ...options } = request.query;
      return catalog.categoryProducts(app.db, request.url, request.params.id, { page, page_size }, options);
    },
  );

  app.get(
    '/today/special/',
    {
      schema: {
        tags,
        summary: "Today's specials ('Kandamul Special')",
        querystring: PageQuerySchema.extend(ListingQuerySchema.shape),
        response: { 200: ProductPageSchema, 400: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const { page, page_size, ...options } = request.query;
      return catalog.todaySpecial(app.db, request.url, { page, page_size }, options);
    },
  );

  app.get(
    '/list/for/you/',
    {
      schema: {
        tags,
        summary:
          "For you: best rated products in stock, organic first among equals; with q, from that search's own categories (its recommendations)",
        querystring: PageQuerySchema.extend({ q: SearchQuery.optional() }),
        response: { 200: ProductPageSchema, 400: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const { q, ...page } = request.query;
      return catalog.forYou(app.db, request.url, page, q);
    },
  );

  app.get(
    '/new/arrival/',
    {
      schema: {
        tags,
        summary: 'New arrivals, newest first',
        querystring: PageQuerySchema.extend(ListingQuerySchema.shape),
        response: { 200: ProductPageSchema, 400: ApiErrorBodySchema },
      },
    },
    async (request) => {
      const { page, page_size, ...options } = request.query;
      return catalog.newArrivals(app.db, request.url, { page, page_size }, options);
    },
  );

  app.get(
    '/products/',
    {
      schema: {
        tags,
        summary:
          'Search products (every word must appear; title matches first); without q, every product; ids=1,2,3 lists those products (cart price refresh)',
        querystring: PageQuerySchema.extend(ListingQuerySchema.shape).extend({
          q: SearchQuery.optional(),
          ids: IdsParam.optional(),
        }),
        response: {
          200: ProductPageSchema.extend({
            // Present when a search finds nothing: the closest query that finds something, or null.
            did_you_mean: z.string().nullable().optional(),
            // With q: whether `count` is the database's estimate (beyond 10,000 matches) rather than exact.
            count_estimated: z.boolean().optional(),
          }),
          400: ApiErrorBodySchema,
        },
      },
    },
    async (request) => {
      const { q, ids, page, page_size, ...options } = request.query;
      if (ids !== undefined) return catalog.productsPageByIds(app.db, request.url, ids, { page, page_size });
      return catalog.searchProducts(app.db, request.url, q, { page, page_size }, options);
    },
  );

  app.get(
    '/products/suggest/',
    {
      schema: {
        tags,
        summary:
          'Suggestions while typing: up to 8 products and 3 categories by the search rules (typos, either script, pack sizes), and did_you_mean when nothing is found',
        querystring: z.object({ q: SearchQuery.default('') }),
        response: { 200: SuggestResponseSchema, 400: ApiErrorBodySchema },
      },
    },
    async (request) => catalog.suggest(app.db, request.query.q),
  );

  app.get(
    '/product/detail/:slug/',
    {
      schema: {
        tags,
        summary: 'A product with its reviews and related products',
        params: z.object({ slug: z.string().min(1).max(160) }),
        response: { 200: ProductDetailResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await catalog.productDetail(app.db, request.params.slug) }),
  );
};
