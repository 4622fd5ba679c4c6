/**
 * Paging: async iterators over the pages of a list operation, following `@odata.nextLink` (OData
 * server-driven paging, the business application APIs) or `nextLink` (the management-plane lists), with
 * items typed by the contract.
 *
 * ```ts
 * for await (const customer of paginate(client, "/api/v2.0/companies({companyId})/{entitySetName}", {
 *   params: { path: { companyId, entitySetName: "customers" } },
 *   headers: { Prefer: "odata.maxpagesize=100" },
 * })) console.log(customer.displayName);
 * ```
 *
 * Next pages are read with the same client (its headers, middleware and retry policy apply), sending
 * the first call's headers again (Authorization, Prefer ...) and the link as it is (the continuation
 * token is in it). A link to another origin is refused unless `allowCrossOrigin` (the client's
 * credentials would go there); a link seen twice or more than `maxPages` pages end with a PagingError.
 */
import type { Client, ClientPathsWithMethod, FetchResponse, MaybeOptionalInit, MethodResponse } from "openapi-fetch";

// eslint-disable-next-line @typescript-eslint/no-explicit-any
// biome-ignore lint/suspicious/noExplicitAny: any client of any API: openapi-fetch's Client is invariant in its path and media types
type AnyClient = Client<any, any>;

/** Paths of a client that have a GET operation. */
export type GetPath<C extends AnyClient> = ClientPathsWithMethod<C, "get">;
/** The success body of GET `P` (one page). */
export type PageOf<C extends AnyClient, P extends GetPath<C>> = MethodResponse<C, "get", P>;
/** The `paths` interface of a client. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
// biome-ignore lint/suspicious/noExplicitAny: the media type is not asked for here
export type PathsOf<C extends AnyClient> = C extends Client<infer Paths, any> ? Paths : never;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
// biome-ignore lint/suspicious/noExplicitAny: the paths are not asked for here
type MediaOf<C extends AnyClient> = C extends Client<any, infer M> ? M : never;
/** The GET operation of path `P`. */
type GetOp<C extends AnyClient, P> = P extends keyof PathsOf<C> ? ("get" extends keyof PathsOf<C>[P] ? PathsOf<C>[P]["get"] : never) : never;
/** The error body of GET `P`, as the contract declares it. */
export type ErrorOf<C extends AnyClient, P extends GetPath<C>> = GetOp<C, P> extends Record<string | number, unknown> ? NonNullable<FetchResponse<GetOp<C, P>, object, MediaOf<C>>["error"]> : never;
/** The second argument of `client.GET(P, init)`. */
export type InitOf<C extends AnyClient, P extends GetPath<C>> = P extends keyof PathsOf<C> ? MaybeOptionalInit<PathsOf<C>[P], "get"> : never;
/** The item type of a page: the elements of its `value` array. */
export type ItemOf<Page> = Page extends { value?: infer V } ? (NonNullable<V> extends ReadonlyArray<infer I> ? I : never) : never;

export interface PagingOptions<Page = unknown, Item = unknown> {
  /** Stop with a PagingError after this many pages. Default 1000. */
  maxPages?: number;
  /** Follow a link to another origin than the first page's (sends the client's credentials there). Default false. */
  allowCrossOrigin?: boolean;
  /** Abort between or during page reads. Also taken from `init.signal`. */
  signal?: AbortSignal;
  /** The items of a page. Default: its `value` array. */
  items?: (page: Page) => readonly Item[] | null | undefined;
  /** The link to the next page. Default: `@odata.nextLink`, then `nextLink`. */
  nextLink?: (page: Page) => string | null | undefined;
}

export interface PageResult<Page> {
  /** 1 for the first page. */
  pageNumber: number;
  data: Page;
  response: Response;
}

/** A page could not be read: an error answer (typed `error`), a link that cannot be followed, or too many pages. */
export class PagingError<E = unknown> extends Error {
  override readonly name = "PagingError";
  constructor(
    message: string,
    /** The page that failed (1 for the first). */
    readonly pageNumber: number,
    /** The error body of the answer, as the contract declares it (undefined when it is not an error answer). */
    readonly error?: E,
    readonly response?: Response,
  ) {
    super(message);
  }
}

/** The PagingError of GET `P`, its `error` typed by the contract: `catch (e) { if (e instanceof PagingError) (e as PagingErrorOf<typeof client, "/path">).error ... }`. */
export type PagingErrorOf<C extends AnyClient, P extends GetPath<C>> = PagingError<ErrorOf<C, P>>;

export interface Paginated<Item, Page> extends AsyncIterable<Item> {
  /** Every page with its response, in order. */
  pages(): AsyncIterableIterator<PageResult<Page>>;
  /** Every item of every page, read into one array. */
  toArray(): Promise<Item[]>;
}

type Loose = {
  GET(path: string, init?: Record<string, unknown>): Promise<{ data?: unknown; error?: unknown; response: Response }>;
};

const defaultNextLink = (page: unknown): string | undefined => {
  if (typeof page !== "object" || page === null) return undefined;
  const p = page as Record<string, unknown>;
  const link = p["@odata.nextLink"] ?? p.nextLink;
  return typeof link === "string" && link !== "" ? link : undefined;
};
const defaultItems = (page: unknown): readonly unknown[] => {
  const value = typeof page === "object" && page !== null ? (page as { value?: unknown }).value : undefined;
  return Array.isArray(value) ? value : [];
};

/** Iterate the items (or, with `.pages()`, the pages) of a list operation of an openapi-fetch client. */
export function paginate<C extends AnyClient, P extends GetPath<C>>(
  client: C,
  path: P,
  init: InitOf<C, P>,
  options: PagingOptions<PageOf<C, P>, ItemOf<PageOf<C, P>>> = {},
): Paginated<ItemOf<PageOf<C, P>>, PageOf<C, P>> {
  type Page = PageOf<C, P>;
  type Item = ItemOf<Page>;
  const loose = client as unknown as Loose;
  const first = (init ?? {}) as Record<string, unknown>;
  const signal = options.signal ?? (first.signal as AbortSignal | undefined);
  const maxPages = options.maxPages ?? 1000;
  const nextLinkOf = (options.nextLink ?? defaultNextLink) as (page: unknown) => string | null | undefined;
  const itemsOf = (options.items ?? defaultItems) as (page: unknown) => readonly Item[] | null | undefined;

  async function* pages(): AsyncIterableIterator<PageResult<Page>> {
    let result = await loose.GET(path as string, { ...first, ...(signal ? { signal } : {}) });
    let origin: string | undefined;
    let base: string | undefined;
    const seen = new Set<string>();
    for (let pageNumber = 1; ; pageNumber++) {
      const { response } = result;
      if (result.error !== undefined || !response.ok) {
        throw new PagingError(`page ${pageNumber} answered ${response.status} ${response.statusText}`.trim(), pageNumber, result.error as ErrorOf<C, P>, response);
      }
      if (response.url) {
        base = response.url;
        origin ??= new URL(response.url).origin;
      }
      const data = result.data as Page;
      yield { pageNumber, data, response };
      const link = nextLinkOf(data);
      if (!link) return;
      let next: URL;
      try {
        next = new URL(link, base);
      } catch {
        throw new PagingError(`page ${pageNumber} has a next link that is not a URL: ${link}`, pageNumber + 1);
      }
      origin ??= next.origin;
      if (next.origin !== origin && !options.allowCrossOrigin) {
        throw new PagingError(`page ${pageNumber} links to another origin (${next.origin}, first page from ${origin}); pass allowCrossOrigin to follow it`, pageNumber + 1);
      }
      if (seen.has(next.href)) throw new PagingError(`page ${pageNumber} links to a page already read (${next.href})`, pageNumber + 1);
      if (pageNumber >= maxPages) throw new PagingError(`more than ${maxPages} pages (maxPages)`, pageNumber + 1);
      seen.add(next.href);
      signal?.throwIfAborted();
      result = await loose.GET(`${next.pathname}${next.search}`, {
        baseUrl: next.origin,
        ...(first.headers !== undefined ? { headers: first.headers } : {}),
        ...(signal ? { signal } : {}),
      });
    }
  }

  async function* items(): AsyncIterableIterator<Item> {
    for await (const page of pages()) yield* itemsOf(page.data) ?? [];
  }

  return {
    pages,
    [Symbol.asyncIterator]: items,
    async toArray() {
      const out: Item[] = [];
      for await (const item of items()) out.push(item);
      return out;
    },
  };
}
