/**
 * Type tests for document-classifiers@2024-11-30 (checked by `tsc -p tsconfig.json`, never run).
 * The client must accept the colon paths (`/documentClassifiers:authorizeCopy`,
 * `/documentClassifiers/{classifierId}:copyTo`) and reject what the contract rejects.
 */
import { createDocumentClassifiers2024_11_30Client, type components } from "../../generated/document-classifiers/2024-11-30/client.js";

type Schemas = components["schemas"];
const query = { "api-version": "2024-11-30" } as const;

export async function authorizeCopyThenCopyThenPoll(): Promise<void> {
  const client = createDocumentClassifiers2024_11_30Client({
    baseUrl: "http://127.0.0.1:4010",
    headers: { "Vendor-Subscription-Key": "<api-key>" },
  });

  // authorizeCopy: the literal colon path, full and minimal bodies
  const authorized = await client.POST("/documentClassifiers:authorizeCopy", {
    params: { query },
    body: { classifierId: "target-classifier", description: "Invoices", tags: { project: "invoices" } },
  });
  await client.POST("/documentClassifiers:authorizeCopy", { params: { query }, body: { classifierId: "t1" } });
  if (authorized.error) {
    // the error object nests itself: details are errors, innererror nests innererror
    const code: string = authorized.error.error.code;
    const deep: string | undefined = authorized.error.error.innererror?.innererror?.innererror?.code;
    const detail: Schemas["Error"] | undefined = authorized.error.error.details?.[0]?.details?.[0];
    void [code, deep, detail];
    return;
  }
  const authorization: Schemas["ClassifierCopyAuthorization"] = authorized.data;
  // every field is required in the response
  const token: string = authorization.accessToken;
  const expires: string = authorization.expirationDateTime;
  void [token, expires];

  // copyTo: a path parameter followed by a literal `:copyTo`; the body is the authorization unchanged
  const copy = await client.POST("/documentClassifiers/{classifierId}:copyTo", {
    params: { path: { classifierId: "source-classifier" }, query },
    body: authorization,
  });
  const location: string | null = copy.response.headers.get("Operation-Location");
  void location;

  // poll the operation
  const poll = await client.GET("/operations/{operationId}", { params: { path: { operationId: "b704bb00-d130-4f3f-a1d8-ca96de3eabb4" }, query } });
  if (poll.data) {
    const status: "notStarted" | "running" | "failed" | "succeeded" | "canceled" | "skipped" = poll.data.status;
    const kind: "documentClassifierCopyTo" = poll.data.kind;
    const copied: string | undefined = poll.data.result?.classifierId;
    void [status, kind, copied];
  }
}

export async function rejected(): Promise<void> {
  const client = createDocumentClassifiers2024_11_30Client();
  // @ts-expect-error classifierId is a string
  await client.POST("/documentClassifiers:authorizeCopy", { params: { query }, body: { classifierId: 42 } });
  // @ts-expect-error classifierId is required
  await client.POST("/documentClassifiers:authorizeCopy", { params: { query }, body: { description: "no id" } });
  // @ts-expect-error tag values are strings
  await client.POST("/documentClassifiers:authorizeCopy", { params: { query }, body: { classifierId: "ab", tags: { n: 1 } } });
  // @ts-expect-error api-version is required
  await client.POST("/documentClassifiers:authorizeCopy", { params: { query: {} }, body: { classifierId: "ab" } });
  // @ts-expect-error the action after the colon is part of the path: there is no :authorise
  await client.POST("/documentClassifiers:authorise", { params: { query }, body: { classifierId: "ab" } });
  // @ts-expect-error copyTo needs the source classifierId in the path
  await client.POST("/documentClassifiers/{classifierId}:copyTo", { params: { query }, body: {} as Schemas["ClassifierCopyAuthorization"] });
  const partial = { targetResourceId: "/x", targetResourceRegion: "westeurope", targetClassifierId: "t1", targetClassifierLocation: "https://t.example/c", expirationDateTime: "2024-12-02T09:12:54Z" };
  // @ts-expect-error the copyTo body is the whole authorization, accessToken included
  await client.POST("/documentClassifiers/{classifierId}:copyTo", { params: { path: { classifierId: "s1" }, query }, body: partial });
}
