export type $Read<T> = {
    readonly $read: T;
};
export type $Write<T> = {
    readonly $write: T;
};
export type Readable<T> = T extends $Write<any> ? never : T extends $Read<infer U> ? Readable<U> : T extends (infer E)[] ? Readable<E>[] : T extends object ? {
    [K in keyof T as NonNullable<T[K]> extends $Write<any> ? never : K]: Readable<T[K]>;
} : T;
export type Writable<T> = T extends $Read<any> ? never : T extends $Write<infer U> ? Writable<U> : T extends (infer E)[] ? Writable<E>[] : T extends object ? {
    [K in keyof T as NonNullable<T[K]> extends $Read<any> ? never : K]: Writable<T[K]>;
} & {
    [K in keyof T as NonNullable<T[K]> extends $Read<any> ? K : never]?: never;
} : T;
export interface paths {
    "/providers/Vendor.Authorization/roleAssignmentApprovals/{approvalId}/stages/{stageId}": {
        parameters: {
            query: {
                /** @description The API version to use for this request. Every management operation requires it; the operation's description and examples give the version it serves. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions. */
                "api-version": components["parameters"]["ApiVersionParameter"];
            };
            header?: never;
            path: {
                /**
                 * @description The id of the role assignment approval. Seed 001: "approvalId (string, required)".
                 * @example 6d8d41e6-b1c4-4f5e-9c7a-1f3b2a9e8c10
                 */
                approvalId: components["parameters"]["ApprovalIdParameter"];
                /**
                 * @description The id of the role assignment approval stage. Seed 001: "stageId (string, required)".
                 * @example 2f7c9b84-3a61-4d0e-8f52-7b1e4c6d9a35
                 */
                stageId: components["parameters"]["StageIdParameter"];
            };
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Record a decision on an approval stage
         * @description Records a decision on one stage of a role assignment approval. Seed 001: "PATCH /providers/Vendor.Authorization/roleAssignmentApprovals/<approval_id>/stages/<stage_id>?api-version=2021-01-01-preview"; "Body (all optional): displayName (string), justification (string), reviewResult (Approve, Deny, NotReviewed)." "200: the approval stage object. Other status: error object."
         *
         *     The stage starts with `reviewResult` NotReviewed; approvers act with Approve or Deny. Stage transitions are not public: this contract publishes the enums of `status` and `reviewResult` only (seed 001: "Transitions: not shown."; gap decision: "Stage transitions are not public: describe the enums only.").
         */
        patch: operations["RoleAssignmentApprovalStep_Patch"];
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * RoleAssignmentApprovalStep
         * @description A stage (step) of a role assignment approval. Seed 001: id "Stage id, shaped /providers/Vendor.Authorization/roleAssignmentApprovals/<approval_id>/stages/<stage_id>."; name "Stage name (equals the stage id)."; type "Vendor.Authorization/roleAssignmentApprovals/stages".
         */
        RoleAssignmentApprovalStep: components["schemas"]["Resource"] & {
            /**
             * @description The resource type. Seed 001: "Vendor.Authorization/roleAssignmentApprovals/stages".
             * @constant
             */
            type?: $Read<"Vendor.Authorization/roleAssignmentApprovals/stages">;
            properties?: components["schemas"]["RoleAssignmentApprovalStepProperties"];
        };
        /**
         * RoleAssignmentApprovalStepProperties
         * @description Properties of an approval stage. In a PATCH request only displayName, justification and reviewResult are sent (seed 001: "Body (all optional)"); the read-only fields come back in responses.
         */
        RoleAssignmentApprovalStepProperties: {
            /**
             * @description Seed 001: "Display name of the stage."
             * @example Manager approval
             */
            displayName?: string;
            /** @description Seed 001: "enum, read-only". Set by the service; see RoleAssignmentApprovalStepStatus. */
            status?: $Read<components["schemas"]["RoleAssignmentApprovalStepStatus"]>;
            /** @description Seed 001: "Whether the stage is assigned to the caller for review." Set by the service. */
            assignedToMe?: $Read<boolean>;
            /** @description The identity that took the decision (seed 001, properties.reviewedBy). Set by the service. */
            reviewedBy?: $Read<components["schemas"]["UserPrincipal"]>;
            /**
             * Format: date-time
             * @description Seed 001: "When the decision was taken." Set by the service.
             */
            reviewedDateTime?: $Read<string>;
            reviewResult?: components["schemas"]["RoleAssignmentApprovalStepReviewResult"];
            /**
             * @description Seed 001: "Justification given by the approver."
             * @example Access needed for the quarterly audit.
             */
            justification?: string;
        };
        /**
         * RoleAssignmentApprovalStepStatus
         * @description The status of the stage, set by the service. Seed 001: "NotStarted, InProgress, Completed, Expired, Initializing, Escalating, Completing, Escalated". Transitions between these states are not public (seed 001: "Transitions: not shown."; gap decision: "Stage transitions are not public: describe the enums only."), so this contract publishes the values only.
         * @enum {string}
         */
        RoleAssignmentApprovalStepStatus: "NotStarted" | "InProgress" | "Completed" | "Expired" | "Initializing" | "Escalating" | "Completing" | "Escalated";
        /**
         * RoleAssignmentApprovalStepReviewResult
         * @description The decision of the approver. Seed 001: "Approve, Deny, NotReviewed. Initially NotReviewed; approvers act with Approve or Deny." Transitions are not public (gap decision: enums only).
         * @enum {string}
         */
        RoleAssignmentApprovalStepReviewResult: "Approve" | "Deny" | "NotReviewed";
        /**
         * UserPrincipal
         * @description The identity that reviewed the stage (seed 001, properties.reviewedBy). Set by the service.
         */
        UserPrincipal: {
            /** @description Seed 001: "Identity id." */
            principalId?: string;
            /** @description Seed 001: "Identity display name." */
            principalName?: string;
            /**
             * @description Seed 001: "user, servicePrincipal".
             * @enum {string}
             */
            principalType?: "user" | "servicePrincipal";
            /** @description Seed 001: "User principal name, if valid." */
            userPrincipalName?: string;
        };
        /**
         * ErrorDefinition
         * @description Error of the approval stage operation. Seed 001: "Any status other than 200: object with field error holding code (string) and message (string)." Gap decision: `{ error: { code, message } }`.
         */
        ErrorDefinition: {
            error?: components["schemas"]["ErrorDefinitionProperties"];
        };
        /**
         * ErrorDefinitionProperties
         * @description The error (seed 001, field error).
         */
        ErrorDefinitionProperties: {
            /** @description The error code (seed 001, "code (string)"). */
            code?: $Read<string>;
            /** @description The error message (seed 001, "message (string)"). */
            message?: $Read<string>;
        };
        /**
         * Resource
         * @description The fields every resource carries: its full id, its name and its type, all set by the service.
         */
        Resource: {
            /** @description Fully qualified resource id, for example /subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/{resourceProviderNamespace}/{resourceType}/{resourceName}. */
            id?: $Read<string>;
            /** @description The name of the resource. */
            name?: $Read<string>;
            /** @description The type of the resource, for example Vendor.ContainerInstance/containerGroups. */
            type?: $Read<string>;
        };
    };
    responses: {
        /** @description Bad Request, for example a reviewResult outside its enum. The source contract names no status besides 200 ("Any status other than 200: object with field error holding code (string) and message (string)."); naming 400, 401 and 500 is a decision of this contract, with the same body. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDefinition"];
            };
        };
        /** @description Unauthorized: the bearer token is missing, expired or invalid. Named by decision of this contract (the source contract: any status other than 200 carries the error object). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDefinition"];
            };
        };
        /** @description Internal Server Error. Named by decision of this contract (the source contract: any status other than 200 carries the error object). */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDefinition"];
            };
        };
        /** @description Too Many Requests: the writes bucket of the caller is empty. Not fixed by the source contract; this contract follows the public service (token bucket per subscription and principal; writes 200 with 10/s refill). The body has this operation's error shape. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                "x-vendor-ratelimit-remaining-subscription-writes": components["headers"]["RateLimitRemainingWrites"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDefinition"];
            };
        };
    };
    parameters: {
        /**
         * @description The id of the role assignment approval. Seed 001: "approvalId (string, required)".
         * @example 6d8d41e6-b1c4-4f5e-9c7a-1f3b2a9e8c10
         */
        ApprovalIdParameter: string;
        /**
         * @description The id of the role assignment approval stage. Seed 001: "stageId (string, required)".
         * @example 2f7c9b84-3a61-4d0e-8f52-7b1e4c6d9a35
         */
        StageIdParameter: string;
        /** @description The API version to use for this request. Every management operation requires it; the operation's description and examples give the version it serves. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions. */
        ApiVersionParameter: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description Seconds to wait before retrying (HTTP delay-seconds, a non-negative integer). Not fixed by the source contract; this contract follows the public service: a 429 carries `Retry-After`.
         * @example 12
         */
        RetryAfter: number;
        /**
         * @description Requests left in the caller's writes bucket (token bucket per subscription and principal: 200, refilled at 10 per second, hence 0 to 200). Not fixed by the source contract; this contract follows the public service.
         * @example 0
         */
        RateLimitRemainingWrites: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    RoleAssignmentApprovalStep_Patch: {
        parameters: {
            query: {
                /** @description The API version to use for this request. Every management operation requires it; the operation's description and examples give the version it serves. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions. */
                "api-version": components["parameters"]["ApiVersionParameter"];
            };
            header?: never;
            path: {
                /**
                 * @description The id of the role assignment approval. Seed 001: "approvalId (string, required)".
                 * @example 6d8d41e6-b1c4-4f5e-9c7a-1f3b2a9e8c10
                 */
                approvalId: components["parameters"]["ApprovalIdParameter"];
                /**
                 * @description The id of the role assignment approval stage. Seed 001: "stageId (string, required)".
                 * @example 2f7c9b84-3a61-4d0e-8f52-7b1e4c6d9a35
                 */
                stageId: components["parameters"]["StageIdParameter"];
            };
            cookie?: never;
        };
        /** @description The decision. Seed 001: "Body (all optional): displayName (string), justification (string), reviewResult (Approve, Deny, NotReviewed)." The body is the stage's properties object: its read-only fields (status, assignedToMe, reviewedBy, reviewedDateTime) are set by the service and not sent. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleAssignmentApprovalStepProperties"];
            };
        };
        responses: {
            /** @description OK. Seed 001: "200: the approval stage object." */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RoleAssignmentApprovalStep"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            /** @description Error. Seed 001: "Any status other than 200: object with field error holding code (string) and message (string)." */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDefinition"];
                };
            };
        };
    };
}
