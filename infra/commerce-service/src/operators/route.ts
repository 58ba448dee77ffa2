/**
 * POST /admin/graphql: the operator API, a GraphQL endpoint of its own (schema.ts, api.ts), not
 * part of the shoppers' /graphql. `Authorization: Bearer <session token>` from the `login`
 * mutation. Errors carry `extensions.code` (errors.ts); an unexpected error is logged and answered
 * as "Internal error" without its text.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  buildSchema,
  execute,
  GraphQLError,
  NoSchemaIntrospectionCustomRule,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLFieldResolver,
} from 'graphql';
import type { Kysely } from 'kysely';
import type { ServiceConfig } from '../config';
import type { Database } from '../db/schema';
import { bearerToken } from '../graphql/context';
import type { Messenger } from '../messages/messenger';
import { scopeOf } from '../messages/request-scope';
import { operatorOfToken } from './accounts';
import { invoke, OPERATIONS, type OpsContext } from './api';
import { OpsError } from './errors';
import { OPERATOR_SDL } from './schema';

export const ADMIN_GRAPHQL_PATH = '/admin/graphql';
/** The longest query text accepted (docs/security.md). */
export const ADMIN_QUERY_MAX = 10_000;

const schema = buildSchema(OPERATOR_SDL);

/** Root fields resolve through `invoke`: graphql-js calls rootValue[field](args, context). */
const rootValue = Object.fromEntries(
  Object.keys(OPERATIONS).map((name) => [
    name,
    (args: Record<string, unknown>, ctx: OpsContext) => invoke(name, args, ctx),
  ]),
) as Record<string, GraphQLFieldResolver<unknown, OpsContext>>;

function formatError(request: FastifyRequest, error: GraphQLError) {
  const original = error.originalError;
  if (original && !(original instanceof OpsError) && !(original instanceof GraphQLError)) {
    request.log.error({ err: original }, 'operator API: internal error');
    return { message: 'Internal error', path: error.path, extensions: { code: 'INTERNAL' } };
  }
  return error.toJSON();
}

export function registerOperatorApi(
  app: FastifyInstance,
  deps: { config: ServiceConfig; db: Kysely<Database>; messenger: Messenger },
): void {
  const { config, db } = deps;
  const rules = config.production
    ? [...specifiedRules, NoSchemaIntrospectionCustomRule]
    : specifiedRules;
  app.post<{ Body: { query?: unknown; variables?: unknown; operationName?: unknown } | null }>(
    ADMIN_GRAPHQL_PATH,
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { query, variables, operationName } = request.body ?? {};
      const bad = (message: string) =>
        reply.code(400).send({ errors: [{ message, extensions: { code: 'BAD_INPUT' } }] });
      if (typeof query !== 'string' || query.length === 0 || query.length > ADMIN_QUERY_MAX)
        return bad(`"query" must be a GraphQL document of at most ${ADMIN_QUERY_MAX} characters.`);
      if (variables != null && (typeof variables !== 'object' || Array.isArray(variables)))
        return bad('"variables" must be an object.');
      let document: DocumentNode;
      try {
        document = parse(query);
      } catch (error) {
        return bad((error as Error).message);
      }
      const invalid = validate(schema, document, rules);
      if (invalid.length > 0)
        return reply.code(400).send({ errors: invalid.map((e) => e.toJSON()) });
      const token = bearerToken(request);
      const ctx: OpsContext = {
        deps: { db, config, messages: scopeOf(request, deps.messenger) },
        operator: token ? await operatorOfToken(db, token, config.now()) : null,
        token,
        ip: request.ip,
      };
      const result = await execute({
        schema,
        document,
        rootValue,
        contextValue: ctx,
        variableValues: (variables ?? undefined) as Record<string, unknown> | undefined,
        operationName: typeof operationName === 'string' ? operationName : undefined,
      });
      return {
        ...(result.data !== undefined ? { data: result.data } : {}),
        ...(result.errors ? { errors: result.errors.map((e) => formatError(request, e)) } : {}),
      };
    },
  );
}
