/**
 * What a docs page is made of: the bundle as the site reads it, its operations as the page titles them,
 * and the page record the build returns and the index lists.
 */

export type Doc = Record<string, unknown> & {
  info?: { title?: string; summary?: string; description?: string; version?: string };
  paths?: Record<string, Record<string, unknown>>;
  webhooks?: Record<string, Record<string, unknown>>;
  tags?: { name: string; description?: string }[];
  components?: { schemas?: Record<string, unknown> };
};

export interface OperationObject {
  summary?: string;
  operationId?: string;
  description?: string;
  tags?: string[];
}

/** One operation or webhook as the docs page titles it. */
export interface DocOperation {
  kind: "path" | "webhook";
  method: string;
  /** Path template, or webhook name. */
  name: string;
  /** What the page uses as the title: the summary, else the operationId. */
  title: string;
  tag?: string;
}

export interface SitePage {
  key: string;
  name: string;
  version: string;
  family: string;
  title: string;
  summary: string;
  /** paths + webhooks operations (countOperations). */
  operations: number;
  pathOperations: number;
  webhookOperations: number;
  /** No operation at all: the document publishes components only. */
  componentOnly: boolean;
  schemas: string[];
  titles: DocOperation[];
  /** Site-relative links, posix: webhooks/v2.0/ and webhooks/v2.0/openapi.json. */
  docsHref: string;
  downloadHref: string;
  /**
   * The address of the API's first path after the mock's or the emulator's origin: the document's base
   * path and the path (/v2.0/production/api/v1.0/subscriptions), or undefined without paths.
   */
  mockPath?: string;
  /** The document's first server, whose path is the base path of mockPath. */
  server?: { url: string; variables?: Record<string, unknown> };
  /** Absolute path of the written page. */
  file: string;
  ms: number;
  bytes: number;
  /** The page from the previous build, kept: its bytes are the same. */
  reused: boolean;
}
