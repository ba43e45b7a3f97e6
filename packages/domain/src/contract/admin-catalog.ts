import { z } from 'zod';
import { IdSchema, paginated, PageQuerySchema, RupeesSchema, TimestampSchema } from './common';

// The console's catalogue side beyond products and stock (/api/v1/admin/…): the stock count import
// and export, product images, categories and vouchers. Shapes the console and the tests share.

// ── Stock count import ────────────────────────────────────────────────────────────────────────────

/** One product whose count was read: its stock now, the count, and the movement applying would write. */
export const StockImportRowSchema = z.object({
  row: z.number().int(),
  product_id: IdSchema,
  slug: z.string(),
  title: z.string(),
  current: z.number().int(),
  counted: z.number().int(),
  change: z.number().int(),
});
export type StockImportRow = z.infer<typeof StockImportRowSchema>;

/** What is wrong on one line of the file (the header is line 1). */
export const StockImportErrorSchema = z.object({ row: z.number().int(), message: z.string() });

/** POST /admin/stock/import/preview/: the differences a file would make; nothing is changed. */
export const StockImportPreviewSchema = z.object({
  rows: z.array(StockImportRowSchema),
  errors: z.array(StockImportErrorSchema),
  /** Rows whose count differs from the stock (each becomes one movement). */
  changed: z.number().int(),
  unchanged: z.number().int(),
});
export type StockImportPreview = z.infer<typeof StockImportPreviewSchema>;

/** POST /admin/stock/import/: the file applied in one transaction. */
export const StockImportResultSchema = z.object({
  changed: z.number().int(),
  unchanged: z.number().int(),
  rows: z.array(StockImportRowSchema),
});
export type StockImportResult = z.infer<typeof StockImportResultSchema>;

/** The note on every movement a stock count import writes (reason 'adjustment'). */
export const STOCK_IMPORT_NOTE = 'Stock count import';

// ── Product images ────────────────────────────────────────────────────────────────────────────────

export const AdminProductImageSchema = z.object({
  id: IdSchema,
  position: z.number().int(),
  image: z.string(),
  thumbnail: z.string(),
});
export type AdminProductImage = z.infer<typeof AdminProductImageSchema>;
export const AdminProductImageListSchema = z.array(AdminProductImageSchema);

/** PUT /admin/products/{id}/images/order/: every image id of the product, in the new order. */
export const ImageOrderSchema = z.object({ ids: z.array(IdSchema).min(1).max(50) });

/** How many images one product may have. */
export const PRODUCT_IMAGES_MAX = 12;

// ── Categories ────────────────────────────────────────────────────────────────────────────────────

export const AdminCategorySchema = z.object({
  id: IdSchema,
  parent_id: IdSchema.nullable(),
  slug: z.string(),
  title: z.string(),
  nepali_title: z.string(),
  image: z.string(),
  featured: z.boolean(),
  position: z.number().int(),
  product_count: z.number().int(),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;
export const AdminCategoryListSchema = paginated(AdminCategorySchema);
export const AdminCategoryQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(100).optional(),
});

const CategoryFields = z.object({
  title: z.string().trim().min(1, 'The title is required.').max(120),
  nepali_title: z.string().trim().min(1, 'The Nepali title is required.').max(120),
  parent_id: IdSchema.nullable(),
  featured: z.boolean(),
  position: z.number().int().min(0).max(100_000),
});
/** POST /admin/categories/: the slug is made from the title. */
export const AdminCategoryCreateSchema = CategoryFields.partial({
  parent_id: true,
  featured: true,
  position: true,
}).strict();
export type AdminCategoryCreate = z.infer<typeof AdminCategoryCreateSchema>;
/** PATCH /admin/categories/{id}/: any of the fields. */
export const AdminCategoryPatchSchema = CategoryFields.partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change.' });
export type AdminCategoryPatch = z.infer<typeof AdminCategoryPatchSchema>;

/** A URL slug from a title: lower-case ASCII words joined by '-' (empty for an all-Nepali title). */
export function slugify(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

// ── Vouchers ──────────────────────────────────────────────────────────────────────────────────────

export const VOUCHER_TYPES = ['Percentage', 'Amount'] as const;

export const AdminVoucherSchema = z.object({
  id: IdSchema,
  code: z.string(),
  voucher_type: z.enum(VOUCHER_TYPES),
  discount_percentage: z.number().int().nullable(),
  discount_amount: RupeesSchema.nullable(),
  maximum_discount: RupeesSchema.nullable(),
  minimum_order_value: RupeesSchema,
  valid_from: TimestampSchema.nullable(),
  valid_to: TimestampSchema.nullable(),
  usage_limit: z.number().int().nullable(),
  per_customer_limit: z.number().int().nullable(),
  used_count: z.number().int(),
  is_active: z.boolean(),
});
export type AdminVoucher = z.infer<typeof AdminVoucherSchema>;
export const AdminVoucherListSchema = paginated(AdminVoucherSchema);
export const AdminVoucherQuerySchema = PageQuerySchema.extend({
  q: z.string().trim().max(40).optional(),
});

const Money = z.number().finite().min(0).max(10_000_000);
const Limit = z.number().int().min(1).max(10_000_000).nullable();
const VoucherFields = z.object({
  code: z
    .string()
    .trim()
    .min(3, 'The code needs at least 3 characters.')
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'The code may hold only letters, digits, - and _.'),
  voucher_type: z.enum(VOUCHER_TYPES),
  discount_percentage: z.number().int().min(1).max(100).nullable(),
  discount_amount: Money.nullable(),
  maximum_discount: Money.nullable(),
  minimum_order_value: Money,
  valid_from: z.iso.datetime({ offset: true }).nullable(),
  valid_to: z.iso.datetime({ offset: true }).nullable(),
  usage_limit: Limit,
  per_customer_limit: Limit,
  is_active: z.boolean(),
});

/**
 * The rules of a voucher as a whole (also after a partial edit): a percentage needs its percentage, an
 * amount its amount, and the validity ends after it starts. Field → message, empty when it is fine.
 */
export function voucherProblems(v: {
  voucher_type: (typeof VOUCHER_TYPES)[number];
  discount_percentage: number | null;
  discount_amount: number | null;
  valid_from: string | null;
  valid_to: string | null;
}): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  if (v.voucher_type === 'Percentage' && !v.discount_percentage)
    problems.discount_percentage = ['A percentage voucher needs its percentage.'];
  if (v.voucher_type === 'Amount' && !v.discount_amount)
    problems.discount_amount = ['An amount voucher needs its amount.'];
  if (v.valid_from && v.valid_to && Date.parse(v.valid_to) <= Date.parse(v.valid_from))
    problems.valid_to = ['The end of validity must come after its start.'];
  return problems;
}

/** POST /admin/vouchers/ */
export const AdminVoucherCreateSchema = VoucherFields.partial({
  discount_percentage: true,
  discount_amount: true,
  maximum_discount: true,
  minimum_order_value: true,
  valid_from: true,
  valid_to: true,
  usage_limit: true,
  per_customer_limit: true,
  is_active: true,
}).strict();
export type AdminVoucherCreate = z.infer<typeof AdminVoucherCreateSchema>;

/** PATCH /admin/vouchers/{id}/: any field; `is_active: false` disables it. */
export const AdminVoucherPatchSchema = VoucherFields.partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change.' });
export type AdminVoucherPatch = z.infer<typeof AdminVoucherPatchSchema>;

/** GET /admin/vouchers/{id}/redemptions/: who used it, on which order. */
export const VoucherRedemptionSchema = z.object({
  id: IdSchema,
  order_id: z.number().int(),
  tracking_id: z.string().nullable(),
  customer_id: IdSchema,
  customer_name: z.string(),
  created_at: TimestampSchema,
});
export const VoucherRedemptionListSchema = paginated(VoucherRedemptionSchema);

// ── Banners ───────────────────────────────────────────────────────────────────────────────────────

export const AdminBannerSchema = z.object({
  id: IdSchema,
  title: z.string(),
  nepali_title: z.string(),
  image: z.string(),
  link: z.string().nullable(),
  position: z.number().int(),
  active: z.boolean(),
});
export type AdminBanner = z.infer<typeof AdminBannerSchema>;
export const AdminBannerListSchema = paginated(AdminBannerSchema);

/** A link a banner may open: a path of the shop ('/viewallca/3'), never another site. */
const BannerLink = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/(?!\/)[^\s]*$/, 'The link must be a path of the shop, starting with /.')
  .nullable();
const BannerFields = z.object({
  title: z.string().trim().min(1, 'The title is required.').max(200),
  nepali_title: z.string().trim().min(1, 'The Nepali title is required.').max(200),
  link: BannerLink,
  position: z.number().int().min(0).max(100_000),
  active: z.boolean(),
});
/** POST /admin/banners/: made hidden; it can be shown once it has its picture. */
export const AdminBannerCreateSchema = BannerFields.omit({ active: true })
  .partial({ link: true, position: true })
  .strict();
export type AdminBannerCreate = z.infer<typeof AdminBannerCreateSchema>;
/** PATCH /admin/banners/{id}/: any field; `active` shows or hides it on the home page. */
export const AdminBannerPatchSchema = BannerFields.partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to change.' });
export type AdminBannerPatch = z.infer<typeof AdminBannerPatchSchema>;

/** Why a banner cannot be shown yet. */
export const BANNER_NEEDS_PICTURE = 'Add the picture before showing the banner.';
