/** A recorded request of the fake fetch. */
export interface RecordedRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/**
 * The operation a recorded request carries: from the query text of a GET (the request link sends
 * queries that way), else the POSTed body's operationName.
 */
export function operationOf(request: RecordedRequest): string {
  if (request.method === 'GET') {
    const query = new URL(request.url, 'http://localhost').searchParams.get('query') ?? '';
    return /(query|mutation)\s+(\w+)/.exec(query)?.[2] ?? '';
  }
  return (JSON.parse(request.body ?? '{}') as { operationName?: string }).operationName ?? '';
}

type Reply = { status?: number; body: unknown };

/** The reply to every request, or one per request; a promised reply waits until it settles. */
type Answer = Reply | ((request: RecordedRequest) => Reply | Promise<Reply>);

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const result: Record<string, string> = {};
  const raw = init?.headers;
  if (!raw) return result;
  if (typeof Headers !== 'undefined' && raw instanceof Headers) {
    raw.forEach((value, key) => {
      result[key.toLowerCase()] = value;
    });
  } else if (Array.isArray(raw)) {
    for (const [key, value] of raw) result[key.toLowerCase()] = value;
  } else {
    for (const [key, value] of Object.entries(raw)) result[key.toLowerCase()] = value;
  }
  return result;
}

function responseOf({ status = 200, body }: Reply): Response {
  const text = JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    headers: {
      get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
    },
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(JSON.parse(text) as unknown),
  } as unknown as Response;
}

/**
 * A fetch stand-in for the network boundary: records each request and answers JSON. Works in
 * jsdom, which has no `Response`.
 */
export function fakeFetch(answer: Answer) {
  const requests: RecordedRequest[] = [];
  const fetchImpl = jest.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const request: RecordedRequest = {
      url: typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      method: (init?.method ?? 'GET').toUpperCase(),
      headers: headersOf(init),
      body: typeof init?.body === 'string' ? init.body : undefined,
    };
    requests.push(request);
    const reply = typeof answer === 'function' ? answer(request) : answer;
    // A reply given at once is answered in the same turn as before, not one microtask later.
    return reply instanceof Promise ? reply.then(responseOf) : Promise.resolve(responseOf(reply));
  });
  return { fetch: fetchImpl as unknown as typeof fetch, requests };
}
