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
                /**
                 * @description The API version to use for this request: `2021-01-01-preview`, the version this API serves. Every management operation requires it. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions.
                 * @example 2021-01-01-preview
                 */
                "api-version": components["parameters"]["ApiVersionParameter"];
            };
            header?: never;
            path: {
                /**
                 * @description The id of the role assignment approval.
                 * @example 6d8d41e6-b1c4-4f5e-9c7a-1f3b2a9e8c10
                 */
                approvalId: components["parameters"]["ApprovalIdParameter"];
                /**
                 * @description The id of the stage of the approval.
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
         * @description Records your decision on one stage of a role assignment approval. Send `reviewResult` `Approve` or `Deny` with a `justification`; you may also change the stage's `displayName`. Every field of the body is optional. A stage starts with `reviewResult` `NotReviewed`.
         *
         *     Answers `200` with the stage, your decision recorded in `reviewResult`, `reviewedBy` and `reviewedDateTime`. Expect `401` for a missing or invalid token, `400` for a body or api-version the service refuses, `415` for a body that is not `application/json`, `429` when your writes bucket is empty, and the error object with another status for any other failure, for example `404` when the approval or the stage does not exist.
         *
         *     Not documented by the service; this contract assumes no rules for how a stage's `status` moves between its values, and lists the values only.
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
         * @description A stage (step) of a role assignment approval. Its `id` is `/providers/Vendor.Authorization/roleAssignmentApprovals/<approval_id>/stages/<stage_id>`, its `name` equals the stage id, and its `type` is `Vendor.Authorization/roleAssignmentApprovals/stages`.
         */
        RoleAssignmentApprovalStep: components["schemas"]["Resource"] & {
            /**
             * @description The resource type, `Vendor.Authorization/roleAssignmentApprovals/stages`.
             * @constant
             */
            type?: $Read<"Vendor.Authorization/roleAssignmentApprovals/stages">;
            properties?: components["schemas"]["RoleAssignmentApprovalStepProperties"];
        };
        /**
         * RoleAssignmentApprovalStepProperties
         * @description The properties of an approval stage. In a request you send only `displayName`, `justification` and `reviewResult`, each optional; the read-only fields come back in responses.
         */
        RoleAssignmentApprovalStepProperties: {
            /**
             * @description The display name of the stage.
             * @example Manager approval
             */
            displayName?: string;
            /** @description The status of the stage, set by the service (see `RoleAssignmentApprovalStepStatus`). */
            status?: $Read<components["schemas"]["RoleAssignmentApprovalStepStatus"]>;
            /** @description Whether the stage is assigned to you for review. Set by the service. */
            assignedToMe?: $Read<boolean>;
            /** @description The identity that took the decision. Set by the service. */
            reviewedBy?: $Read<components["schemas"]["UserPrincipal"]>;
            /**
             * Format: date-time
             * @description When the decision was taken. Set by the service.
             */
            reviewedDateTime?: $Read<string>;
            reviewResult?: components["schemas"]["RoleAssignmentApprovalStepReviewResult"];
            /**
             * @description The justification the approver gives for the decision.
             * @example Access needed for the quarterly audit.
             */
            justification?: string;
        };
        /**
         * RoleAssignmentApprovalStepStatus
         * @description The status of the stage, set by the service. Not documented by the service; this contract assumes no rules for how the status moves between these values, and lists the values only.
         * @enum {string}
         */
        RoleAssignmentApprovalStepStatus: "NotStarted" | "InProgress" | "Completed" | "Expired" | "Initializing" | "Escalating" | "Completing" | "Escalated";
        /**
         * RoleAssignmentApprovalStepReviewResult
         * @description The decision of the approver. A stage starts with `NotReviewed`; approvers act with `Approve` or `Deny`.
         * @enum {string}
         */
        RoleAssignmentApprovalStepReviewResult: "Approve" | "Deny" | "NotReviewed";
        /**
         * UserPrincipal
         * @description The identity that reviewed the stage. Set by the service.
         */
        UserPrincipal: {
            /** @description The id of the identity. */
            principalId?: string;
            /** @description The display name of the identity. */
            principalName?: string;
            /**
             * @description The kind of identity, a user or a service principal.
             * @enum {string}
             */
            principalType?: "user" | "servicePrincipal";
            /** @description The user principal name, if the identity has a valid one. */
            userPrincipalName?: string;
        };
        /**
         * ErrorDefinition
         * @description The error body of a failed decision: `{ "error": { "code": "...", "message": "..." } }`.
         */
        ErrorDefinition: {
            error?: components["schemas"]["ErrorDefinitionProperties"];
        };
        /**
         * ErrorDefinitionProperties
         * @description Why the request failed.
         */
        ErrorDefinitionProperties: {
            /** @description The error code, for example `RoleAssignmentApprovalStepNotFound`. Branch on this value, not on the message. */
            code?: $Read<string>;
            /** @description A description of the error for people. */
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
        /** @description Bad Request: the body or a parameter is not valid, for example a `reviewResult` outside its values or a body that is not JSON (code `InvalidRequestContent`), a missing api-version (`MissingApiVersionParameter`) or one this API does not serve (`InvalidApiVersionParameter`). Not documented by the service; this contract assumes `400` for these, with the error object. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDefinition"];
            };
        };
        /** @description Unauthorized: the bearer token is missing or invalid (code `InvalidAuthenticationToken`), or expired (`ExpiredAuthenticationToken`). Not documented by the service; this contract assumes `401` with the error object. */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDefinition"];
            };
        };
        /** @description Internal Server Error: the service failed to record the decision. Retry the request. Not documented by the service; this contract assumes `500` with the error object. */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["ErrorDefinition"];
            };
        };
        /** @description Too Many Requests: your writes bucket is empty. Wait the number of seconds in `Retry-After`, then retry. Not documented by the service; this contract assumes a writes bucket of 200 requests per subscription and principal, refilled at 10 per second. The body is the error object. */
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
         * @description The API version to use for this request: `2021-01-01-preview`, the version this API serves. Every management operation requires it. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions.
         * @example 2021-01-01-preview
         */
        ApiVersionParameter: string;
        /**
         * @description The id of the role assignment approval.
         * @example 6d8d41e6-b1c4-4f5e-9c7a-1f3b2a9e8c10
         */
        ApprovalIdParameter: string;
        /**
         * @description The id of the stage of the approval.
         * @example 2f7c9b84-3a61-4d0e-8f52-7b1e4c6d9a35
         */
        StageIdParameter: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description The number of seconds to wait before you retry. Not documented by the service; this contract assumes that every `429` carries it.
         * @example 12
         */
        RetryAfter: number;
        /**
         * @description The number of requests left in your writes bucket, 0 to 200. Not documented by the service; this contract assumes a writes bucket of 200 requests per subscription and principal, refilled at 10 per second.
         * @example 0
         */
        RateLimitRemainingWrites: number;
        /**
         * @description The authentication challenge of a `401` answer: `Bearer authorization_uri="<sign-in address>", error="invalid_token"`. Get a new access token at the `authorization_uri` address and retry. Not documented by the service; this contract assumes the resource manager sends this challenge with every `401`.
         * @example Bearer authorization_uri="https://login.vendor.example/common/oauth2/authorize", error="invalid_token"
         */
        WwwAuthenticate: string;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    RoleAssignmentApprovalStep_Patch: {
        parameters: {
            query: {
                /**
                 * @description The API version to use for this request: `2021-01-01-preview`, the version this API serves. Every management operation requires it. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions.
                 * @example 2021-01-01-preview
                 */
                "api-version": components["parameters"]["ApiVersionParameter"];
            };
            header?: never;
            path: {
                /**
                 * @description The id of the role assignment approval.
                 * @example 6d8d41e6-b1c4-4f5e-9c7a-1f3b2a9e8c10
                 */
                approvalId: components["parameters"]["ApprovalIdParameter"];
                /**
                 * @description The id of the stage of the approval.
                 * @example 2f7c9b84-3a61-4d0e-8f52-7b1e4c6d9a35
                 */
                stageId: components["parameters"]["StageIdParameter"];
            };
            cookie?: never;
        };
        /** @description Your decision: the stage's `properties`, every field optional. The read-only fields (`status`, `assignedToMe`, `reviewedBy`, `reviewedDateTime`) are set by the service; do not send them. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RoleAssignmentApprovalStepProperties"];
            };
        };
        responses: {
            /** @description The stage, with your decision recorded. */
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
            /** @description Unsupported Media Type: the body was not sent as `application/json` (code `UnsupportedMediaType`). Not documented by the service; this contract assumes `415` with the error object. */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorDefinition"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            500: components["responses"]["InternalServerError"];
            /** @description Any other failure, for example `404` when the approval or the stage does not exist, or when the address names a resource type the provider does not have (code `InvalidResourceType`), and `409` for a decision on a stage that is not `InProgress` (`RoleAssignmentApprovalStepNotInProgress`). The body is the error object. */
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
