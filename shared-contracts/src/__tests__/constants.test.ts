import {
  COMPARISON,
  COOKIES,
  DEFAULT_CART_CONTROL,
  isSupportedPaymentCode,
  LAYOUT,
  MENU,
  ORDER,
  OTP,
  PAGING,
  PAYMENT,
  PAYMENT_CODES,
  PHONE,
  PICKUP_ORDER_ADDRESS,
  REGION,
  SEARCH,
  STOCK_FALLBACK,
  STORE_CONFIG_DEFAULTS,
  TIMINGS,
} from '../constants';

describe('business constants of both specs (section 9)', () => {
  it('one-time code: 4 digits, auto-submit after 400 ms, resend countdown 120 s', () => {
    expect(OTP).toEqual({ length: 4, autoSubmitMs: 400, resendCountdownSeconds: 120 });
  });

  it('phone: 11 digits, prefixes 010, 011, 012, 015, analytics +20', () => {
    expect(PHONE).toEqual({
      length: 11,
      prefixes: ['010', '011', '012', '015'],
      analyticsPrefix: '+20',
    });
  });

  it('cookies: i18n_locale 365 days, group-id 30 days (2592000 s), cart 2 days, store default', () => {
    expect(COOKIES.locale).toEqual({
      name: 'i18n_locale',
      maxAgeDays: 365,
      maxAgeSeconds: 31_536_000,
    });
    expect(COOKIES.groupId.maxAgeSeconds).toBe(COOKIES.groupId.maxAgeDays * 86_400);
    expect(COOKIES.groupId).toMatchObject({
      name: 'group-id',
      path: '/',
      maxAgeSeconds: 2_592_000,
    });
    expect(COOKIES.cart).toEqual({ name: 'cart', maxAgeDays: 2, maxAgeSeconds: 172_800 });
    expect(COOKIES.store.defaultValue).toBe('default');
  });

  it('timings of the shell', () => {
    expect(TIMINGS).toEqual({
      chunkReloadGuardMs: 60_000,
      alertLifetimeMs: 5000,
      addToCartAlertMs: 5000,
      progressBarThrottleMs: 200,
      progressBarDurationMs: 5000,
      pageLoadingWaitPollMs: 200,
      productImpressionDebounceMs: 200,
      searchDebounceMs: 800,
      categoryWaitPollMs: 100,
      categoryWaitTicks: 450,
    });
    expect(SEARCH).toEqual({ debounceMs: 800, aiRecommendationsCount: 5 });
  });

  it('comparison: 4 products under compare_skus, slider 2.2 / 3 from 768 / 4 from 1024', () => {
    expect(COMPARISON.maxItems).toBe(4);
    expect(COMPARISON.storageKey).toBe('compare_skus');
    expect(COMPARISON.slidesPerView.map((entry) => [entry.minWidth, entry.slidesPerView])).toEqual([
      [0, 2.2],
      [768, 3],
      [1024, 4],
    ]);
    expect(COMPARISON.sliderAlignments).toEqual(['start', 'center', 'end']);
  });

  it('menus, layout and region', () => {
    expect(MENU).toEqual({ desktopBarCategories: 5, menuCategories: 9, homeFeaturedCategories: 9 });
    expect(LAYOUT.stickyHeaderMinWidth).toBe(767);
    expect(LAYOUT.breakpoints).toEqual({ sm: 768, md: 1024, lg: 1280, xl: 1536 });
    expect(LAYOUT.containerMaxWidth).toBe(1166);
    expect(REGION).toEqual({
      defaultCountry: 'EG',
      defaultStoreSource: 'default',
      currency: 'EGP',
      morningCutHour: 12,
    });
  });

  it('page sizes: 24 by default, previously purchased 12, OrderByNumber 1, OrdersByNumber 5', () => {
    expect(PAGING).toMatchObject({
      defaultPageSize: 24,
      previouslyPurchasedPageSize: 12,
      orderByNumberCount: 1,
      ordersByNumberCount: 5,
    });
  });

  it('cart, order and store configuration defaults', () => {
    expect(DEFAULT_CART_CONTROL).toEqual({
      incrementStep: 1,
      minAmount: 0,
      maxAmount: null,
      unit: null,
    });
    expect(STOCK_FALLBACK).toBe(10000);
    expect(ORDER.source).toBe('Web');
    expect(PAYMENT.wallet).toBe('robusta_accept_mobile_wallets');
    expect(PICKUP_ORDER_ADDRESS).toEqual({
      countryCode: 'EG',
      postcode: '12345',
      firstname: 'Store pickup',
      saveInAddressBook: false,
    });
    expect(STORE_CONFIG_DEFAULTS).toEqual({
      limited_qty_threshold: 1,
      substitution_time_interval: 30,
      minimum_order_amount: 0,
      source_delivery_buffer: 3,
      store_pickup_enabled: false,
    });
  });

  it('only the listed payment codes are supported', () => {
    expect(PAYMENT_CODES).toHaveLength(9);
    expect(isSupportedPaymentCode('cashondelivery')).toBe(true);
    expect(isSupportedPaymentCode('robusta_accept_valu')).toBe(true);
    expect(isSupportedPaymentCode('paypal')).toBe(false);
  });
});
