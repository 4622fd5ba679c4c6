/**
 * Type tests for approval-stages@2021-01-01-preview (RoleAssignmentApprovalStep_Patch). Compiled only,
 * never run: the function below is not called, so nothing goes to the network.
 */
import { createApprovalStages2021_01_01_previewClient, type components } from "../../generated/approval-stages/2021-01-01-preview/client.js";

const client = createApprovalStages2021_01_01_previewClient({ baseUrl: "http://127.0.0.1:4010" });
const stagePath = "/providers/Vendor.Authorization/roleAssignmentApprovals/{approvalId}/stages/{stageId}";
const ids = { approvalId: "6d8d41e6-b1c4-4f5e-9c7a-1f3b2a9e8c10", stageId: "2f7c9b84-3a61-4d0e-8f52-7b1e4c6d9a35" };
const query = { "api-version": "2021-01-01-preview" };

type Status = components["schemas"]["RoleAssignmentApprovalStepStatus"];
type ReviewResult = components["schemas"]["RoleAssignmentApprovalStepReviewResult"];

export async function approvalStagesTypeTests(): Promise<void> {
  // Correct calls: a decision with justification, an empty body (all fields optional), a rename.
  const { data, error } = await client.PATCH(stagePath, { params: { path: ids, query }, body: { reviewResult: "Approve", justification: "Quarterly audit." } });
  await client.PATCH(stagePath, { params: { path: ids, query }, body: {} });
  await client.PATCH(stagePath, { params: { path: ids, query }, body: { displayName: "Manager approval", reviewResult: "NotReviewed" } });

  if (data) {
    const status: Status | undefined = data.properties?.status;
    const result: ReviewResult | undefined = data.properties?.reviewResult;
    const principalType: "user" | "servicePrincipal" | undefined = data.properties?.reviewedBy?.principalType;
    const reviewedAt: string | undefined = data.properties?.reviewedDateTime;
    const mine: boolean | undefined = data.properties?.assignedToMe;
    const id: string | undefined = data.id;
    void [status, result, principalType, reviewedAt, mine, id];
    // @ts-expect-error a stage has no field "approver"
    void data.properties?.approver;
  }
  if (error) {
    const code: string | undefined = error.error?.code;
    const message: string | undefined = error.error?.message;
    void [code, message];
    // @ts-expect-error this API's error has code and message only, no target
    void error.error?.target;
  }

  // @ts-expect-error stageId is a required path parameter
  await client.PATCH(stagePath, { params: { path: { approvalId: ids.approvalId }, query }, body: {} });
  // @ts-expect-error api-version is a required query parameter
  await client.PATCH(stagePath, { params: { path: ids }, body: {} });
  // @ts-expect-error "Maybe" is not one of Approve, Deny, NotReviewed
  await client.PATCH(stagePath, { params: { path: ids, query }, body: { reviewResult: "Maybe" } });
  // @ts-expect-error status is read-only: set by the service, not sent
  await client.PATCH(stagePath, { params: { path: ids, query }, body: { status: "Completed" } });
  // @ts-expect-error reviewedBy is read-only: set by the service, not sent
  await client.PATCH(stagePath, { params: { path: ids, query }, body: { reviewedBy: { principalType: "user" } } });
  // @ts-expect-error "Rejected" is not a status
  const wrongStatus: Status = "Rejected";
  void wrongStatus;
  // @ts-expect-error the stage is changed with PATCH; there is no PUT
  await client.PUT(stagePath, { params: { path: ids, query }, body: {} });
}
