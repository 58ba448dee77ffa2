import type { Resolver, ResolverFn } from '../__generated__/resolvers-types';

/**
 * A domain's resolver map as `mergeResolvers` takes it. The entries are typed where they are
 * written, with `FieldResolvers` over the types generated from the schema
 * (`src/__generated__/resolvers-types.ts`, `npm run codegen`): a schema change that breaks a
 * resolver's name, arguments or result fails the typecheck.
 */
export type Resolvers = Record<string, Record<string, unknown>>;

type FieldResolver<F, P, Checked extends boolean> =
  NonNullable<F> extends Resolver<infer T, infer _Parent, infer C, infer A>
    ? ResolverFn<Checked extends true ? T : unknown, P, C, A>
    : never;

/**
 * The generated resolvers of one schema type (`QueryResolvers`, `CartResolvers`...), as a domain
 * writes them:
 * - `P` is the parent the domain's field resolvers receive: the view it built for that type, which
 *   may carry ids the schema does not expose (`unknown` for Query and Mutation);
 * - only fields of the schema type are accepted (the generated index signature is dropped, so a
 *   misspelt or removed field fails the typecheck), with the generated argument types;
 * - results are checked against the schema, except for the fields named in `Unchecked`: those
 *   answer with a database row where the schema has an object (a product, a customer), which the
 *   generated types cannot describe until the codegen config maps those types (see the README).
 */
export type FieldResolvers<R, P, Unchecked extends string = never> = {
  [K in keyof R as string extends K ? never : K]?: FieldResolver<
    R[K],
    P,
    K extends Unchecked ? false : true
  >;
};

/**
 * The resolver of an interface type, given the domain's parent `P`. Mercurius reads `resolveType`,
 * where the generated types (after graphql-tools) name it `__resolveType`; the type names it may
 * answer are the generated ones.
 */
export type InterfaceResolver<R extends { __resolveType: (...args: never[]) => unknown }, P> = {
  resolveType: (parent: P) => ReturnType<R['__resolveType']>;
};
