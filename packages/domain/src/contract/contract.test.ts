import { describe, expect, it } from 'vitest';
import {
  municipalityFullNames,
  addressTypeLabel,
  AddressSchema,
  CartReplaceBodySchema,
  ServerCartSchema,
  serverCartToItems,
  ADDRESS_TYPES,
  CheckoutResponseSchema,
  DeliveryChargeResponseSchema,
  HomeDataSchema,
  isCancellable,
  LoginResponseSchema,
  ORDER_STATUSES,
  OrderSchema,
  paginated,
  PageQuerySchema,
  ProductDetailResponseSchema,
  ProductSchema,
  ProductSummarySchema,
  productToCartItem,
  ProfileResponseSchema,
  ReviewSchema,
  sampleProduct,
  TokenRefreshResponseSchema,
  VoucherApplyBodySchema,
  VoucherApplyResponseSchema,
  voucherInfoToAppliedPromo,
} from './index';

describe('ProductSchema', () => {
  it('accepts a full product', () => {
    expect(ProductSchema.parse(sampleProduct())).toEqual(sampleProduct());
  });
  it.each<[string, Record<string, unknown>]>([
    ['price as string', { selling_price: '120.50' }],
    ['missing slug', { slug: undefined }],
    ['bad timestamp', { created_on: 'yesterday' }],
    ['rating over 5', { average_rating: 5.5 }],
    ['negative id', { id: -1 }],
  ])('rejects %s', (_n, over) => {
    expect(ProductSchema.safeParse({ ...sampleProduct(), ...over }).success).toBe(false);
  });
});

describe('ProductSummarySchema', () => {
  it('keeps what a card shows and drops the descriptions and the gallery', () => {
    const { description, short_description, product_images, ...card } = sampleProduct({
      product_images: [{ image: '/a.webp', thumbnail_image: '/a-thumb.webp' }],
    });
    expect([description, short_description, product_images.length]).toEqual([
      'Locally grown red potatoes from Dolakha.',
      'Red potatoes',
      1,
    ]);
    expect(ProductSummarySchema.parse(sampleProduct())).toEqual(card);
  });
  it('still needs the card fields', () => {
    const { description: _d, short_description: _s, product_images: _i, ...card } = sampleProduct();
    expect(ProductSummarySchema.safeParse(card).success).toBe(true);
    expect(ProductSummarySchema.safeParse({ ...card, primary_image: undefined }).success).toBe(false);
  });
  it('is enough for a cart line', () => {
    const summary = ProductSummarySchema.parse(sampleProduct());
    expect(productToCartItem(summary)).toEqual(productToCartItem(sampleProduct()));
  });
});

describe('productToCartItem', () => {
  it('converts rupees to paisa and picks the primary image', () => {
    expect(productToCartItem(sampleProduct())).toEqual({
      id: 1,
      slug: 'red-potato',
      title: 'Fresh Potato (Red)',
      nepaliTitle: 'रातो आलु',
      category: 'Vegetables',
      image: '/uploads/potato.webp',
      sellingPricePaisa: 12_050,
      markedPricePaisa: 15_000,
      stock: 12,
    });
  });
  it('falls back to 0.44 × marked price when selling price is 0, and to image when no primary', () => {
    const item = productToCartItem(
      sampleProduct({ selling_price: 0, primary_image: { image: '', thumbnail_image: '' } }),
    );
    expect(item.sellingPricePaisa).toBe(6_600);
    expect(item.image).toBe('/uploads/potato.webp');
  });
});

describe('response shapes', () => {
  const review = {
    id: 1,
    user: { first_name: 'Sita', middle_name: null, last_name: 'Sharma' },
    created_at: '2026-11-20T10:00:00Z',
    review: 'Fresh!',
    rating: 5,
  };

  it('product detail is { data: { product, reviews, recommended_products } }', () => {
    const body = { data: { product: sampleProduct(), reviews: [review], recommended_products: [] } };
    expect(ProductDetailResponseSchema.safeParse(body).success).toBe(true);
    expect(ProductDetailResponseSchema.safeParse({ product: sampleProduct() }).success).toBe(false);
  });

  it('reviews are 1–5 whole stars', () => {
    expect(ReviewSchema.safeParse({ ...review, rating: 0 }).success).toBe(false);
    expect(ReviewSchema.safeParse({ ...review, rating: 4.5 }).success).toBe(false);
  });

  it('home data', () => {
    const body = {
      banners: [{ id: 1, image: '/b.jpg', title: 'Dashain' }],
      today_special: [sampleProduct()],
      new_arrival: [],
      categories: [{ id: 2, title: 'Vegetables', nepali_title: 'तरकारी', products: [sampleProduct()] }],
    };
    expect(HomeDataSchema.safeParse(body).success).toBe(true);
  });

  it('paginated lists', () => {
    const schema = paginated(ProductSchema);
    expect(
      schema.safeParse({ count: 1, next: null, previous: null, results: [sampleProduct()] }).success,
    ).toBe(true);
    expect(schema.safeParse({ results: [] }).success).toBe(false);
  });

  it('addresses', () => {
    const address = {
      id: 1,
      address_type: 2,
      location: 'Baneshwor',
      land_mark: '',
      province: { id: 3, name: 'Bagmati', name_ne: 'बागमती' },
      district: null,
      municipality: null,
      nearest_branch: { id: 1, name: 'Kathmandu station' },
      full_name: 'Sita Sharma',
      phone: '9841000000',
      is_default: false,
    };
    expect(AddressSchema.safeParse(address).success).toBe(true);
    expect(AddressSchema.safeParse({ ...address, address_type: 3 }).success).toBe(false);
    expect(ADDRESS_TYPES[0]).toBe('Home');
    expect(addressTypeLabel(1)).toBe('Work');
    expect(addressTypeLabel(9)).toBe('Other');
  });

  it('orders', () => {
    const order = {
      id: 1,
      tracking_id: 'KM-000001',
      created_at: '2026-11-20T10:00:00.000Z',
      total: 241,
      subtotal: 241,
      discount: 0,
      delivery_charge: 0,
      order_status: 'Order Processing',
      payment_completed: false,
      payment_method: 'cod',
      lines: [
        { product_id: 1, slug: 'red-potato', title: 'Potato', quantity: 2, price: 120.5, image: '/p.jpg' },
      ],
    };
    expect(OrderSchema.safeParse(order).success).toBe(true);
    expect(OrderSchema.safeParse({ ...order, order_status: 'Pending' }).success).toBe(false);
    expect(ORDER_STATUSES.filter(isCancellable)).toEqual(['Order Processing']);
  });

  it('auth answers', () => {
    expect(LoginResponseSchema.safeParse({ access_token: 'a', refresh_token: 'r', user_id: 3 }).success).toBe(
      true,
    );
    expect(TokenRefreshResponseSchema.safeParse({ token: { access: 'a', refresh: 'r' } }).success).toBe(true);
    expect(TokenRefreshResponseSchema.safeParse({ access: 'a' }).success).toBe(false);
  });

  it('profile', () => {
    const body = {
      user: {
        first_name: 'Sita',
        middle_name: null,
        last_name: 'Sharma',
        email: 's@x.np',
        phone: '9841000000',
      },
      profile: { date_of_birth: null, gender: '', image: null },
    };
    expect(ProfileResponseSchema.safeParse(body).success).toBe(true);
    expect(
      ProfileResponseSchema.safeParse({ ...body, profile: { ...body.profile, date_of_birth: '1995-13-01' } })
        .success,
    ).toBe(false);
  });

  it('delivery charge and checkout', () => {
    expect(
      DeliveryChargeResponseSchema.safeParse({
        data: { delivery_info: { delivery_charge: 100, delivery_time: '1-2 days', distance: 3.2 } },
      }).success,
    ).toBe(true);
    expect(
      CheckoutResponseSchema.safeParse({ order_id: 1, tracking_id: 'KM-1', total_amount: 241 }).success,
    ).toBe(true);
  });
});

describe('vouchers on the wire', () => {
  it('apply body needs a non-blank code', () => {
    expect(VoucherApplyBodySchema.safeParse({ code: ' ', order_total: 100 }).success).toBe(false);
    expect(VoucherApplyBodySchema.parse({ code: ' dashain ', order_total: 100 }).code).toBe('dashain');
  });

  it('turns a percentage voucher into an applied promo in paisa', () => {
    const body = VoucherApplyResponseSchema.parse({
      voucher: {
        code: 'DASHAIN10',
        voucher_type: 'Percentage',
        discount_percentage: 10,
        discount_amount: null,
        minimum_order_value: 500,
        maximum_discount: 200,
      },
      discount_amount: 100,
      is_valid: true,
      message: 'Promo code applied',
    });
    expect(voucherInfoToAppliedPromo(body.voucher)).toEqual({
      code: 'DASHAIN10',
      discount: { type: 'percentage', value: 10, maximumDiscountPaisa: 20_000, minimumOrderPaisa: 50_000 },
    });
  });

  it('turns an amount voucher into a fixed discount', () => {
    expect(
      voucherInfoToAppliedPromo({
        code: 'FLAT50',
        voucher_type: 'Amount',
        discount_percentage: null,
        discount_amount: 50.5,
        minimum_order_value: 0,
        maximum_discount: 100,
      }),
    ).toEqual({
      code: 'FLAT50',
      discount: { type: 'fixed', value: 5_050, maximumDiscountPaisa: null, minimumOrderPaisa: 0 },
    });
    expect(voucherInfoToAppliedPromo(null)).toBeNull();
  });
});

describe('PageQuerySchema', () => {
  it('defaults to page 1 of 24 and coerces query-string numbers', () => {
    expect(PageQuerySchema.parse({})).toEqual({ page: 1, page_size: 24 });
    expect(PageQuerySchema.parse({ page: '3', page_size: '100' })).toEqual({ page: 3, page_size: 100 });
  });
  it.each<[string, Record<string, unknown>]>([
    ['page 0', { page: '0' }],
    ['negative page', { page: '-1' }],
    ['fractional page', { page: '1.5' }],
    ['page not a number', { page: 'abc' }],
    ['page_size 0', { page_size: '0' }],
    ['page_size over 100', { page_size: '101' }],
    ['empty page_size', { page_size: '' }],
  ])('rejects %s', (_n, query) => {
    expect(PageQuerySchema.safeParse(query).success).toBe(false);
  });
});

describe('server cart contract', () => {
  it('turns server lines into cart items with server prices and quantities clamped to stock', () => {
    const product = { ...sampleProduct(), id: 7, selling_price: 55.5, total_available_quantity: 3 };
    const items = serverCartToItems(
      ServerCartSchema.parse({ items: [{ product_id: 7, quantity: 5, product }], version: 0 }),
    );
    expect(items).toEqual([{ ...productToCartItem(product), quantity: 3 }]);
    expect(items[0]!.sellingPricePaisa).toBe(5550);
  });

  it('refuses a replace body naming a product twice', () => {
    const twice = {
      items: [
        { product_id: 1, quantity: 1 },
        { product_id: 1, quantity: 2 },
      ],
    };
    expect(CartReplaceBodySchema.safeParse(twice).success).toBe(false);
    expect(CartReplaceBodySchema.safeParse({ items: [{ product_id: 1, quantity: 2 }] }).success).toBe(true);
  });
});

describe('municipalityFullNames', () => {
  it.each([
    [
      { name: 'Bhaktapur', name_ne: 'भक्तपुर', type: 'municipality' },
      'Bhaktapur Municipality',
      'भक्तपुर नगरपालिका',
    ],
    [
      { name: 'Kathmandu', name_ne: 'काठमाडौं', type: 'metropolitan' },
      'Kathmandu Metropolitan City',
      'काठमाडौं महानगरपालिका',
    ],
    [{ name: 'X', name_ne: 'य', type: 'unknown' }, 'X', 'य'],
  ])('%j', (m, en, ne) => {
    expect(municipalityFullNames(m)).toEqual({ full_name: en, full_name_ne: ne });
  });
});
