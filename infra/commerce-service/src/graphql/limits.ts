import {
  GraphQLError,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxCost: number;
  maxPageSize: number;
}

interface Measure {
  depth: number;
  aliases: number;
  cost: number;
}

/**
 * One validation rule for depth, alias count and cost, so a crafted query is refused before any
 * resolver runs. Cost: every field counts 1 times the product of the page sizes above it (a
 * `pageSize` given as a variable counts as the largest allowed page); fragments are expanded, and
 * a fragment cycle is left to graphql's own NoFragmentCycles rule.
 */
export function queryLimitsRule(limits: QueryLimits): ValidationRule {
  return (context: ValidationContext): ASTVisitor => {
    const multiplierOf = (field: FieldNode): number => {
      const arg = field.arguments?.find((a) => a.name.value === 'pageSize');
      if (!arg) return 1;
      if (arg.value.kind === Kind.INT)
        return Math.max(1, Math.min(Number(arg.value.value), limits.maxPageSize));
      return limits.maxPageSize;
    };

    const measure = (
      set: SelectionSetNode,
      depth: number,
      multiplier: number,
      seen: Set<string>,
      acc: Measure,
    ): void => {
      if (acc.cost > limits.maxCost * 10 || depth > limits.maxDepth + 5) return; // far past the limits: stop counting
      for (const selection of set.selections) {
        if (selection.kind === Kind.FIELD) {
          if (selection.alias) acc.aliases++;
          acc.cost += multiplier;
          acc.depth = Math.max(acc.depth, depth);
          if (selection.selectionSet)
            measure(
              selection.selectionSet,
              depth + 1,
              multiplier * multiplierOf(selection),
              seen,
              acc,
            );
        } else if (selection.kind === Kind.INLINE_FRAGMENT) {
          measure(selection.selectionSet, depth, multiplier, seen, acc);
        } else {
          const name = selection.name.value;
          if (seen.has(name)) continue;
          const fragment = context.getFragment(name);
          if (!fragment) continue;
          measure(fragment.selectionSet, depth, multiplier, new Set([...seen, name]), acc);
        }
      }
    };

    return {
      OperationDefinition(node) {
        const acc: Measure = { depth: 0, aliases: 0, cost: 0 };
        measure(node.selectionSet, 1, 1, new Set(), acc);
        const fail = (message: string) =>
          context.reportError(
            new GraphQLError(message, {
              nodes: [node],
              extensions: { category: 'graphql-input', code: 'QUERY_LIMIT' },
            }),
          );
        if (acc.depth > limits.maxDepth)
          fail(`Query is too deep: depth ${acc.depth} exceeds the limit of ${limits.maxDepth}.`);
        if (acc.aliases > limits.maxAliases)
          fail(
            `Query uses too many aliases: ${acc.aliases} exceeds the limit of ${limits.maxAliases}.`,
          );
        if (acc.cost > limits.maxCost)
          fail(`Query is too expensive: cost ${acc.cost} exceeds the limit of ${limits.maxCost}.`);
      },
    };
  };
}
