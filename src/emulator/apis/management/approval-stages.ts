/**
 * Role assignment approval stages (approval-stages@2021-01-01-preview): a PATCH records a decision, the
 * reviewer (from the bearer token) and the time. Errors are `{ error: { code, message } }`.
 */
import type { components as Stages, Readable as StagesView, Writable as StagesInput } from "../../../../generated/approval-stages/2021-01-01-preview/schema.js";
import { ApiError, type ErrorCatalogue } from "../../../http/errors.js";
import type { EmuRequest, Handler } from "../../types.js";
import type { ApiPart } from "../compose.js";
import { withFindings } from "../findings.js";
import { type ApprovalStage, guidFrom, seededApprovalStages } from "../seed-data.js";
import { armCatalogue } from "./arm.js";

export const APPROVAL_STAGES = "approval-stages@2021-01-01-preview";
/** Stages by `approvalId/stageId`, lower case. */
const STAGES = "management.approvalStages";

type StageDecision = StagesInput<Stages["schemas"]["RoleAssignmentApprovalStepProperties"]>;
type UserPrincipal = StagesView<Stages["schemas"]["UserPrincipal"]>;

/** `{ error: { code, message } }` with the resource manager's codes: no details member, so findings go into the message. */
export const approvalStagesErrors: ErrorCatalogue = armCatalogue({}, (e) => ({
  status: e.status,
  body: { error: { code: e.code, message: withFindings(e.message, e.findings), ...e.options.extra } },
}));

const stageKey = (approvalId: string, stageId: string) => `${approvalId}/${stageId}`.toLowerCase();

/** The reviewer: the claims of a JWT bearer token when there is one, else the emulator's user. */
function reviewer(req: EmuRequest): UserPrincipal {
  const token = /^bearer\s+(.+)$/i.exec(req.headers.authorization ?? "")?.[1] ?? "";
  try {
    const claims = JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString("utf8")) as Record<string, unknown>;
    const str = (v: unknown) => (typeof v === "string" ? v : undefined);
    const upn = str(claims.upn) ?? str(claims.preferred_username);
    return {
      principalId: str(claims.oid) ?? str(claims.sub) ?? guidFrom(token),
      principalName: str(claims.name) ?? upn ?? "Unknown principal",
      principalType: claims.idtyp === "app" || (!upn && claims.appid !== undefined) ? "servicePrincipal" : "user",
      ...(upn ? { userPrincipalName: upn } : {}),
    };
  } catch {
    return { principalId: "0c4f8e2a-5b7d-4c91-a3e6-9f1d2b8c7a54", principalName: "Emulator User", principalType: "user", userPrincipalName: "emulator.user@contoso.example" };
  }
}

/**
 * Records a decision. Transitions are not public (seed 001), so this emulator decides: only a stage
 * InProgress takes a decision; Approve or Deny completes it (status Completed) and records the reviewer
 * and the time; NotReviewed (or no reviewResult) only updates displayName and justification.
 */
const RoleAssignmentApprovalStep_Patch: Handler = async (req, ctx) => {
  const { approvalId = "", stageId = "" } = req.pathParams;
  const key = stageKey(approvalId, stageId);
  const stage = ctx.store.get<ApprovalStage>(STAGES, key);
  if (!stage) throw new ApiError(404, "RoleAssignmentApprovalStepNotFound", `The role assignment approval stage '${stageId}' was not found.`);
  const decision = (req.body ?? {}) as StageDecision;
  const deciding = decision.reviewResult === "Approve" || decision.reviewResult === "Deny";
  const props = { ...stage.properties };
  if (deciding && props.status !== "InProgress") {
    throw new ApiError(409, "RoleAssignmentApprovalStepNotInProgress", `The role assignment approval stage '${stageId}' is ${props.status ?? "not in progress"} and cannot take a decision.`);
  }
  if (decision.displayName !== undefined) props.displayName = decision.displayName;
  if (decision.justification !== undefined) props.justification = decision.justification;
  if (deciding) {
    props.reviewResult = decision.reviewResult;
    props.reviewedBy = reviewer(req);
    props.reviewedDateTime = ctx.clock.nowIso();
    props.status = "Completed";
  }
  const updated: ApprovalStage = { ...stage, properties: props };
  await ctx.store.put(STAGES, key, updated);
  return { status: 200, body: updated };
};

export const approvalStages: ApiPart = {
  api: APPROVAL_STAGES,
  handlers: { RoleAssignmentApprovalStep_Patch },
  errors: approvalStagesErrors,
  parity: {
    operations: {
      RoleAssignmentApprovalStep_Patch: {
        reproduces: [
          {
            claim: "approval-stage.decision",
            kind: "state",
            says: "Approve or Deny on a stage InProgress completes it (status Completed) and records reviewResult, reviewedBy (from the bearer token's claims) and reviewedDateTime (the virtual clock).",
          },
          {
            claim: "approval-stage.once",
            kind: "state",
            says: "A stage that is not InProgress refuses a decision with 409 RoleAssignmentApprovalStepNotInProgress; displayName and justification can still be changed.",
          },
        ],
        doesNot: [
          {
            claim: "approval-stage.no-workflow",
            says: "No approval workflow runs: completing a stage does not start the next one, and no role assignment is granted or removed.",
          },
        ],
        differences: [
          { says: "The stage transitions are the emulator's own: only a stage InProgress takes a decision, and Approve or Deny completes it.", ref: "Seed 001: stage transitions are not public" },
        ],
      },
    },
  },
  collections: {
    [STAGES]: {
      schema: {
        type: "object",
        required: ["id", "name", "type", "properties"],
        properties: {
          id: { type: "string" },
          name: { type: "string" },
          type: { type: "string" },
          properties: { type: "object", properties: { status: { type: "string" }, displayName: { type: "string" } } },
        },
      },
    },
  },
  async seed(ctx) {
    for (const stage of seededApprovalStages()) {
      const [, approvalId = "", stageId = ""] = /roleAssignmentApprovals\/([^/]+)\/stages\/([^/]+)$/.exec(stage.id ?? "") ?? [];
      await ctx.store.put(STAGES, stageKey(approvalId, stageId), stage);
    }
  },
};
