import { SEARCH } from '@dukkan/contracts';
import type { Locale } from '@dukkan/contracts';

/** One product of the AI search service's answer (GET /ai-search). */
export interface AiSearchProduct {
  sku: string;
  name: string;
  url_key: string;
  image: string | null;
  price: number | null;
}

/** The service takes 1..200 characters. */
const MAX_INPUT = 200;

function isProduct(value: unknown): value is AiSearchProduct {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.sku === 'string' &&
    typeof entry.name === 'string' &&
    typeof entry.url_key === 'string'
  );
}

/**
 * AI custom search (commerce spec section 7): recommendations for what the shopper typed, from
 * the same origin (the gateway proxies /ai-search), in the page language and for the chosen
 * stock source. Throws on a failed answer; the caller only logs it.
 */
export async function fetchAiSuggestions(
  term: string,
  locale: Locale,
  sourceCode: string,
  signal?: AbortSignal,
): Promise<AiSearchProduct[]> {
  const params = new URLSearchParams({
    customer_input: term.slice(0, MAX_INPUT),
    language: locale,
    source_code: sourceCode,
    recommendations_count: String(SEARCH.aiRecommendationsCount),
  });
  const response = await fetch(`/ai-search?${params.toString()}`, {
    headers: { accept: 'application/json' },
    signal,
  });
  if (!response.ok) throw new Error(`AI search answered ${response.status}`);
  const body = (await response.json()) as { products?: unknown };
  if (!Array.isArray(body.products)) return [];
  return body.products.filter(isProduct).map((entry) => ({
    sku: entry.sku,
    name: entry.name,
    url_key: entry.url_key,
    image: typeof entry.image === 'string' ? entry.image : null,
    price: typeof entry.price === 'number' ? entry.price : null,
  }));
}
