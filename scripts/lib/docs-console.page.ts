/**
 * The script every docs page runs, in the browser (the docs build compiles it: scripts/lib/docs-console.ts):
 * it shows the page's contract with Scalar's API reference, the emulator chosen, and when the reader chooses
 * another server it puts that server's code samples on every operation, so that a sample names the server
 * (and the token) the console sends to.
 */

interface CodeSample {
  lang: string;
  label: string;
  source: string;
}

interface PageData {
  configuration: Record<string, unknown>;
  document: Record<string, unknown> & { servers?: Array<{ url: string }>; paths?: Record<string, Record<string, unknown>> };
  samples: Record<string, Record<string, CodeSample[]>>;
}

interface Reference {
  updateConfiguration(configuration: Record<string, unknown>): void;
}

/** Scalar's bundle (loaded before this script) sets it. */
declare const Scalar: { createApiReference(target: string, configuration: Record<string, unknown>): Reference };
/** The id of the page's data element, set by the build. */
declare const PAGE_DATA_ID: string;

const data = JSON.parse(document.getElementById(PAGE_DATA_ID)?.textContent ?? "{}") as PageData;
let chosen = data.document.servers?.[0]?.url ?? "";
let reference: Reference | undefined;

/** The document with `server` chosen and its samples on every operation (the document's own servers: the samples it carries). */
function documentFor(server: string): Record<string, unknown> {
  const doc = structuredClone(data.document);
  doc["x-scalar-selected-server"] = server;
  const samples = data.samples[server];
  if (samples) {
    for (const [path, item] of Object.entries(doc.paths ?? {})) {
      for (const [method, operation] of Object.entries(item)) {
        const own = samples[`${method.toUpperCase()} ${path}`];
        if (own && operation && typeof operation === "object") (operation as Record<string, unknown>)["x-codeSamples"] = own;
      }
    }
  }
  return doc;
}

function configurationFor(server: string): Record<string, unknown> {
  return {
    ...data.configuration,
    content: documentFor(server),
    onServerChange(url: string) {
      if (url === chosen) return;
      chosen = url;
      reference?.updateConfiguration(configurationFor(url));
    },
  };
}

reference = Scalar.createApiReference("#reference", configurationFor(chosen));
export {};
