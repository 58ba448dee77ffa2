import {
  alertTypeOf,
  CatalogueError,
  handleError,
  NO_EXCEPTION,
  resolveError,
  stripGraphQLPrefix,
  throwIfDanger,
} from '../catalogue';
import type { ErrorTable } from '../catalogue';

const table: ErrorTable = [
  {
    key: 'byCode',
    level: 'WARNING',
    codes: ['ITEM_QTY'],
    message: { en: 'code en', ar: 'code ar' },
  },
  {
    key: 'byText',
    level: 'DANGER',
    patterns: ['cart isn'],
    message: { en: 'text en', ar: 'text ar' },
  },
  {
    key: 'templated',
    level: 'INFO',
    patterns: [/amount is (\d+)/gi],
    message: (value) => ({ en: `needs ${value}`, ar: `يحتاج ${value}` }),
    action: 'redirectToShipping',
  },
  { key: 'server', level: 'GREEN', patterns: ['rethrow'], message: 'server' },
];

describe('error catalogue resolver', () => {
  it('matches the server message text case-insensitively and gives level, key and message', () => {
    expect(resolveError(new Error("The CART isn't active"), table)).toEqual({
      level: 'DANGER',
      key: 'byText',
      message: 'text en',
      statusCode: 500,
      serverMessage: "The CART isn't active",
    });
    expect(resolveError("The cart isn't active", table, 'ar').message).toBe('text ar');
  });

  it('matches by error code from extensions, user_errors or the error itself', () => {
    expect(resolveError({ extensions: { code: 'ITEM_QTY' } }, table).key).toBe('byCode');
    expect(resolveError([{ code: 'ITEM_QTY', message: 'Could not add' }], table).key).toBe(
      'byCode',
    );
    expect(resolveError({ code: 'ITEM_QTY' }, table, 'ar').message).toBe('code ar');
  });

  it('builds templated messages from the value in the server message and passes the action', () => {
    expect(resolveError('Minimum order amount is 250', table)).toMatchObject({
      key: 'templated',
      level: 'INFO',
      message: 'needs 250',
      action: 'redirectToShipping',
    });
  });

  it('can show the server message itself, without the GraphQL prefix', () => {
    expect(resolveError('GraphQL error: please rethrow this', table).message).toBe(
      'please rethrow this',
    );
  });

  it('is GREEN with message NO_EXCEPTION when nothing matches', () => {
    expect(resolveError(new Error('Something else'), table)).toEqual({
      level: 'GREEN',
      key: NO_EXCEPTION,
      message: 'NO_EXCEPTION',
      statusCode: 500,
      serverMessage: 'Something else',
    });
    expect(resolveError(undefined, table).serverMessage).toBeNull();
    expect(resolveError(42, table).key).toBe(NO_EXCEPTION);
    expect(resolveError('   ', table).serverMessage).toBeNull();
  });

  it('gives errors without a status statusCode 500 and keeps a status when there is one', () => {
    expect(resolveError({ message: 'x' }, table).statusCode).toBe(500);
    expect(resolveError({ message: 'x', statusCode: 404 }, table).statusCode).toBe(404);
    expect(resolveError({ message: 'x', status: 401 }, table).statusCode).toBe(401);
    expect(
      resolveError({ message: 'x', extensions: { http: { status: 403 } } }, table).statusCode,
    ).toBe(403);
    expect(resolveError({ message: 'x', status: 'bad' }, table).statusCode).toBe(500);
  });

  it('looks inside Apollo errors: errors, graphQLErrors, networkError and cause', () => {
    const apollo4 = Object.assign(new Error('combined'), {
      errors: [{ message: "The cart isn't active" }],
    });
    expect(resolveError(apollo4, table).key).toBe('byText');
    expect(resolveError({ graphQLErrors: [{ extensions: { code: 'ITEM_QTY' } }] }, table).key).toBe(
      'byCode',
    );
    expect(
      resolveError({ networkError: { statusCode: 502, message: 'Bad gateway' } }, table).statusCode,
    ).toBe(502);
    expect(resolveError(new Error('outer', { cause: 'rethrow me' }), table).key).toBe('server');
  });

  it('falls back to the key when a server-message rule matches a code without any message', () => {
    const codeOnly: ErrorTable = [
      { key: 'PAYMENT_FAILED', level: 'WARNING', codes: ['PAYMENT_FAILED'], message: 'server' },
    ];
    expect(resolveError({ extensions: { code: 'PAYMENT_FAILED' } }, codeOnly).message).toBe(
      'PAYMENT_FAILED',
    );
  });

  it('tries rules in table order', () => {
    const both = { code: 'ITEM_QTY', message: "The cart isn't active" };
    expect(resolveError(both, table).key).toBe('byCode');
  });

  it('stops at a bounded depth on self-referencing errors', () => {
    const loop: { message: string; cause?: unknown } = { message: 'loop' };
    loop.cause = loop;
    expect(resolveError(loop, table).key).toBe(NO_EXCEPTION);
  });
});

describe('DANGER-level errors are thrown; others are returned', () => {
  it('throws a CatalogueError carrying key, level, status and action', () => {
    const resolved = resolveError({ message: "The cart isn't active", statusCode: 400 }, table);
    expect(() => throwIfDanger(resolved)).toThrow(CatalogueError);
    try {
      handleError({ message: "The cart isn't active", statusCode: 400 }, table, 'ar');
      throw new Error('expected a throw');
    } catch (error) {
      expect(error).toBeInstanceOf(CatalogueError);
      const thrown = error as CatalogueError;
      expect(thrown.message).toBe('text ar');
      expect(thrown.key).toBe('byText');
      expect(thrown.level).toBe('DANGER');
      expect(thrown.statusCode).toBe(400);
      expect(thrown.serverMessage).toBe("The cart isn't active");
      expect(thrown.action).toBeUndefined();
      expect(thrown.name).toBe('CatalogueError');
    }
  });

  it('returns WARNING, INFO and GREEN results', () => {
    expect(handleError({ code: 'ITEM_QTY' }, table).level).toBe('WARNING');
    expect(handleError('amount is 3', table).level).toBe('INFO');
    expect(handleError('nothing', table).key).toBe(NO_EXCEPTION);
  });
});

describe('GraphQL prefix stripping', () => {
  it('removes the prefix once or repeated', () => {
    expect(stripGraphQLPrefix('GraphQL error: x')).toBe('x');
    expect(stripGraphQLPrefix('graphql error: GraphQL error:  x')).toBe('x');
    expect(stripGraphQLPrefix('x GraphQL error: y')).toBe('x GraphQL error: y');
  });
});

describe('alert type per level', () => {
  it('maps DANGER, WARNING, INFO and GREEN to alert types', () => {
    expect(alertTypeOf('DANGER')).toBe('danger');
    expect(alertTypeOf('WARNING')).toBe('warning');
    expect(alertTypeOf('INFO')).toBe('info');
    expect(alertTypeOf('GREEN')).toBe('success');
  });
});
