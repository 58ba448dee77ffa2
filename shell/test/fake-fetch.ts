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

type Answer =
  | { status?: number; body: unknown }
  | ((request: RecordedRequest) => { status?: number; body: unknown });

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
    const { status = 200, body } = typeof answer === 'function' ? answer(request) : answer;
    const text = JSON.stringify(body);
    return Promise.resolve({
      ok: status >= 200 && status < 300,
      status,
      statusText: String(status),
      headers: {
        get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null),
      },
      text: () => Promise.resolve(text),
      json: () => Promise.resolve(JSON.parse(text) as unknown),
    } as unknown as Response);
  });
  return { fetch: fetchImpl as unknown as typeof fetch, requests };
}
