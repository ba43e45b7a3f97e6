import { z } from 'zod';
import type { CartItem } from '../cart/cart';
import { rupeesToPaisa } from '../money/money';
import { effectiveSellingPricePaisa } from '../prices/prices';
import { clampQuantity } from '../stock/stock';
import { MEASURE_UNITS, PER_UNITS } from '../units/units';
import { IdSchema, RupeesSchema, TimestampSchema } from './common';

/** An image and its thumbnail (URLs or site paths). */
export const ProductImageSchema = z.object({ image: z.string(), thumbnail_image: z.string() });
export type ProductImage = z.infer<typeof ProductImageSchema>;

/** A product as the API sends it (SPEC §3); money in rupees. */
export const ProductSchema = z.object({
  id: IdSchema,
  slug: z.string(),
  title: z.string(),
  nepali_title: z.string(),
  short_description: z.string(),
  description: z.string(),
  /** Category title. */
  category: z.string(),
  /**
   * The category's Nepali title, for Nepali mode. Optional on the wire: a product answer cached by a
   * phone before the field existed (offline pages, the service worker) still parses; the API always sends it.
   */
  category_nepali_title: z.string().optional(),
  category_id: IdSchema,
  selling_price: RupeesSchema,
  marked_price: RupeesSchema,
  /** Same as selling_price (kept because SPEC §3 lists both). */
  price: RupeesSchema,
  total_available_quantity: z.number().int(),
  primary_image: ProductImageSchema,
  image: z.string(),
  product_images: z.array(ProductImageSchema),
  isOrganic: z.boolean(),
  average_rating: z.number().min(0).max(5),
  rating_count: z.number().int().nonnegative(),
  discount_percentage: z.number().int().min(0).max(100),
  created_on: TimestampSchema,
  /** The pack's measure ('kg', 'g', 'l', 'ml', 'pcs', 'bunch') and how many of it one pack holds. */
  unit: z.enum(MEASURE_UNITS).optional(),
  unit_quantity: z.number().positive().optional(),
  /**
   * Rupees per `per` (one kg, one litre or one piece); null for a pack of no size. Written as z calls,
   * not `RupeesSchema.nullable()`: a method call on a schema variable is not known to be pure, so the
   * storefront's build would keep this whole (unused there) schema, and zod with it, in the home
   * page's first download.
   */
  price_per_unit: z.optional(z.nullable(RupeesSchema)),
  per: z.enum(PER_UNITS).optional(),
});
export type Product = z.infer<typeof ProductSchema>;

/**
 * A product in a list (cards, carousels, search, cart price refresh): everything a card, a cart line
 * and the wishlist show, without the descriptions and the gallery only the detail page shows.
 */
export const ProductSummarySchema = /* @__PURE__ */ ProductSchema.omit({
  description: true,
  short_description: true,
  product_images: true,
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

/** A product as a cart line (minus quantity): paisa prices, with the 0.44 fallback when unpriced. */
export function productToCartItem(p: ProductSummary): Omit<CartItem, 'quantity'> {
  const markedPricePaisa = rupeesToPaisa(p.marked_price);
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    nepaliTitle: p.nepali_title,
    category: p.category,
    image: p.primary_image.image || p.image,
    sellingPricePaisa: effectiveSellingPricePaisa(rupeesToPaisa(p.selling_price), markedPricePaisa),
    markedPricePaisa,
    stock: p.total_available_quantity,
  };
}

/** A product review; rating is a whole number of stars 1–5. */
export const ReviewSchema = z.object({
  id: IdSchema,
  user: z.object({ first_name: z.string(), middle_name: z.string().nullable(), last_name: z.string() }),
  created_at: TimestampSchema,
  review: z.string(),
  rating: z.number().int().min(1).max(5),
});
export type Review = z.infer<typeof ReviewSchema>;

/** A subcategory inside a category. */
export const SubcategorySchema = z.object({ id: IdSchema, title: z.string(), nepali_title: z.string() });
export type Subcategory = z.infer<typeof SubcategorySchema>;

/** A category with its subcategories. */
export const CategorySchema = z.object({
  id: IdSchema,
  title: z.string(),
  nepali_title: z.string(),
  image: z.string(),
  subcategories: z.array(SubcategorySchema),
});
export type Category = z.infer<typeof CategorySchema>;

/** A home-page banner. */
export const BannerSchema = z.object({
  id: IdSchema,
  image: z.string(),
  /** The same picture at 800 × 300, for phones; absent for a banner stored before there was one. */
  image_small: z.string().optional(),
  title: z.string(),
  nepali_title: z.string().optional(),
  link: z.string().nullable().optional(),
});
export type Banner = z.infer<typeof BannerSchema>;

/** A category carousel on the home page. */
export const HomeCategorySchema = z.object({
  id: IdSchema,
  title: z.string(),
  nepali_title: z.string(),
  products: z.array(ProductSummarySchema),
});
export type HomeCategory = z.infer<typeof HomeCategorySchema>;

/** GET /home/data/ body. */
export const HomeDataSchema = z.object({
  banners: z.array(BannerSchema),
  today_special: z.array(ProductSummarySchema),
  new_arrival: z.array(ProductSummarySchema),
  categories: z.array(HomeCategorySchema),
});
export type HomeData = z.infer<typeof HomeDataSchema>;

/** GET /product/detail/{slug}/ body: `{ data: { product, reviews, recommended_products } }`. */
export const ProductDetailResponseSchema = z.object({
  data: z.object({
    product: ProductSchema,
    reviews: z.array(ReviewSchema),
    recommended_products: z.array(ProductSummarySchema),
  }),
});
export type ProductDetailResponse = z.infer<typeof ProductDetailResponseSchema>;

/** A wishlist entry: its own id (used to delete it) and the product (as a card shows it). */
export const WishlistEntrySchema = z.object({ id: IdSchema, item: ProductSummarySchema });
export type WishlistEntry = z.infer<typeof WishlistEntrySchema>;

/** POST /create/wishlist/ body. */
export const WishlistCreateBodySchema = z.object({ item: IdSchema });
export type WishlistCreateBody = z.infer<typeof WishlistCreateBodySchema>;

/** POST /cart/ body (server cart sync). */
export const CartSyncBodySchema = z.object({
  product_id: IdSchema,
  quantity: z.number().int().min(1).max(99),
});
export type CartSyncBody = z.infer<typeof CartSyncBodySchema>;

/** One line of the server cart: the product id, its quantity and the product (fresh price and stock). */
export const ServerCartLineSchema = z.object({
  product_id: IdSchema,
  quantity: z.number().int().positive(),
  product: ProductSummarySchema,
});
export type ServerCartLine = z.infer<typeof ServerCartLineSchema>;

/**
 * GET /cart/ answer (also the answer of POST and PUT /cart/): the customer's server cart, oldest line
 * first. POST adds a quantity (clamped to stock; 404 PRODUCT_NOT_FOUND, 409 OUT_OF_STOCK); PUT replaces the
 * cart (unknown and out-of-stock products are dropped, quantities clamped); DELETE /cart/{productId}/ → 204.
 */
export const ServerCartSchema = z.object({
  items: z.array(ServerCartLineSchema),
  /** Grows each time an order takes the cart's lines; a copy older than this is stale. */
  version: z.number().int().nonnegative(),
});
export type ServerCart = z.infer<typeof ServerCartSchema>;

/**
 * PUT /cart/ body: the whole cart, one line per product, and the `version` of the server cart the copy
 * was made from: when an order has taken the cart's lines since, 409 CART_STALE (with `cart`, the server
 * cart) instead of bringing them back. Without `version` the cart is replaced unconditionally.
 */
export const CartReplaceBodySchema = z.object({
  version: z.number().int().nonnegative().optional(),
  items: z
    .array(CartSyncBodySchema)
    .max(100)
    .refine((lines) => new Set(lines.map((l) => l.product_id)).size === lines.length, {
      error: 'Each product may appear only once',
    }),
});
export type CartReplaceBody = z.infer<typeof CartReplaceBodySchema>;

/** Server cart lines as local cart lines (server prices and stock; quantity clamped to stock). */
export function serverCartToItems(cart: ServerCart): CartItem[] {
  return cart.items.map((l) => {
    const item = productToCartItem(l.product);
    return { ...item, quantity: clampQuantity(l.quantity, item.stock) };
  });
}

/** GET /list/wishlist/ answer. */
export const WishlistListSchema = z.object({ results: z.array(WishlistEntrySchema) });
export type WishlistList = z.infer<typeof WishlistListSchema>;

/** Most products and categories the header's suggestion list shows. */
export const SUGGEST_PRODUCTS_MAX = 8;
export const SUGGEST_CATEGORIES_MAX = 3;

/**
 * GET /products/suggest/?q=: what the header lists while a shopper types. `did_you_mean` is the
 * closest query that finds something when this one finds nothing, else null.
 */
export const SuggestResponseSchema = z.object({
  products: z.array(ProductSummarySchema).max(SUGGEST_PRODUCTS_MAX),
  categories: z.array(SubcategorySchema).max(SUGGEST_CATEGORIES_MAX),
  did_you_mean: z.string().nullable(),
});
export type SuggestResponse = z.infer<typeof SuggestResponseSchema>;
