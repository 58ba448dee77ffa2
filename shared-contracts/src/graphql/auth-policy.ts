import { Kind, OperationTypeNode, parse } from 'graphql';
import type { DocumentNode, FragmentDefinitionNode, SelectionSetNode } from 'graphql';

/**
 * Name fragments that make an operation carry the authorization header (shell spec section 6,
 * commerce spec section 6), compared against names lower-cased with `_` and `-` removed:
 * identity, phone-by-email, payment methods, cart, addresses, orders, customer, wishlist,
 * stock sources, delivery date / time / days, next delivery interval, cards, previously
 * purchased, loyalty points, vouchers, points history, stock-back notifications,
 * substitutions, suggestions. Every mutation carries it too.
 */
export const AUTHORIZED_OPERATION_PATTERNS = [
  'identity',
  'phonebyemail',
  'paymentmethod',
  'cart',
  'address',
  'order',
  'customer',
  'wishlist',
  'stocksource',
  'deliverydate',
  'deliverytime',
  'deliveryday',
  'nextdeliveryinterval',
  'card',
  'previouslypurchased',
  'loyaltypoint',
  'voucher',
  'pointshistory',
  'stockbacknotification',
  'substitution',
  'suggestion',
] as const;

function normalise(name: string): string {
  return name.toLowerCase().replace(/[_\-\s]/g, '');
}

function matchesPolicy(name: string): boolean {
  const normalised = normalise(name);
  return AUTHORIZED_OPERATION_PATTERNS.some((pattern) => normalised.includes(pattern));
}

/** Root field names of a selection set, following inline fragments and fragment spreads. */
function rootFieldNames(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
  seen: Set<string> = new Set(),
): string[] {
  const names: string[] = [];
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      names.push(selection.name.value);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      names.push(...rootFieldNames(selection.selectionSet, fragments, seen));
    } else {
      const fragment = fragments.get(selection.name.value);
      if (fragment && !seen.has(fragment.name.value)) {
        seen.add(fragment.name.value);
        names.push(...rootFieldNames(fragment.selectionSet, fragments, seen));
      }
    }
  }
  return names;
}

function toDocument(operation: string | DocumentNode): DocumentNode {
  if (typeof operation !== 'string') return operation;
  try {
    return parse(operation);
  } catch (error) {
    // graphql's parse only throws GraphQLError (an Error) for bad text.
    const reason = (error as Error).message;
    throw new Error(`needsAuthorization: the operation is not valid GraphQL (${reason})`, {
      cause: error,
    });
  }
}

/**
 * True when the operation must carry the authorization header: it is a mutation, or its
 * operation name or one of its root fields matches the policy (case-insensitive). Field names
 * deeper in the query (such as a product's `cart_control`) do not count, so catalogue queries
 * stay cacheable. With several operations in one document, `operationName` picks one; without
 * it any operation that needs authorization makes the answer true.
 * @throws Error when `operation` is text that does not parse as GraphQL.
 */
export function needsAuthorization(
  operation: string | DocumentNode,
  operationName?: string,
): boolean {
  const document = toDocument(operation);
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION)
      fragments.set(definition.name.value, definition);
  }
  return document.definitions.some((definition) => {
    if (definition.kind !== Kind.OPERATION_DEFINITION) return false;
    if (operationName !== undefined && definition.name?.value !== operationName) return false;
    if (definition.operation === OperationTypeNode.MUTATION) return true;
    if (definition.name && matchesPolicy(definition.name.value)) return true;
    return rootFieldNames(definition.selectionSet, fragments).some(matchesPolicy);
  });
}

/**
 * True when the query may be cached and sent without the authorization header (the
 * opposite of `needsAuthorization`).
 */
export function isCacheable(operation: string | DocumentNode, operationName?: string): boolean {
  return !needsAuthorization(operation, operationName);
}
