// The credentials of this run's local providers: the store's environment (playwright.prod.config)
// and the servers the spec starts (production-store.spec) take them from here. Test values for
// loopback servers that live as long as one run; no real account is named.
export const PROD_PROVIDERS = {
  smtp: {
    user: 'dukkan-e2e',
    pass: 'e2e-smtp-password-0001',
    from: 'Dukkan <no-reply@dukkan.test>',
  },
  twilio: {
    sid: 'ACe2e0000000000000000000000000001',
    token: 'e2e-twilio-token-0001',
    from: '+15005550006',
  },
} as const;
