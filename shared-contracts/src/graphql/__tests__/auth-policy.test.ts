import { parse } from 'graphql';
import { isCacheable, needsAuthorization } from '../auth-policy';

describe('authorization-header policy (shell spec section 6)', () => {
  it('a products query is cacheable, even when it selects cart_control', () => {
    const products = `query Products($pageSize: Int) {
      products(pageSize: $pageSize) { items { sku name cart_control { increment_step } } }
    }`;
    expect(needsAuthorization(products)).toBe(false);
    expect(isCacheable(products)).toBe(true);
  });

  it('query Identity is not cacheable', () => {
    expect(needsAuthorization('query Identity { customer { firstname } }')).toBe(true);
    expect(isCacheable('query Identity { me: viewer { id } }')).toBe(false);
  });

  it('every mutation carries the header', () => {
    expect(
      needsAuthorization(
        'mutation SubscribeToEmail($email: String!) { subscribe(email: $email) { status } }',
      ),
    ).toBe(true);
    expect(needsAuthorization('mutation { createEmptyCart }')).toBe(true);
  });

  it.each([
    'query PhoneByEmail { phoneByEmail(email: "a@b.co") }',
    'query PaymentMethods { paymentMethods { code } }',
    'query GuestPaymentMethods($id: String!) { cart(cart_id: $id) { available_payment_methods { code } } }',
    'query Cart($id: String!) { cart(cart_id: $id) { id } }',
    'query CustomerAddresses { addresses { id } }',
    'query CustomerOrders { orders { total_count } }',
    'query OrderByNumber($n: String!) { orderByNumber(number: $n) { id } }',
    'query { customer { email } }',
    'query Wishlist { wishlist { id } }',
    'query StockSources { stockSources { code } }',
    'query DeliveryDays($d: Int!) { availableDeliveryDays(districtId: $d) { day } }',
    'query DeliveryDate { deliveryDate }',
    'query DeliveryTime { deliveryTime }',
    'query NextDeliveryInterval { nextDeliveryInterval { day } }',
    'query CustomerCards { cards { card_id } }',
    'query PreviouslyPurchasedProducts { previouslyPurchasedProducts { items { sku } } }',
    'query GetLoyaltyPoints { loyaltyPoints { points } }',
    'query GetVouchers { evouchers { code } }',
    'query GetPointsHistory { pointsHistory { items { id } } }',
    'query StockBackNotificationIds { stock_back_notification_ids }',
    'query Substitutions($id: ID!) { substitution(id: $id) { id } }',
    'query Suggestions { suggestions { name } }',
  ])('%s carries the header', (query) => {
    expect(needsAuthorization(query)).toBe(true);
  });

  it.each([
    'query CategoryList { categoryList { uid name } }',
    'query StoreConfig { storeConfig { base_currency_code } }',
    'query RegionsForCountry($id: String!) { country(id: $id) { available_regions { id } } }',
    'query TiersInformation { tiers { code points } }',
    'query ProductCompare($skus: [String!]) { products(filter: { sku: { in: $skus } }) { items { sku } } }',
    'query FirstDeliveryInterval($d: Int!) { firstDeliveryInterval(districtId: $d) { day from to } }',
    'query GetAllStores { stores { name } }',
  ])('%s is cacheable', (query) => {
    expect(isCacheable(query)).toBe(true);
  });

  it('looks through inline fragments and fragment spreads at the root', () => {
    expect(
      needsAuthorization('query Q { ...Root } fragment Root on Query { customer { id } }'),
    ).toBe(true);
    expect(needsAuthorization('query Q { ... on Query { wishlist { id } } }')).toBe(true);
    expect(
      needsAuthorization(
        'query Q { ...Root } fragment Root on Query { products { total_count } ...Root }',
      ),
    ).toBe(false);
    expect(needsAuthorization('query Q { ...Missing products { total_count } }')).toBe(false);
  });

  it('accepts a parsed document and picks the named operation', () => {
    const document = parse(
      'query Products { products { total_count } } query Identity { customer { id } }',
    );
    expect(needsAuthorization(document, 'Products')).toBe(false);
    expect(needsAuthorization(document, 'Identity')).toBe(true);
    expect(needsAuthorization(document)).toBe(true);
    expect(needsAuthorization(parse('fragment F on Query { customer { id } }'))).toBe(false);
  });

  it('refuses text that is not GraphQL with a clear error', () => {
    expect(() => needsAuthorization('query {')).toThrow(
      'needsAuthorization: the operation is not valid GraphQL',
    );
  });
});
