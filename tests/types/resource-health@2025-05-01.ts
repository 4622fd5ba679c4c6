/**
 * Type tests for resource-health@2025-05-01 (Events_ListBySubscriptionId,
 * Event_fetchDetailsBySubscriptionIdAndTrackingId). Compiled only, never run.
 */
import { createResourceHealth2025_05_01Client, type components } from "../../generated/resource-health/2025-05-01/client.js";

const client = createResourceHealth2025_05_01Client({ baseUrl: "http://127.0.0.1:4010" });
const listPath = "/subscriptions/{subscriptionId}/providers/Vendor.ResourceHealth/events";
const fetchPath = "/subscriptions/{subscriptionId}/providers/Vendor.ResourceHealth/events/{eventTrackingId}/fetchEventDetails";
const subscriptionId = "4f6a9c2e-8b1d-4e37-a5c0-2d9e7f31b846";
const query = { "api-version": "2025-05-01" };

type EventProperties = components["schemas"]["EventProperties"];

export async function resourceHealthTypeTests(): Promise<void> {
  // Correct calls: the list with and without its optional query parameters, then fetch-details (no body).
  const { data, error } = await client.GET(listPath, { params: { path: { subscriptionId }, query } });
  await client.GET(listPath, { params: { path: { subscriptionId }, query: { ...query, $filter: "service eq 'Virtual Machines'", queryStartTime: "5/12/2025" } } });
  const details = await client.POST(fetchPath, { params: { path: { subscriptionId, eventTrackingId: "QLK4-9TZ" }, query } });

  if (data) {
    const event = data.value?.[0];
    const eventType: "ServiceIssue" | "PlannedMaintenance" | "HealthAdvisory" | "RCA" | "EmergingIssues" | "SecurityAdvisory" | "Billing" | undefined = event?.properties?.eventType;
    const level: "Critical" | "Warning" | undefined = event?.properties?.level;
    const priority: number | undefined = event?.properties?.priority;
    const tags: string[] | undefined = event?.properties?.eventTags;
    const regionStatus: "Active" | "Resolved" | undefined = event?.properties?.impact?.[0]?.impactedRegions?.[0]?.status;
    const sensitive: boolean | undefined = event?.properties?.isEventSensitive;
    const next: string | undefined = data.nextLink;
    void [eventType, level, priority, tags, regionStatus, sensitive, next];
    // @ts-expect-error an event has no field "severity"
    void event?.properties?.severity;
  }
  if (error) {
    // The flat ErrorResponse of this API: code, message, details (a string).
    const flat: [string | undefined, string | undefined, string | undefined] = [error.code, error.message, error.details];
    void flat;
    // @ts-expect-error this API's error is flat: there is no error envelope
    void error.error;
  }
  if (details.data) {
    const description: string | undefined = details.data.properties?.description;
    const linkType: "Button" | "Hyperlink" | undefined = details.data.properties?.links?.[0]?.type;
    void [description, linkType];
  }

  // @ts-expect-error eventTrackingId is a required path parameter
  await client.POST(fetchPath, { params: { path: { subscriptionId }, query } });
  // @ts-expect-error subscriptionId is a required path parameter
  await client.GET(listPath, { params: { path: {}, query } });
  // @ts-expect-error api-version is a required query parameter
  await client.GET(listPath, { params: { path: { subscriptionId } } });
  // @ts-expect-error fetchEventDetails takes no request body (gap decision)
  await client.POST(fetchPath, { params: { path: { subscriptionId, eventTrackingId: "QLK4-9TZ" }, query }, body: { eventTrackingId: "QLK4-9TZ" } });
  // @ts-expect-error "Outage" is not an eventType
  const wrongType: NonNullable<EventProperties["eventType"]> = "Outage";
  // @ts-expect-error "Error" is not a level (Critical, Warning)
  const wrongLevel: NonNullable<EventProperties["level"]> = "Error";
  // @ts-expect-error "Verbose" is not an eventLevel
  const wrongEventLevel: NonNullable<EventProperties["eventLevel"]> = "Verbose";
  // @ts-expect-error priority is an integer, not a string
  const wrongPriority: EventProperties["priority"] = "high";
  void [wrongType, wrongLevel, wrongEventLevel, wrongPriority];
}
