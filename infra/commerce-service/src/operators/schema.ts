/**
 * The operator API's schema (POST /admin/graphql), apart from the shoppers' schema in
 * shared-contracts: nothing here is ever served on /graphql. Its resolvers are typed by hand
 * (src/operators/api.ts).
 */
export const OPERATOR_SDL = /* GraphQL */ `
  enum OrderStatus {
    pending_payment
    pending
    processing
    out_for_delivery
    delivered
    closed
    canceled
    payment_failed
  }
  type Operator {
    email: String!
    roles: [String!]!
  }
  type Session {
    token: String!
    expires_at: String!
    operator: Operator!
  }
  type CreatedOperator {
    email: String!
    roles: [String!]!
    "Shown once: the authenticator app reads it; it is not stored anywhere readable."
    otpauth_uri: String!
  }
  type OrderSummary {
    number: String!
    status: OrderStatus!
    payment_status: String!
    payment_method: String!
    grand_total: String!
    customer_email: String
    customer_phone: String
    source_code: String!
    estimated_earned_points: Int!
    points_credited: Boolean!
    created_at: String!
  }
  type MovedOrder {
    number: String!
    status: OrderStatus!
    payment_status: String!
    refunded: Boolean!
  }
  type BulkCancelResult {
    number: String!
    ok: Boolean!
    status: OrderStatus
    refunded: Boolean!
    error: String
  }
  type Substitution {
    order_number: String!
    item_id: Int!
    replacements: Int!
    expires_at: String!
  }
  type ReorderProblem {
    "The order item's id."
    item_id: String!
    code: String!
    message: String!
  }
  type Reordered {
    number: String!
    "How many lines the customer's cart holds now."
    cart_items: Int!
    problems: [ReorderProblem!]!
  }
  type StockRow {
    sku: String!
    source: String!
    qty: Float!
    price: String
  }
  type Coupon {
    code: String!
    label: String!
    kind: String!
    amount: String!
    uses_total: Int
    uses_per_customer: Int
    times_used: Int!
    is_active: Boolean!
  }
  input CouponInput {
    code: String!
    label: String!
    label_ar: String!
    kind: String!
    amount: Float!
    max_discount: Float
    min_subtotal: Float
    from_date: String
    to_date: String
    uses_total: Int
    uses_per_customer: Int
  }
  type FailedMessage {
    id: ID!
    kind: String!
    channel: String!
    recipient: String!
    attempts: Int!
    last_error: String
    failed_at: String
  }
  type RetriedMessage {
    id: ID!
    status: String!
  }
  type AuditEntry {
    id: ID!
    operator_email: String!
    operation: String!
    input: String!
    ok: Boolean!
    result: String!
    created_at: String!
  }
  type Query {
    me: Operator!
    orders(
      status: OrderStatus
      number: String
      phone: String
      email: String
      from: String
      to: String
      limit: Int
    ): [OrderSummary!]!
    failedMessages(limit: Int): [FailedMessage!]!
    auditLog(limit: Int, operator_email: String, operation: String): [AuditEntry!]!
  }
  type Mutation {
    login(email: String!, password: String!, code: String!): Session!
    logout: Boolean!
    moveOrder(number: String!, to: OrderStatus!, comment: String): MovedOrder!
    cancelOrders(numbers: [String!]!, comment: String): [BulkCancelResult!]!
    refundOrder(number: String!): MovedOrder!
    proposeSubstitution(number: String!, item_id: Int): Substitution!
    reorderOrder(number: String!): Reordered!
    "Lets the customer write the order's reviews (or one item's) again; the old ones count until replaced."
    unlockReviews(number: String!, item_id: Int): Int!
    setStock(sku: String!, source: String!, qty: Float!): StockRow!
    setPrice(sku: String!, source: String!, price: Float): StockRow!
    createCoupon(input: CouponInput!): Coupon!
    limitCoupon(code: String!, uses_total: Int, uses_per_customer: Int, is_active: Boolean): Coupon!
    retryMessage(id: ID!): RetriedMessage!
    createOperator(email: String!, password: String!, roles: [String!]!): CreatedOperator!
    setOperatorDisabled(email: String!, disabled: Boolean!): Operator!
  }
`;
