// The search port: web sources for analysis.sources. Search is optional: the engine works, with
// fewer sources, when no provider is configured or a provider fails.

export interface SearchResult {
  title: string;
  url: string;
  snippet: string;
  /** When the provider says when the page was published, as it wrote it. */
  published?: string;
}

export interface SearchOptions {
  /** Results wanted, 1–20 (default 8). */
  limit?: number;
  /** ISO 639-1 code of the results' language, where the provider can filter by it. */
  language?: string;
}

export interface SearchProvider {
  name: string;
  /** Throws DomainError('search_failed') when the provider cannot answer; callers catch it. */
  search(query: string, options?: SearchOptions): Promise<SearchResult[]>;
}

/** Settings every adapter takes; baseUrl points at a self-hosted instance or a test server. */
export interface ProviderSettings {
  apiKey?: string;
  baseUrl?: string;
  timeoutMs?: number;
}
