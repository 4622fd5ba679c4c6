/**
 * Hostile pushes for the webhook receiver (src/helpers/webhook-receiver.ts), generated from the
 * contract's `changeNotification` and `subscriptionValidation` webhooks: valid pushes (every item with
 * the right clientState), and forged clientState, byte order marks, malformed JSON, missing fields,
 * wrong types, bodies over the limit, wrong media types and methods, invalid UTF-8, deep nesting,
 * handshakes with odd tokens. A case is plain JSON, replayable from tests/hostile/regressions/.
 */
import fc from "fast-check";
import { createWebhookReceiver, type WebhookReceiver } from "../../src/helpers/webhook-receiver.js";
import type { Contract } from "../../src/contract/validator.js";
import { contractsWithPaths, schemaArb } from "./arbitraries.js";
import { bodyBytes, type WireBody, type WireResponse } from "./raw-http.js";

export const SECRET = "7f3d1c9a-secret-from-subscriber";
export const RECEIVER_MAX_BODY = 64 * 1024;

export interface PushCase {
  api: string;
  mutation: string;
  method: string;
  url: string;
  headers: Array<[string, string]>;
  body?: WireBody;
  /** Body framing on the wire (node handler): Content-Length or chunked. */
  framing?: "length" | "chunked";
  /** The statuses this case may get, when only some are right. */
  expect?: number[];
  /** True when every item carries the right clientState (a 202 is allowed only then). */
  honest: boolean;
}

const isObj = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);
const PUSH_HEADERS: Array<[string, string]> = [
  ["Content-Type", "application/json; charset=utf-8"],
  ["clientRequestId", "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d"],
  ["x-vendor-correlation-id", "1f2e3d4c-5b6a-4798-8a7b-6c5d4e3f2a1b"],
];
const text = (t: string): WireBody => ({ kind: "text", text: t });

/** The items schema of the changeNotification webhook's body. */
function payloadSchema(contract: Contract): unknown {
  const op = contract.listOperations().find((o) => o.kind === "webhook" && o.template === "changeNotification" && o.method === "POST");
  if (!op) throw new Error(`${contract.name} has no changeNotification webhook`);
  return contract.deref(`${op.pointer}/requestBody/content/application~1json/schema`)?.value;
}

const FORGED = (secret: string): unknown[] => [
  "",
  "forged",
  secret.toUpperCase(),
  `${secret} `,
  ` ${secret}`,
  secret.slice(0, -1),
  `${secret}x`,
  secret.replace("a", "а" /* Cyrillic */),
  `${secret}\u0000`,
  123,
  null,
  true,
  [secret],
  { value: secret },
];

export function pushCaseArb(contract: Contract, api: string): fc.Arbitrary<PushCase> {
  const payload = schemaArb(contract, payloadSchema(contract)).map((p) => {
    const value = isObj(p) && Array.isArray(p.value) ? p.value : [];
    return { value: value.map((item) => (isObj(item) ? { ...item, clientState: SECRET } : item)) };
  });
  const push = (mutation: string, body: WireBody, extra: Partial<PushCase> = {}): PushCase => ({
    api,
    mutation,
    method: "POST",
    url: "/hooks/business",
    headers: PUSH_HEADERS,
    body,
    honest: true,
    ...extra,
  });
  return fc.tuple(payload, fc.nat(), fc.nat()).chain(([p, a, b]) => {
    const json = JSON.stringify(p);
    const n = p.value.length;
    const at = a % Math.max(1, n);
    const options: Array<fc.Arbitrary<PushCase>> = [
      fc.constant(push("valid", text(json), { expect: [202] })),
      fc.constant(push("bom", { kind: "base64", data: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(json)]).toString("base64") }, { expect: [202] })),
      fc.constantFrom(...FORGED(SECRET)).map((forged) => {
        const value = p.value.map((item, i) => (i === at && isObj(item) ? { ...item, clientState: forged } : item));
        return push("forged-client-state", text(JSON.stringify({ value })), { honest: false, expect: typeof forged === "string" ? [403] : [400] });
      }),
      fc.constant(
        push("missing-client-state", text(JSON.stringify({ value: p.value.map((item, i) => (i === at && isObj(item) ? { ...item, clientState: undefined } : item)) })), {
          honest: false,
          expect: [400],
        }),
      ),
      fc
        .constantFrom("subscriptionId", "expirationDateTime", "resource", "changeType", "lastModifiedDateTime")
        .map((field) => push(`missing-${field}`, text(JSON.stringify({ value: p.value.map((item, i) => (i === at && isObj(item) ? { ...item, [field]: undefined } : item)) })), { expect: [400] })),
      fc.constantFrom<unknown>(42, "x", null, true, [], {}, [[]]).map((bad) => push("wrong-type-value", text(JSON.stringify({ value: bad })), { expect: [400] })),
      fc
        .constantFrom("subscriptionId", "resource", "changeType", "lastModifiedDateTime", "expirationDateTime")
        .chain((field) =>
          fc
            .constantFrom<unknown>(42, null, [], {}, "not-a-date \u0000")
            .map((bad) => push(`wrong-type-${field}`, text(JSON.stringify({ value: p.value.map((item, i) => (i === at && isObj(item) ? { ...item, [field]: bad } : item)) })), { honest: true })),
        ),
      fc
        .constantFrom("{", json.slice(0, Math.max(1, json.length >> 1)), `${json},`, json.replace(/"/g, "'"), "", "null", "NaN", "[]", `${json}\u0000`, `{"value":[${"[".repeat(b % 5000)}`)
        .map((t) => push("malformed-json", text(t), { expect: [400], honest: false })),
      fc
        .tuple(fc.constantFrom(RECEIVER_MAX_BODY + 1, RECEIVER_MAX_BODY + 1 + (b % 100_000)), fc.constantFrom<"length" | "chunked">("length", "chunked"))
        .map(([size, framing]) => push("oversized", { kind: "fill", size, char: " " }, { expect: [413], honest: false, framing })),
      fc
        .constantFrom("text/plain", "application/xml", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x")
        .map((ct) => push("content-type", text(json), { headers: [["Content-Type", ct], ...PUSH_HEADERS.slice(1)], expect: [415] })),
      fc.constantFrom("GET", "PUT", "DELETE", "PATCH").map((method) => push("method", text(json), { method, expect: [405] })),
      fc.constant(push("invalid-utf8", { kind: "base64", data: Buffer.from([0x7b, 0x22, 0x76, 0xff, 0xfe, 0x22, 0x3a, 0x5b, 0x5d, 0x7d]).toString("base64") }, { expect: [400], honest: false })),
      fc.constantFrom(100, 10_000).map((depth) => push("deep-nesting", { kind: "deep", prefix: json.replace(/\}$/, ',"deep":'), open: '{"a":', leaf: "1", close: "}", depth, suffix: "}" })),
      fc.constant(push("proto-pollution", text(json.replace(/^\{/, '{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},')))),
      fc.constantFrom("abc", "a\r\nX-Injected: 1", "%0d%0aX-Injected:%201", "ü😀", "x".repeat(6000), "", "%00", "'\"<script>").map((token) => ({
        api,
        mutation: "handshake",
        method: "POST",
        url: `/hooks/business?validationToken=${encodeURIComponent(token)}`,
        headers: [],
        honest: true,
      })),
    ];
    return fc.oneof(...options);
  });
}

export interface ReceiverUnderTest {
  receiver: WebhookReceiver<unknown>;
  /** Items handed to onNotifications by the last call. */
  delivered: unknown[][];
}

export function receiverUnderTest(api: string): ReceiverUnderTest {
  const delivered: unknown[][] = [];
  const receiver = createWebhookReceiver({
    // the contract loaded once for the run (a receiver given the registry key loads its bundle each time)
    contract: contractsWithPaths().get(api) ?? api,
    clientState: SECRET,
    maxBodyBytes: RECEIVER_MAX_BODY,
    onNotifications: (items) => void delivered.push(items),
  }) as unknown as WebhookReceiver<unknown>;
  return { receiver, delivered };
}

/**
 * The rules of the receiver's answer: never 5xx; a 202 only for an honest push, and then the items were
 * handed over, each with the right clientState, exactly as sent; nothing handed over otherwise; the
 * expected status when the case has one; rejections as `{ error: { code, message } }`; a handshake
 * echoes its token as the whole body.
 */
export function checkReceiverAnswer(c: PushCase, res: Pick<WireResponse, "status" | "body" | "headers">, delivered: unknown[][]): string | undefined {
  if (res.status >= 500 || res.status === 0) return `answered ${res.status}: ${res.body.slice(0, 300)}`;
  if (c.mutation === "handshake") {
    const token = new URL(c.url, "http://x").searchParams.get("validationToken") ?? "";
    if (delivered.length > 0) return "a handshake delivered notifications";
    // the contract's token has at least one character: an empty one is refused
    if (token === "") return res.status === 400 ? undefined : `an empty handshake token answered ${res.status}`;
    if (res.status !== 200 || res.body !== token) return `handshake answered ${res.status} ${JSON.stringify(res.body.slice(0, 80))}, not 200 with the token`;
    return undefined;
  }
  if (c.expect !== undefined && !c.expect.includes(res.status)) return `${c.mutation} answered ${res.status}, expected ${c.expect}: ${res.body.slice(0, 300)}`;
  if (res.status === 202) {
    if (!c.honest) return `${c.mutation}: a push with a forged or unreadable clientState was accepted (202)`;
    if (delivered.length !== 1) return `202 but onNotifications ran ${delivered.length} times`;
    const sent = JSON.parse(
      bodyBytes(c.body)
        .toString("utf8")
        .replace(/^\uFEFF/, ""),
    ) as { value: Array<{ clientState?: unknown }> };
    const items = delivered[0] as Array<{ clientState?: unknown }>;
    if (items.some((i) => i.clientState !== SECRET)) return "an item with a wrong clientState was handed over";
    if (JSON.stringify(items) !== JSON.stringify(sent.value)) return "the items handed over differ from the items sent";
    return undefined;
  }
  if (delivered.length > 0) return `${c.mutation} answered ${res.status} but handed items over`;
  if (res.status >= 400) {
    let body: unknown;
    try {
      body = JSON.parse(res.body);
    } catch {
      return `${c.mutation} answered ${res.status} with a body that is not JSON: ${res.body.slice(0, 200)}`;
    }
    const error = (body as { error?: { code?: unknown; message?: unknown } }).error;
    if (typeof error?.code !== "string" || typeof error.message !== "string") return `${c.mutation} answered ${res.status} without { error: { code, message } }`;
  }
  return undefined;
}

/** Run one case through the core. */
export async function throughCore(c: PushCase): Promise<string | undefined> {
  const { receiver, delivered } = receiverUnderTest(c.api);
  const result = await receiver.handle({ method: c.method, url: c.url, headers: Object.fromEntries(c.headers.map(([k, v]) => [k.toLowerCase(), v])), body: bodyBytes(c.body) });
  const polluted = ({} as Record<string, unknown>).polluted !== undefined;
  if (polluted) return "Object.prototype was polluted";
  return checkReceiverAnswer(c, { status: result.status, body: result.body, headers: Object.entries(result.headers) }, delivered);
}
