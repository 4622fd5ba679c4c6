/**
 * Environment database movement (database-movement@v1): refresh and export, at most 3 per project in
 * any 24 hours. Seed 002: the status is always 200 (IsSuccess false with the reason) except 401.
 */
import { randomUUID } from "node:crypto";
import type { components as Db } from "../../../../generated/database-movement/v1/schema.js";
import type { ErrorCatalogue } from "../../../http/errors.js";
import type { EmuResponse } from "../../../http/front-door.js";
import type { Claim, OperationParity } from "../../parity.js";
import type { EmulatorContext, Handler } from "../../types.js";
import type { ApiPart } from "../compose.js";
import { withFindings } from "../findings.js";
import { productionEnvironmentIds } from "../seed-data.js";

export const DATABASE_MOVEMENT = "database-movement@v1";
/** Operations started, by id; index `project`: by project id. */
const DATABASE_OPERATIONS = "lifecycle.databaseOperations";

/** Database operations that start work, per project, in any 24 hours (gap decision). */
export const DATABASE_OPERATIONS_PER_DAY = 3;
const DAY = 24 * 3_600_000;
const VERSION_EOL = "9999-12-31T23:59:59.9999999";

type DatabaseOperationResult = Db["schemas"]["DatabaseOperationResult"];
interface DatabaseOperationRecord {
  id: string;
  projectId: string;
  kind: "refresh" | "export";
  startedAt: number;
}

/** The 200 answer: IsSuccess true with the operation's id, or false with the reason. */
const databaseResult = (errorMessage: string | null, id: string = randomUUID()): EmuResponse => {
  const body: DatabaseOperationResult = { IsSuccess: errorMessage === null, OperationActivityId: id, ErrorMessage: errorMessage, VersionEOL: VERSION_EOL };
  return { status: 200, body };
};

/** 401, and a request that matches no operation of the API (404, 405: no contract applies), keep their status, without a body. */
const keepsStatus = (status: number) => status === 401 || status === 404 || status === 405;

/**
 * Seed 002: "the status is always 200 OK, except when the caller is not correctly authenticated". Every
 * other problem of a matched operation (a contract violation, a body over the emulator's limit, an
 * emulator fault) answers 200 with IsSuccess false and the reason; the statuses of keepsStatus stay,
 * with no body.
 */
export const databaseMovementErrors: ErrorCatalogue = {
  map: (problem) => ({ status: keepsStatus(problem.status) ? problem.status : 200, code: problem.code }),
  shape: (e) => (e.status === 200 ? databaseResult(`${e.code}: ${withFindings(e.message, e.findings)}`) : { status: e.status }),
};

/** Start an operation unless the project has used its 3 operations of the last 24 hours. */
async function startDatabaseOperation(ctx: EmulatorContext, projectId: string, kind: DatabaseOperationRecord["kind"]): Promise<EmuResponse> {
  const now = ctx.clock.now();
  const project = String(Number(projectId));
  const recent = ctx.store.find<DatabaseOperationRecord>(DATABASE_OPERATIONS, "project", project).filter((op) => now - op.startedAt < DAY);
  if (recent.length >= DATABASE_OPERATIONS_PER_DAY) {
    return databaseResult(`The limit of ${DATABASE_OPERATIONS_PER_DAY} database operations in 24 hours has been reached. Try again later.`);
  }
  const op: DatabaseOperationRecord = { id: randomUUID(), projectId: project, kind, startedAt: now };
  await ctx.store.put(DATABASE_OPERATIONS, op.id, op);
  return databaseResult(null, op.id);
}

const isProduction = (environmentId: string) => productionEnvironmentIds.has(environmentId.toLowerCase());

const DatabaseMovement_Refresh: Handler = (req, ctx) => {
  const { projectId = "", sourceEnvironmentId = "", targetEnvironmentId = "" } = req.pathParams;
  if (sourceEnvironmentId.toLowerCase() === targetEnvironmentId.toLowerCase()) {
    return databaseResult("The source and target environments are the same. Choose a different target environment.");
  }
  if (isProduction(targetEnvironmentId)) {
    return databaseResult("The target environment is not a sandbox environment. A database refresh can only replace the database of a sandbox environment.");
  }
  return startDatabaseOperation(ctx, projectId, "refresh");
};

const DatabaseMovement_Export: Handler = (req, ctx) => {
  const { projectId = "", environmentId = "" } = req.pathParams;
  if (isProduction(environmentId)) {
    return databaseResult("The environment is not a sandbox environment. Database export is only available for sandbox environments.");
  }
  return startDatabaseOperation(ctx, projectId, "export");
};

const DAILY_LIMIT: Claim = {
  claim: "database.daily-limit",
  kind: "limit",
  says: `At most ${DATABASE_OPERATIONS_PER_DAY} refreshes and exports together per project in any 24 hours of the virtual clock; the next answers 200 with IsSuccess false and the reason, until the oldest is 24 hours old.`,
};
/** What both database operations reproduce, and not (the parity ledger). */
const DATABASE_PARITY: OperationParity = {
  reproduces: [
    DAILY_LIMIT,
    {
      claim: "database.sandbox-only",
      kind: "state",
      says: "Only sandbox environments take a refresh or give an export: the two seeded production environments are refused with IsSuccess false and the reason; any other GUID is a sandbox.",
    },
  ],
  doesNot: [
    {
      claim: "database.no-data",
      says: "No database is copied, replaced or backed up: the answer comes at once (IsSuccess true with a new OperationActivityId) and the operation only counts toward the daily limit.",
    },
  ],
  differences: [
    {
      says: "Every problem but missing credentials answers 200 with IsSuccess false and the reason, a request that breaks the contract included: no 400 or 429.",
      ref: 'Seed 002: "the status is always 200 OK, except when the caller is not correctly authenticated"',
    },
  ],
};

export const databaseMovement: ApiPart = {
  api: DATABASE_MOVEMENT,
  handlers: { DatabaseMovement_Refresh, DatabaseMovement_Export },
  errors: databaseMovementErrors,
  parity: { every: DATABASE_PARITY },
  collections: {
    [DATABASE_OPERATIONS]: {
      schema: {
        type: "object",
        required: ["id", "projectId", "kind", "startedAt"],
        properties: { id: { type: "string" }, projectId: { type: "string" }, kind: { enum: ["refresh", "export"] }, startedAt: { type: "number" } },
      },
      idOf: (op: DatabaseOperationRecord) => op.id,
    },
  },
  start(ctx) {
    ctx.store.defineIndex<DatabaseOperationRecord>(DATABASE_OPERATIONS, "project", (op) => op.projectId);
  },
};
