// A test double for the network, not for this remote's hooks: a fetch answering the AI search
// endpoint (GET /ai-search), which only the search remote calls. GraphQL is faked by
// `fakeGraphQL` from @dukkan/build/testing/graphql.

/** A fetch for GET /ai-search answering `{ products }` from the handler, recording the URLs. */
export function fakeAiSearch(
  answer: (params: URLSearchParams) => { status?: number; products?: unknown[] },
) {
  const urls: string[] = [];
  const fetchMock = jest.fn((input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    urls.push(url);
    const { status = 200, products = [] } = answer(new URL(url, 'http://localhost').searchParams);
    return Promise.resolve({
      ok: status < 400,
      status,
      json: () => Promise.resolve(status < 400 ? { products } : { error: 'bad' }),
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { urls, fetchMock };
}
