/**
 * What a fresh management or lifecycle emulator knows before any write, typed by the generated response
 * views: health events (anchored to the store's first start) and quotas on demand; the rest copied in once.
 */
import type { components as Health, Readable as HealthView } from "../../../generated/resource-health/2025-05-01/schema.js";
import type { components as Ml, Readable as MlView } from "../../../generated/machine-learning/2025-09-01/schema.js";
import type { components as Stages, Readable as StagesView } from "../../../generated/approval-stages/2021-01-01-preview/schema.js";
import type { components as Docs, Readable as DocsView } from "../../../generated/document-classifiers/2024-11-30/schema.js";
import type { EmulatorContext } from "../types.js";

export type HealthEvent = HealthView<Health["schemas"]["Event"]>;
export type Quota = MlView<Ml["schemas"]["ResourceQuota"]>;
export type ApprovalStage = StagesView<Stages["schemas"]["RoleAssignmentApprovalStep"]>;
export type ClassifierDetails = DocsView<Docs["schemas"]["DocumentClassifierDetails"]>;

/** The subscription that owns the seeded namespaces (any subscription sees the seeded events and quotas). */
export const SEED_SUBSCRIPTION_ID = "5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92";

// --- service health events (resource-health@2025-05-01) ----------------------------------------

type EventProps = NonNullable<HealthEvent["properties"]>;
interface EventSeed {
  trackingId: string;
  eventType: NonNullable<EventProps["eventType"]>;
  service: string;
  region: string;
  title: string;
  status: "Active" | "Resolved";
  eventLevel: NonNullable<EventProps["eventLevel"]>;
  priority: number;
  /** Hours between lastUpdateTime and the anchor; above 72 falls outside the default 3-day window. */
  hoursAgo: number;
  /** Hours between impact start and last update. */
  durationHours: number;
  sensitive?: boolean;
  tags?: string[];
}

// biome-ignore format: a seed table, one row a line
const EVENTS: EventSeed[] = [
  { trackingId: "BC_1-FXZ", eventType: "ServiceIssue", service: "Virtual Machines", region: "West Europe", title: "Virtual Machines - West Europe - Connectivity issues", status: "Active", eventLevel: "Warning", priority: 2, hoursAgo: 1, durationHours: 3 },
  { trackingId: "QLK4-9TZ", eventType: "SecurityAdvisory", service: "Key Vault", region: "Global", title: "Action required - security advisory for your Key Vault resources", status: "Active", eventLevel: "Critical", priority: 3, hoursAgo: 2, durationHours: 40, sensitive: true, tags: ["Action Recommended"] },
  { trackingId: "7TR2-L8D", eventType: "ServiceIssue", service: "Storage", region: "North Europe", title: "Storage - North Europe - Increased latency for blob reads", status: "Active", eventLevel: "Error", priority: 1, hoursAgo: 3, durationHours: 2 },
  { trackingId: "M9XK-2PQ", eventType: "PlannedMaintenance", service: "SQL Database", region: "West Europe", title: "Planned maintenance for SQL Database in West Europe", status: "Active", eventLevel: "Informational", priority: 12, hoursAgo: 5, durationHours: 48 },
  { trackingId: "4HJD-R7N", eventType: "HealthAdvisory", service: "App Service", region: "East US", title: "App Service - TLS 1.0 and 1.1 retirement", status: "Active", eventLevel: "Warning", priority: 14, hoursAgo: 7, durationHours: 72, tags: ["Action Recommended"] },
  { trackingId: "ZP3V-9KE", eventType: "ServiceIssue", service: "Event Hubs", region: "East US", title: "Event Hubs - East US - Intermittent send failures", status: "Resolved", eventLevel: "Error", priority: 6, hoursAgo: 9, durationHours: 4, tags: ["Preliminary PIR"] },
  { trackingId: "8WQL-5TM", eventType: "RCA", service: "Virtual Machines", region: "North Europe", title: "Post-incident review - Virtual Machines - North Europe", status: "Resolved", eventLevel: "Informational", priority: 18, hoursAgo: 11, durationHours: 6, tags: ["Final PIR"] },
  { trackingId: "K2NF-7YB", eventType: "PlannedMaintenance", service: "Container Instances", region: "West Europe", title: "Host OS updates for Container Instances in West Europe", status: "Active", eventLevel: "Informational", priority: 13, hoursAgo: 14, durationHours: 24 },
  { trackingId: "R5GT-3HX", eventType: "SecurityAdvisory", service: "Container Instances", region: "Global", title: "Security advisory - container image vulnerability scanning", status: "Active", eventLevel: "Warning", priority: 8, hoursAgo: 16, durationHours: 30, sensitive: true, tags: ["Action Recommended"] },
  { trackingId: "H7CM-1WA", eventType: "ServiceIssue", service: "SQL Database", region: "East US", title: "SQL Database - East US - Login failures", status: "Resolved", eventLevel: "Critical", priority: 4, hoursAgo: 19, durationHours: 1, tags: ["Preliminary PIR"] },
  { trackingId: "V3DZ-6QJ", eventType: "HealthAdvisory", service: "Storage", region: "Global", title: "Storage - retirement of classic storage accounts", status: "Active", eventLevel: "Informational", priority: 20, hoursAgo: 22, durationHours: 96 },
  { trackingId: "N6LB-4SE", eventType: "EmergingIssues", service: "Virtual Machines", region: "East US", title: "Emerging issue - Virtual Machines - East US - Allocation failures", status: "Active", eventLevel: "Warning", priority: 5, hoursAgo: 25, durationHours: 2 },
  { trackingId: "2FYK-8RV", eventType: "PlannedMaintenance", service: "App Service", region: "North Europe", title: "Platform upgrade for App Service in North Europe", status: "Resolved", eventLevel: "Informational", priority: 16, hoursAgo: 28, durationHours: 8 },
  { trackingId: "T8PW-2MC", eventType: "ServiceIssue", service: "Key Vault", region: "West Europe", title: "Key Vault - West Europe - Secret retrieval errors", status: "Resolved", eventLevel: "Error", priority: 7, hoursAgo: 31, durationHours: 3, tags: ["False Positive"] },
  { trackingId: "6JXQ-0LD", eventType: "RCA", service: "Storage", region: "North Europe", title: "Post-incident review - Storage - North Europe latency", status: "Resolved", eventLevel: "Informational", priority: 19, hoursAgo: 36, durationHours: 5, tags: ["Final PIR"] },
  { trackingId: "C4VE-9NU", eventType: "Billing", service: "Virtual Machines", region: "Global", title: "Price change for reserved virtual machine instances", status: "Resolved", eventLevel: "Informational", priority: 21, hoursAgo: 40, durationHours: 1 },
  { trackingId: "W1HS-5GT", eventType: "HealthAdvisory", service: "Event Hubs", region: "West Europe", title: "Event Hubs - upcoming change to the default message retention", status: "Active", eventLevel: "Informational", priority: 17, hoursAgo: 48, durationHours: 120 },
  { trackingId: "E9BN-3KP", eventType: "ServiceIssue", service: "Container Instances", region: "North Europe", title: "Container Instances - North Europe - Slow image pulls", status: "Resolved", eventLevel: "Warning", priority: 10, hoursAgo: 55, durationHours: 2 },
  { trackingId: "Y7RD-6AZ", eventType: "PlannedMaintenance", service: "Virtual Machines", region: "West Europe", title: "Planned maintenance for Virtual Machines in West Europe", status: "Resolved", eventLevel: "Informational", priority: 15, hoursAgo: 66, durationHours: 12 },
  // Older than the default 3-day window: listed only with an earlier queryStartTime.
  { trackingId: "5KMA-7XW", eventType: "ServiceIssue", service: "App Service", region: "West Europe", title: "App Service - West Europe - HTTP 5xx errors", status: "Resolved", eventLevel: "Error", priority: 9, hoursAgo: 80, durationHours: 3, tags: ["Final PIR"] },
  { trackingId: "J3QT-1VC", eventType: "SecurityAdvisory", service: "SQL Database", region: "Global", title: "Security advisory - SQL Database audit log configuration", status: "Resolved", eventLevel: "Warning", priority: 12, hoursAgo: 90, durationHours: 24, sensitive: true },
  { trackingId: "P0ZL-4BE", eventType: "RCA", service: "Event Hubs", region: "East US", title: "Post-incident review - Event Hubs - East US send failures", status: "Resolved", eventLevel: "Informational", priority: 22, hoursAgo: 100, durationHours: 4, tags: ["Final PIR"] },
  { trackingId: "G6WC-8HN", eventType: "PlannedMaintenance", service: "Storage", region: "East US", title: "Planned maintenance for Storage in East US", status: "Resolved", eventLevel: "Informational", priority: 23, hoursAgo: 120, durationHours: 10 },
  { trackingId: "U2XF-5RJ", eventType: "ServiceIssue", service: "Key Vault", region: "North Europe", title: "Key Vault - North Europe - Throttling of management operations", status: "Resolved", eventLevel: "Warning", priority: 11, hoursAgo: 150, durationHours: 2 },
  { trackingId: "A8DP-2YS", eventType: "HealthAdvisory", service: "Container Instances", region: "Global", title: "Container Instances - retirement of the 2023 API versions", status: "Resolved", eventLevel: "Informational", priority: 22, hoursAgo: 200, durationHours: 48 },
];

const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** A stable GUID-shaped string made from a text (for ids that must not change between starts or versions). */
export function guidFrom(text: string): string {
  let h = 0x811c9dc5;
  const hex: string[] = [];
  for (let round = 0; round < 4; round++) {
    for (const ch of `${round}:${text}`) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193) >>> 0;
    hex.push(h.toString(16).padStart(8, "0"));
  }
  const s = hex.join("");
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-4${s.slice(13, 16)}-a${s.slice(17, 20)}-${s.slice(20, 32)}`;
}

/** The seeded health events, with `lastUpdateTime` measured back from `anchorMs`. Ids are filled per subscription. */
export function healthEvents(anchorMs: number): HealthEvent[] {
  return EVENTS.map((e) => {
    const updated = anchorMs - e.hoursAgo * HOUR;
    const started = updated - e.durationHours * HOUR;
    const resolved = e.status === "Resolved";
    const summary = `${e.title}. ${resolved ? "The issue is mitigated." : "Engineers are investigating; the next update follows within 2 hours."}`;
    const properties: EventProps = {
      eventType: e.eventType,
      eventSource: "ServiceHealth",
      status: e.status,
      title: e.title,
      summary,
      header: e.eventType === "Billing" ? "Billing update" : "Your service might have been impacted by an issue",
      level: e.eventLevel === "Critical" || e.eventLevel === "Error" ? "Critical" : "Warning",
      eventLevel: e.eventLevel,
      externalIncidentId: String(480000000 + e.priority * 1013 + e.hoursAgo),
      impactStartTime: iso(started),
      ...(resolved ? { impactMitigationTime: iso(updated) } : {}),
      duration: e.durationHours * 3600,
      impact: [
        {
          impactedService: e.service,
          impactedServiceGuid: guidFrom(e.service),
          impactedRegions: [
            {
              impactedRegion: e.region,
              status: e.status,
              impactedSubscriptions: [],
              impactedTenants: [],
              lastUpdateTime: iso(updated),
              updates: [{ summary, updateDateTime: iso(updated), eventTags: e.tags ?? [] }],
            },
          ],
        },
      ],
      ...(e.tags?.includes("Action Recommended")
        ? {
            recommendedActions: {
              message: "Recommended actions",
              localeCode: "en-us",
              actions: [{ groupId: 51100, actionText: `Review the affected ${e.service} resources and apply the mitigation.` }],
            },
          }
        : {}),
      isHIR: false,
      enableVendorSupport: true,
      enableChatWithUs: false,
      priority: e.priority,
      lastUpdateTime: iso(updated),
      eventTags: e.tags ?? [],
      platformInitiated: e.eventType !== "Billing",
      isEventSensitive: e.sensitive ?? false,
      description: `${summary} Affected service: ${e.service}; region: ${e.region}.`,
      ...(e.eventType === "Billing" ? { eventSubType: "PriceChanges" as const, billingId: `BILL-${e.trackingId}`, currencyType: "USD", oldRate: 0.05, newRate: 0.045 } : {}),
    };
    return { name: e.trackingId, type: "Vendor.ResourceHealth/events", location: "global", properties };
  });
}

// --- machine-learning quotas (machine-learning@2025-09-01) ----------------------------------------

/** Locations where the quota list answers; any other answers 404 LocationNotAvailableForResourceType. */
export const QUOTA_LOCATIONS = ["westeurope", "northeurope", "eastus"] as const;

// biome-ignore format: a seed table, one row a line
const VM_FAMILIES: Array<[family: string, label: string, limit: number]> = [
  ["standardDSv2Family", "Standard DSv2 Family Cluster Dedicated vCPUs", 200],
  ["standardDv3Family", "Standard Dv3 Family Cluster Dedicated vCPUs", 100],
  ["standardESv3Family", "Standard ESv3 Family Cluster Dedicated vCPUs", 50],
  ["standardFSv2Family", "Standard FSv2 Family Cluster Dedicated vCPUs", 100],
  ["standardNCFamily", "Standard NC Family Cluster Dedicated vCPUs", 24],
  ["standardNCSv3Family", "Standard NCSv3 Family Cluster Dedicated vCPUs", 48],
  ["standardNDSFamily", "Standard NDS Family Cluster Dedicated vCPUs", 0],
  ["standardNVFamily", "Standard NV Family Cluster Dedicated vCPUs", 12],
];
// biome-ignore format: a seed table, one row a line
const WORKSPACES: Array<[resourceGroup: string, workspace: string, share: number]> = [
  ["ml-research", "vision-lab", 0.5],
  ["ml-research", "nlp-sandbox", 0],
];

/** The quota entries of a subscription (the same in every location it may use): per VM family one subscription-level entry and one per workspace (24 in all). */
export function quotaEntries(subscriptionId: string): Quota[] {
  return VM_FAMILIES.flatMap(([family, label, limit]): Quota[] => [
    {
      id: `/subscriptions/${subscriptionId}/quotas/${family}`,
      type: "Vendor.MachineLearningServices/vmFamily/quotas",
      name: { value: family, localizedValue: label },
      limit,
      unit: "Count",
    },
    ...WORKSPACES.map(
      ([group, workspace, share]): Quota => ({
        id: `/subscriptions/${subscriptionId}/resourceGroups/${group}/providers/Vendor.MachineLearningServices/workspaces/${workspace}/quotas/${family}`,
        type: "Vendor.MachineLearningServices/workspaces/quotas",
        name: { value: family, localizedValue: label },
        limit: Math.floor(limit * share),
        unit: "Count",
      }),
    ),
  ]);
}

// --- messaging namespaces (event-hub@2026-01-01) -------------------------------------------------

/** A namespace as the emulator keeps it (the contract has no namespace schema: it only deletes them). */
export interface NamespaceRecord {
  id: string;
  name: string;
  location: string;
  /** Set while an asynchronous delete runs. */
  deletion?: { operationId: string; startedAt: number; doneAt: number };
}

// biome-ignore format: a seed table, one row a line
const NAMESPACES: Array<[resourceGroup: string, name: string, location: string]> = [
  ["telemetry-rg", "contoso-telemetry-ns", "westeurope"],
  ["telemetry-rg", "contoso-telemetry-dr", "northeurope"],
  ["orders-rg", "contoso-orders-ns", "westeurope"],
  ["orders-rg", "contoso-orders-test", "eastus"],
];

export function seededNamespaces(): NamespaceRecord[] {
  return NAMESPACES.map(([group, name, location]) => ({
    id: `/subscriptions/${SEED_SUBSCRIPTION_ID}/resourceGroups/${group}/providers/Vendor.EventHub/namespaces/${name}`,
    name,
    location,
  }));
}

// --- role assignment approval stages (approval-stages@2021-01-01-preview) ---------------------------

// biome-ignore format: a seed table, one row a line
const STAGES: Array<[approvalId: string, stageId: string, displayName: string, status: "InProgress" | "NotStarted" | "Completed" | "Expired", assignedToMe: boolean]> = [
  ["6d8d41e6-b1c4-4f5e-9c7a-1f3b2a9e8c10", "2f7c9b84-3a61-4d0e-8f52-7b1e4c6d9a35", "Manager approval", "InProgress", true],
  ["6d8d41e6-b1c4-4f5e-9c7a-1f3b2a9e8c10", "9b1e6a3c-5d2f-4a7e-b8c9-0d1e2f3a4b5c", "Security review", "NotStarted", false],
  ["c3a7e2d1-4b5f-4c6a-9d8e-7f6a5b4c3d2e", "e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b", "Owner approval", "InProgress", true],
  ["c3a7e2d1-4b5f-4c6a-9d8e-7f6a5b4c3d2e", "f0e9d8c7-b6a5-4f4e-9d3c-2b1a0f9e8d7c", "Compliance approval", "InProgress", false],
  ["8e4d2c1b-0a9f-4e8d-b7c6-5a4f3e2d1c0b", "1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d", "Manager approval", "Expired", true],
];

export function seededApprovalStages(): ApprovalStage[] {
  return STAGES.map(([approvalId, stageId, displayName, status, assignedToMe]) => ({
    id: `/providers/Vendor.Authorization/roleAssignmentApprovals/${approvalId}/stages/${stageId}`,
    name: stageId,
    type: "Vendor.Authorization/roleAssignmentApprovals/stages",
    properties: { displayName, status, assignedToMe, reviewResult: "NotReviewed" },
  }));
}

// --- document classifiers (document-classifiers@2024-11-30) ---------------------------------------

/** Classifiers that exist on the emulated resource, so that copyTo has a source (new objects each call: a copy stores its source). */
export const seededClassifiers = (): ClassifierDetails[] => [
  { classifierId: "invoice-vs-receipt", description: "Separates invoices from receipts.", createdDateTime: "2025-01-15T08:30:00Z", apiVersion: "2024-11-30", docTypes: { invoice: {}, receipt: {} } },
  { classifierId: "tax-forms", description: "Recognises the common tax forms.", createdDateTime: "2025-03-02T14:05:00Z", apiVersion: "2024-11-30", docTypes: { w2: {}, "1099": {}, "1040": {} } },
  {
    classifierId: "contracts-2024",
    description: "Contracts, amendments and letters of intent.",
    createdDateTime: "2024-12-20T10:00:00Z",
    apiVersion: "2024-11-30",
    docTypes: { contract: {}, amendment: {}, letterOfIntent: {} },
  },
];

// --- database movement (database-movement@v1) ---------------------------------------------------

/**
 * Production environments of the lifecycle service: exporting from them, or refreshing into them, fails
 * the validation rules (IsSuccess false). Any other GUID is taken as a sandbox environment of the project.
 */
export const productionEnvironmentIds: ReadonlySet<string> = new Set(["8f14e45f-ceea-4167-a5a5-2c0e1d9b7a61", "c9f0f895-fb98-4b91-b3a2-6e4d1f2a0b37"]);

// --- when a store was seeded ---------------------------------------------------------------------

/** Where the management module records that a store has its seed data, and when (`v1`: `{ anchor }`). */
export const SEEDED = "management.seed";

/** The time the seed data is anchored to: the first start of this store (now, before it is recorded). */
export const seedAnchor = (ctx: EmulatorContext): number => ctx.store.get<{ anchor: number }>(SEEDED, "v1")?.anchor ?? ctx.clock.now();
