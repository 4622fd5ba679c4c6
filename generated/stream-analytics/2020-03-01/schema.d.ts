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
    "/subscriptions/{subscriptionId}/resourcegroups/{resourceGroupName}/providers/Vendor.StreamAnalytics/streamingjobs/{jobName}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or replace a streaming job
         * @description Creates a streaming job or replaces an already existing streaming job (api-version `2020-03-01`).
         *     The path segment is written `resourcegroups` (lower case), as in the seed.
         *
         *     Seed: "A complete job has a transformation, at least one input and at least one output; a shell
         *     job has empty inputs, outputs and functions and no transformation." The body must be one of the
         *     two shapes (`StreamingJobProperties`, `anyOf`).
         *
         *     Optimistic concurrency: `If-Match` ("omit to always overwrite; give the last seen tag to avoid
         *     overwriting concurrent changes") and `If-None-Match` ("set to * to allow creation but block
         *     update of an existing job; other values give 412").
         *
         *     Answers: 201 (created; the seed's state table: jobState Created, provisioningState Succeeded),
         *     200 (replaced), both with the `ETag` header; 412 Pre-condition Failed; 429 over the request-rate
         *     limit; any other status: the error object (400, 401 and 500 named by decision of this contract).
         */
        put: operations["StreamingJobs_CreateOrReplace"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * Error
         * @description Common error representation. Seed: "Any other status than 200 or 201: generic error object; its fields: not shown." Not fixed by the source contract; this contract follows the public service: `{ "error": { code, message, target, details: [ { code, target, message } ] } }`. That `error`, `error.code` and `error.message` are always present is a decision of this contract.
         */
        Error: {
            /** @description Error definition properties. */
            error: {
                /**
                 * @description Error code.
                 * @example BadRequest
                 */
                code: string;
                /** @description Error message. */
                message: string;
                /** @description Error target. */
                target?: string;
                /** @description Error details. */
                details?: components["schemas"]["ErrorDetails"][];
            };
        };
        /**
         * ErrorDetails
         * @description Common error details representation (public service shape, see `Error`).
         */
        ErrorDetails: {
            /** @description Error code. */
            code?: string;
            /** @description Error target. */
            target?: string;
            /** @description Error message. */
            message?: string;
        };
        /**
         * @description Resource name. Seed: "name required on each item in PUT". Not read-only: the client names each input, output, function and the transformation.
         * @example input7225
         */
        SubResourceName: string;
        /** @description Resource Id (read-only, set by the service). */
        SubResourceId: string;
        /**
         * StreamingJob
         * @description A streaming job object, containing all information associated with the named streaming job. Seed: "Body of PUT and the job returned". Read-only job fields: id, name, type (resource envelope), properties.jobId, provisioningState, jobState, createdDate, lastOutputEventTime, etag.
         */
        StreamingJob: components["schemas"]["TrackedResource"] & {
            identity?: components["schemas"]["Identity"];
            properties: components["schemas"]["StreamingJobProperties"];
        };
        /**
         * StreamingJobCreated
         * @description The streaming job as returned with 201 Created. Seed state table: "none | PUT streaming job | Job accepted (200 or 201) | jobState Created, provisioningState Succeeded | ETag header returned." A 201 answer creates the job, so it comes from state none: jobState is Created and provisioningState is Succeeded.
         */
        StreamingJobCreated: components["schemas"]["StreamingJob"] & {
            /** @description Seed state table: after the PUT that creates the job, jobState Created and provisioningState Succeeded. */
            properties: {
                /**
                 * @description Seed state table: next state jobState Created.
                 * @constant
                 */
                jobState: $Read<"Created">;
                /**
                 * @description Seed state table: next state provisioningState Succeeded.
                 * @constant
                 */
                provisioningState: $Read<"Succeeded">;
            };
        };
        /**
         * Identity
         * @description Seed: "System-assigned managed identity used to authenticate inputs and outputs." "Fields of the identity ... not shown beyond the names given." Not fixed by the source contract; this contract follows the public service: tenantId, principalId (both set by the service) and type.
         */
        Identity: {
            /** @description The identity's tenant id (set by the service). */
            tenantId?: $Read<string>;
            /** @description The identity's principal id (set by the service). */
            principalId?: $Read<string>;
            /** @description The identity type. Open enum (unknown strings accepted, known values documented). Not fixed by the source contract; this contract follows the public service, whose value for this api-version is SystemAssigned ("System-assigned managed identity"). */
            type?: "SystemAssigned" | string;
        };
        /**
         * Sku
         * @description The properties that are associated with a SKU. Seed: "properties.sku.name | enum | Required on PUT. Value: Standard."
         */
        Sku: {
            /**
             * @description The name of the SKU. Required on PUT (CreateOrReplace) requests. Seed: "Value: Standard."
             * @enum {string}
             */
            name: "Standard";
        };
        /**
         * ClusterInfo
         * @description Seed: "Cluster that runs the job." "Fields of the ... cluster ... not shown beyond the names given." Not fixed by the source contract; this contract follows the public service: id.
         */
        ClusterInfo: {
            /** @description The resource id of cluster. */
            id?: string;
        };
        /**
         * AuthenticationMode
         * @description Authentication Mode. Seed: "Authentication mode values: Msi, UserToken, ConnectionString." Default ConnectionString: the seed gives that default for the data lake store, service bus queue, service bus topic and BI dashboard outputs; the public service has the same default for the job storage account.
         * @default ConnectionString
         * @enum {string}
         */
        AuthenticationMode: "Msi" | "UserToken" | "ConnectionString";
        /**
         * StorageAccount
         * @description The properties that are associated with a storage account. Seed: "Storage account: accountName, accountKey (strings, required on PUT)." accountKey is a secret: "accountKey omitted in responses".
         */
        StorageAccount: {
            /** @description The name of the storage account. Required on PUT (CreateOrReplace) requests. */
            accountName: string;
            /** @description The account key for the storage account. Required on PUT (CreateOrReplace) requests. Omitted in responses (seed). */
            accountKey: $Write<string>;
        };
        /**
         * JobStorageAccount
         * @description Seed: "Storage account used with managed identity." "Fields of the ... job storage account objects: not shown beyond the names given." Not fixed by the source contract; this contract follows the public service: accountName, accountKey, authenticationMode. accountName is required on PUT. accountKey is a secret (writeOnly) and optional here: the account is used with managed identity, so a key is not always needed (decision of this contract; the public service calls it required on PUT).
         */
        JobStorageAccount: {
            /** @description The name of the storage account. Required on PUT (CreateOrReplace) requests. */
            accountName: string;
            /** @description The account key for the storage account. Never returned. */
            accountKey?: $Write<string>;
            /** @description Authentication Mode (public service default ConnectionString). */
            authenticationMode?: components["schemas"]["AuthenticationMode"];
        };
        /**
         * JobState
         * @description Describes the state of the streaming job (read-only). Seed: "properties.jobState (string)"; "Other job states and transitions: not shown." Open enum (unknown strings accepted, known values documented). Not fixed by the source contract; this contract follows the public service: Created, Starting, Running, Stopping, Stopped, Deleting, Failed, Degraded, Restarting, Scaling.
         */
        JobState: ("Created" | "Starting" | "Running" | "Stopping" | "Stopped" | "Deleting" | "Failed" | "Degraded" | "Restarting" | "Scaling") | string;
        /**
         * EventsLateArrivalMaxDelayInSeconds
         * Format: int32
         * @description The maximum tolerable delay in seconds where events arriving late could be included. Seed: "Range -1 to 1814399 (20 days 23:59:59); -1 waits indefinitely; absent means -1."
         * @default -1
         */
        EventsLateArrivalMaxDelayInSeconds: number;
        /**
         * DataLocale
         * @description The data locale of the stream analytics job. Seed: "Name of a supported culture; default en-US."
         * @default en-US
         * @example en-US
         */
        DataLocale: string;
        /**
         * StreamingUnits
         * Format: int32
         * @description Specifies the number of streaming units that the streaming job uses. Seed: "default 3".
         * @default 3
         */
        StreamingUnits: number;
        /**
         * StreamingJobProperties
         * @description The properties that are associated with a streaming job. Seed: "A complete job has a transformation, at least one input and at least one output; a shell job has empty inputs, outputs and functions and no transformation." Expressed as `anyOf` of the two shapes: CompleteJob (transformation required, inputs and outputs with at least one item) and ShellJob (inputs, outputs and functions absent or empty, no transformation). Conditional rules (`allOf`): contentStoragePolicy JobStorageAccount requires jobStorageAccount; outputStartMode CustomTime requires outputStartTime.
         */
        StreamingJobProperties: {
            /** @description Describes the SKU of the streaming job. Required on PUT (CreateOrReplace) requests (seed: "properties.sku.name ... Required on PUT"). */
            sku: components["schemas"]["Sku"];
            /**
             * Format: uuid
             * @description A GUID uniquely identifying the streaming job. Seed: "GUID created at job creation" (read-only).
             */
            jobId?: $Read<string>;
            /**
             * @description Describes the provisioning status of the streaming job (read-only). Seed: "properties.provisioningState (string)"; after an accepted PUT: Succeeded.
             * @example Succeeded
             */
            provisioningState?: $Read<string>;
            jobState?: $Read<components["schemas"]["JobState"]>;
            /**
             * @description Describes the type of the job. Seed: "jobType | enum | Cloud, Edge."
             * @enum {string}
             */
            jobType?: "Cloud" | "Edge";
            /**
             * @description This property should only be utilized when it is desired that the job be started immediately upon creation. Seed: "JobStartTime, CustomTime, LastOutputEventTime. Use only to start the job at creation." With CustomTime, outputStartTime is required.
             * @enum {string}
             */
            outputStartMode?: "JobStartTime" | "CustomTime" | "LastOutputEventTime";
            /**
             * Format: date-time
             * @description Seed: "ISO 8601 start point; required when outputStartMode is CustomTime; null means start at each job start." With outputStartMode CustomTime it must be a date-time, not null.
             */
            outputStartTime?: string | null;
            /**
             * Format: date-time
             * @description Seed: "date-time or null; the latest value over all outputs" (read-only).
             */
            lastOutputEventTime?: $Read<string | null>;
            /**
             * @description Indicates the policy to apply to events that arrive out of order in the input event stream. Seed: "Policy for out-of-order input events (Drop appears among the values)." Not fixed by the source contract; this contract follows the public service: Adjust, Drop.
             * @enum {string}
             */
            eventsOutOfOrderPolicy?: "Adjust" | "Drop";
            /**
             * @description Seed: "Stop, Drop. Applies to events that cannot be written because of malformed data."
             * @enum {string}
             */
            outputErrorPolicy?: "Stop" | "Drop";
            /**
             * Format: int32
             * @description Seed: "Maximum tolerated delay for reordering out-of-order events."
             */
            eventsOutOfOrderMaxDelayInSeconds?: number;
            eventsLateArrivalMaxDelayInSeconds?: components["schemas"]["EventsLateArrivalMaxDelayInSeconds"];
            dataLocale?: components["schemas"]["DataLocale"];
            /**
             * @description Controls certain runtime behaviors of the streaming job. Seed: "Controls runtime behaviours; the value 1.0 appears." Not fixed by the source contract; this contract follows the public service: 1.0, 1.2.
             * @enum {string}
             */
            compatibilityLevel?: "1.0" | "1.2";
            /**
             * Format: date-time
             * @description Seed: "UTC date-time" of the job creation (read-only).
             */
            createdDate?: $Read<string>;
            /** @description A list of one or more inputs to the streaming job. Seed: "name required on each item in PUT. Not changeable by PATCH; individual PATCH operations exist per input." */
            inputs?: components["schemas"]["Input"][];
            /** @description The query and the number of streaming units. Seed: "name required in PUT. Not changeable by PATCH." */
            transformation?: components["schemas"]["Transformation"];
            /** @description A list of one or more outputs for the streaming job. Seed: "name required on each item in PUT. Not changeable by PATCH." */
            outputs?: components["schemas"]["Output"][];
            /** @description A list of one or more functions for the streaming job. Seed: "name required on each item in PUT. Not changeable by PATCH." */
            functions?: components["schemas"]["Function"][];
            /** @description Seed: "opaque entity tag for If-Match and If-None-Match" (read-only). */
            etag?: $Read<string>;
            jobStorageAccount?: components["schemas"]["JobStorageAccount"];
            /**
             * @description Seed: "JobStorageAccount, SystemAccount. With JobStorageAccount, jobStorageAccount must also be given."
             * @enum {string}
             */
            contentStoragePolicy?: "SystemAccount" | "JobStorageAccount";
            cluster?: components["schemas"]["ClusterInfo"];
        } & (unknown & unknown & ({
            /** @description A complete job has a transformation. */
            transformation: unknown;
            inputs: unknown;
            outputs: unknown;
        } | {
            inputs?: unknown;
            outputs?: unknown;
            functions?: unknown;
        }));
        /**
         * Compression
         * @description Describes how input data is compressed. Seed: "compression (object with a compression type)". Not fixed by the source contract; this contract follows the public service: None, GZip, Deflate.
         */
        Compression: {
            /**
             * @description The type of compression that the input uses.
             * @enum {string}
             */
            type: "None" | "GZip" | "Deflate";
        };
        /**
         * Diagnostics
         * @description Describes conditions applicable to the input, output, or the job overall, that warrant customer attention (read-only; seed: "diagnostics", "Conditions needing attention"). Not fixed by the source contract; this contract follows the public service: conditions with since, code, message.
         */
        Diagnostics: {
            /** @description A collection of zero or more conditions applicable to the resource. */
            conditions?: $Read<components["schemas"]["DiagnosticCondition"][]>;
        };
        /**
         * DiagnosticCondition
         * @description Condition applicable to the resource, or to the job overall, that warrant customer attention (public service shape).
         */
        DiagnosticCondition: {
            /** @description The UTC timestamp of when the condition started. */
            since?: $Read<string>;
            /** @description The opaque diagnostic code. */
            code?: $Read<string>;
            /** @description The human-readable message describing the condition in detail. */
            message?: $Read<string>;
        };
        /**
         * Input
         * @description An input object, containing all information associated with the named input. Seed: "Input item: id, name, type (read-only), properties"; "name required on each item in PUT".
         */
        Input: {
            id?: $Read<components["schemas"]["SubResourceId"]>;
            name: components["schemas"]["SubResourceName"];
            /** @description Resource type (read-only), for example Vendor.StreamAnalytics/streamingjobs/inputs. */
            type?: $Read<string>;
            properties: components["schemas"]["InputProperties"];
        };
        /**
         * InputProperties
         * @description The properties that are associated with an input. Seed: "type: Stream or Reference (required on PUT)". A discriminated union on `type`: StreamInputProperties or ReferenceInputProperties.
         */
        InputProperties: components["schemas"]["StreamInputProperties"] | components["schemas"]["ReferenceInputProperties"];
        /**
         * StreamInputProperties
         * @description The properties that are associated with an input containing stream data. Seed: "Stream datasource kinds: blob, event hub, event hub v2, IoT hub, gateway message bus."
         */
        StreamInputProperties: {
            /**
             * @description Indicates whether the input is a source of reference data or stream data. Required on PUT (CreateOrReplace) requests.
             * @constant
             */
            type: "Stream";
            datasource: components["schemas"]["StreamInputDataSource"];
            serialization: components["schemas"]["InputSerialization"];
            compression?: components["schemas"]["Compression"];
            diagnostics?: $Read<components["schemas"]["Diagnostics"]>;
            /** @description partitionKey Describes a key in the input data which is used for partitioning the input data. */
            partitionKey?: string;
            /** @description The current entity tag for the input. This is an opaque string (read-only). */
            etag?: $Read<string>;
        };
        /**
         * ReferenceInputProperties
         * @description The properties that are associated with an input containing reference data. Seed: "Reference datasource kinds: blob, SQL database, file."
         */
        ReferenceInputProperties: {
            /**
             * @description Indicates whether the input is a source of reference data or stream data. Required on PUT (CreateOrReplace) requests.
             * @constant
             */
            type: "Reference";
            datasource: components["schemas"]["ReferenceInputDataSource"];
            serialization: components["schemas"]["InputSerialization"];
            compression?: components["schemas"]["Compression"];
            diagnostics?: $Read<components["schemas"]["Diagnostics"]>;
            /** @description partitionKey Describes a key in the input data which is used for partitioning the input data. */
            partitionKey?: string;
            /** @description The current entity tag for the input. This is an opaque string (read-only). */
            etag?: $Read<string>;
        };
        /**
         * StreamInputDataSource
         * @description Describes an input data source that contains stream data. Required on PUT (CreateOrReplace) requests. Discriminated union on `type` (seed kinds: blob, event hub, event hub v2, IoT hub, gateway message bus).
         */
        StreamInputDataSource: components["schemas"]["BlobDataSource"] | components["schemas"]["EventHubDataSource"] | components["schemas"]["EventHubV2DataSource"] | components["schemas"]["IoTHubStreamInputDataSource"] | components["schemas"]["GatewayMessageBusDataSource"];
        /**
         * ReferenceInputDataSource
         * @description Describes an input data source that contains reference data. Required on PUT (CreateOrReplace) requests. Discriminated union on `type` (seed kinds: blob, SQL database, file).
         */
        ReferenceInputDataSource: components["schemas"]["BlobDataSource"] | components["schemas"]["SqlDatabaseDataSource"] | components["schemas"]["FileReferenceInputDataSource"];
        /**
         * OutputDataSource
         * @description Describes the data source that output will be written to. Required on PUT (CreateOrReplace) requests. Discriminated union on `type`. Seed: "Output datasource kinds: blob, data lake store, event hub, event hub v2, function, SQL database, synapse, table, document database, BI dashboard, service bus queue, service bus topic, gateway message bus."
         */
        OutputDataSource: components["schemas"]["BlobDataSource"] | components["schemas"]["DataLakeStoreOutputDataSource"] | components["schemas"]["EventHubDataSource"] | components["schemas"]["EventHubV2DataSource"] | components["schemas"]["FunctionOutputDataSource"] | components["schemas"]["SqlDatabaseDataSource"] | components["schemas"]["SynapseOutputDataSource"] | components["schemas"]["TableOutputDataSource"] | components["schemas"]["DocumentDbOutputDataSource"] | components["schemas"]["BIOutputDataSource"] | components["schemas"]["ServiceBusQueueOutputDataSource"] | components["schemas"]["ServiceBusTopicOutputDataSource"] | components["schemas"]["GatewayMessageBusDataSource"];
        /**
         * NotShownProperties
         * @description Fields not shown: "Fields of the remaining input and output datasource kinds: not shown." This contract keeps the object open (any members accepted) and names no fields; see the public service for the fields it uses. Secrets sent here are not marked and therefore not checked absent from responses.
         */
        NotShownProperties: {
            [key: string]: unknown;
        };
        /**
         * BlobDataSource
         * @description Describes a blob data source (stream input, reference input and output). Seed: "Blob datasource: type Vendor.Storage/Blob; properties storageAccounts (items accountName, accountKey; accountKey omitted in responses), container, pathPattern (string)." The seed gives these fields with the inputs; the same kind and fields serve blob outputs. The properties object stays open for the further fields of the public service (for example dateFormat, timeFormat).
         */
        BlobDataSource: {
            /**
             * @description Type string from the seed.
             * @constant
             */
            type: "Vendor.Storage/Blob";
            /** @description The properties that are associated with a blob data source (open object). */
            properties?: {
                /** @description A list of one or more storage accounts. */
                storageAccounts?: components["schemas"]["StorageAccount"][];
                /** @description The name of a container within the associated storage account. */
                container?: string;
                /** @description The blob path pattern (seed: "pathPattern (string)"). */
                pathPattern?: string;
            } & {
                [key: string]: unknown;
            };
        };
        /**
         * EventHubDataSource
         * @description Event hub data source (stream input and output). Fields not shown by the seed. Not fixed by the source contract; this contract follows the public service's type string with the vendor prefix: Vendor.ServiceBus/EventHub.
         */
        EventHubDataSource: {
            /**
             * @description Type string from the public service (vendor prefix written Vendor).
             * @constant
             */
            type: "Vendor.ServiceBus/EventHub";
            properties?: components["schemas"]["NotShownProperties"];
        };
        /**
         * EventHubV2DataSource
         * @description Event hub v2 data source (stream input and output). Fields not shown by the seed. Not fixed by the source contract; this contract follows the public service's type string: Vendor.EventHub/EventHub.
         */
        EventHubV2DataSource: {
            /**
             * @description Type string from the public service (vendor prefix written Vendor).
             * @constant
             */
            type: "Vendor.EventHub/EventHub";
            properties?: components["schemas"]["NotShownProperties"];
        };
        /**
         * IoTHubStreamInputDataSource
         * @description IoT hub stream input data source. Fields not shown by the seed. Not fixed by the source contract; this contract follows the public service's type string: Vendor.Devices/IotHubs.
         */
        IoTHubStreamInputDataSource: {
            /**
             * @description Type string from the public service (vendor prefix written Vendor).
             * @constant
             */
            type: "Vendor.Devices/IotHubs";
            properties?: components["schemas"]["NotShownProperties"];
        };
        /**
         * GatewayMessageBusDataSource
         * @description Gateway message bus data source (stream input and output). Fields not shown by the seed. Not fixed by the source contract; this contract follows the public service's type string: GatewayMessageBus.
         */
        GatewayMessageBusDataSource: {
            /**
             * @description Type string from the public service (it has no vendor prefix).
             * @constant
             */
            type: "GatewayMessageBus";
            properties?: components["schemas"]["NotShownProperties"];
        };
        /**
         * FileReferenceInputDataSource
         * @description File reference input data source. Fields not shown by the seed. Not fixed by the source contract; this contract follows the public service's type string: File.
         */
        FileReferenceInputDataSource: {
            /**
             * @description Type string from the public service (it has no vendor prefix).
             * @constant
             */
            type: "File";
            properties?: components["schemas"]["NotShownProperties"];
        };
        /**
         * SqlDatabaseDataSource
         * @description SQL database data source (reference input and output). Seed: "SQL database: type Vendor.Sql/Server/Database; properties server, database, user, password (omitted in responses), table." The seed gives these fields with the outputs; the same kind serves reference inputs. The properties object stays open for the further fields of the public service.
         */
        SqlDatabaseDataSource: {
            /**
             * @description Type string from the seed.
             * @constant
             */
            type: "Vendor.Sql/Server/Database";
            /** @description The properties that are associated with a SQL database data source (open object). */
            properties?: {
                /** @description The name of the SQL server containing the SQL database. */
                server?: string;
                /** @description The name of the SQL database. */
                database?: string;
                /** @description The user name that will be used to connect to the SQL database. */
                user?: string;
                /** @description The password that will be used to connect to the SQL database. Omitted in responses (seed). */
                password?: $Write<string>;
                /** @description The name of the table in the SQL database. */
                table?: string;
            };
        };
        /**
         * DataLakeStoreOutputDataSource
         * @description Data lake store output data source. Seed: "Data lake store: accountName (required on PUT), authenticationMode (default ConnectionString), dateFormat." The type string is not fixed by the source contract; this contract follows the public service: Vendor.DataLake/Accounts.
         */
        DataLakeStoreOutputDataSource: {
            /**
             * @description Type string from the public service (vendor prefix written Vendor).
             * @constant
             */
            type: "Vendor.DataLake/Accounts";
            /** @description The properties that are associated with a data lake store output. */
            properties: {
                /** @description The name of the data lake store account. Required on PUT (CreateOrReplace) requests. */
                accountName: string;
                /** @description Authentication Mode (seed default ConnectionString). */
                authenticationMode?: components["schemas"]["AuthenticationMode"];
                /** @description The date format. Wherever {date} appears in filePathPrefix, the value of this property is used as the date format instead. */
                dateFormat?: string;
            };
        };
        /**
         * FunctionOutputDataSource
         * @description Function output data source. Fields not shown by the seed. Not fixed by the source contract; this contract follows the public service's type string with the vendor prefix: Vendor.AzureFunction.
         */
        FunctionOutputDataSource: {
            /**
             * @description Type string from the public service (vendor prefix written Vendor).
             * @constant
             */
            type: "Vendor.AzureFunction";
            properties?: components["schemas"]["NotShownProperties"];
        };
        /**
         * SynapseOutputDataSource
         * @description Synapse output data source. Fields not shown by the seed. Not fixed by the source contract; this contract follows the public service's type string: Vendor.Sql/Server/DataWarehouse.
         */
        SynapseOutputDataSource: {
            /**
             * @description Type string from the public service (vendor prefix written Vendor).
             * @constant
             */
            type: "Vendor.Sql/Server/DataWarehouse";
            properties?: components["schemas"]["NotShownProperties"];
        };
        /**
         * TableOutputDataSource
         * @description Table output data source. Fields not shown by the seed. Not fixed by the source contract; this contract follows the public service's type string: Vendor.Storage/Table.
         */
        TableOutputDataSource: {
            /**
             * @description Type string from the public service (vendor prefix written Vendor).
             * @constant
             */
            type: "Vendor.Storage/Table";
            properties?: components["schemas"]["NotShownProperties"];
        };
        /**
         * DocumentDbOutputDataSource
         * @description Document database output data source. Fields not shown by the seed. Not fixed by the source contract; this contract follows the public service's type string: Vendor.Storage/DocumentDB.
         */
        DocumentDbOutputDataSource: {
            /**
             * @description Type string from the public service (vendor prefix written Vendor).
             * @constant
             */
            type: "Vendor.Storage/DocumentDB";
            properties?: components["schemas"]["NotShownProperties"];
        };
        /**
         * BIOutputDataSource
         * @description BI dashboard output data source. Seed: "BI dashboard: type VendorBI; authenticationMode (default ConnectionString), dataset, table, refreshToken (all required on PUT), groupId, groupName, tokenUserDisplayName, tokenUserPrincipalName (string)." "All required on PUT" is read as the fields named without their own note: dataset, table, refreshToken (authenticationMode has a default, so it may be absent; the public service requires the same three). refreshToken is a credential: writeOnly (decision of this contract that follows the public service; the seed does not say whether it is returned).
         */
        BIOutputDataSource: {
            /**
             * @description Type string from the seed.
             * @constant
             */
            type: "VendorBI";
            /** @description The properties that are associated with a BI dashboard output. */
            properties: {
                /** @description Authentication Mode (seed default ConnectionString). */
                authenticationMode?: components["schemas"]["AuthenticationMode"];
                /** @description The name of the dataset. Required on PUT (CreateOrReplace) requests. */
                dataset: string;
                /** @description The name of the table under the specified dataset. Required on PUT (CreateOrReplace) requests. */
                table: string;
                /** @description A refresh token that can be used to obtain a valid access token. Required on PUT (CreateOrReplace) requests. Never returned (writeOnly): seed 001 does not name it among the secrets omitted in responses; this is a decision of this contract that follows the public service, which does not return it. */
                refreshToken: $Write<string>;
                /** @description The ID of the group. */
                groupId?: string;
                /** @description The name of the group. */
                groupName?: string;
                /** @description The user display name of the user that was used to obtain the refresh token. */
                tokenUserDisplayName?: string;
                /** @description The user principal name (UPN) of the user that was used to obtain the refresh token. */
                tokenUserPrincipalName?: string;
            };
        };
        /**
         * ServiceBusSystemPropertyColumns
         * @description The system properties associated with the service bus message, each mapped to the name of an output column. Seed: "supported system properties ReplyToSessionId, ContentType, To, Subject, CorrelationId, TimeToLive, PartitionKey, SessionId, ScheduledEnqueueTime, MessageId, ReplyTo, Label, ScheduledEnqueueTimeUtc." Values are column names (public service). Other names are not supported and are rejected (decision of this contract).
         */
        ServiceBusSystemPropertyColumns: {
            /** @description Column that supplies ReplyToSessionId. */
            ReplyToSessionId?: string;
            /** @description Column that supplies ContentType. */
            ContentType?: string;
            /** @description Column that supplies To. */
            To?: string;
            /** @description Column that supplies Subject. */
            Subject?: string;
            /** @description Column that supplies CorrelationId. */
            CorrelationId?: string;
            /** @description Column that supplies TimeToLive. */
            TimeToLive?: string;
            /** @description Column that supplies PartitionKey. */
            PartitionKey?: string;
            /** @description Column that supplies SessionId. */
            SessionId?: string;
            /** @description Column that supplies ScheduledEnqueueTime. */
            ScheduledEnqueueTime?: string;
            /** @description Column that supplies MessageId. */
            MessageId?: string;
            /** @description Column that supplies ReplyTo. */
            ReplyTo?: string;
            /** @description Column that supplies Label. */
            Label?: string;
            /** @description Column that supplies ScheduledEnqueueTimeUtc. */
            ScheduledEnqueueTimeUtc?: string;
        };
        /**
         * ServiceBusQueueOutputDataSource
         * @description Service bus queue output data source. Seed: "type Vendor.ServiceBus/Queue; authenticationMode (default ConnectionString), propertyColumns (string[]), queueName, serviceBusNamespace, sharedAccessPolicyKey, sharedAccessPolicyName (all required on PUT), systemPropertyColumns". "All required on PUT" is read as the fields named without their own note: queueName, serviceBusNamespace, sharedAccessPolicyKey, sharedAccessPolicyName (authenticationMode has a default; the public service requires the same four). sharedAccessPolicyKey is a secret: writeOnly (not the seed's words; a decision of this contract that follows the public service).
         */
        ServiceBusQueueOutputDataSource: {
            /**
             * @description Type string from the seed.
             * @constant
             */
            type: "Vendor.ServiceBus/Queue";
            /** @description The properties that are associated with a service bus queue output. */
            properties: {
                /** @description Authentication Mode (seed default ConnectionString). */
                authenticationMode?: components["schemas"]["AuthenticationMode"];
                /** @description A string array of the names of output columns to be attached to service bus messages as custom properties. */
                propertyColumns?: string[];
                /** @description The name of the service bus queue. Required on PUT (CreateOrReplace) requests. */
                queueName: string;
                /** @description The namespace that is associated with the desired event hub, service bus queue, service bus topic, etc. Required on PUT (CreateOrReplace) requests. */
                serviceBusNamespace: string;
                /** @description The shared access policy key for the specified shared access policy. Required on PUT (CreateOrReplace) requests. Never returned (writeOnly): seed 001 does not name it among the secrets omitted in responses; this is a decision of this contract that follows the public service, which does not return it. */
                sharedAccessPolicyKey: $Write<string>;
                /** @description The shared access policy name. Required on PUT (CreateOrReplace) requests. */
                sharedAccessPolicyName: string;
                systemPropertyColumns?: components["schemas"]["ServiceBusSystemPropertyColumns"];
            };
        };
        /**
         * ServiceBusTopicOutputDataSource
         * @description Service bus topic output data source. Seed: "type Vendor.ServiceBus/Topic; same fields with topicName in place of queueName." Required on PUT: topicName, serviceBusNamespace, sharedAccessPolicyKey, sharedAccessPolicyName (as for the queue). sharedAccessPolicyKey is a secret: writeOnly (not the seed's words; a decision of this contract that follows the public service).
         */
        ServiceBusTopicOutputDataSource: {
            /**
             * @description Type string from the seed.
             * @constant
             */
            type: "Vendor.ServiceBus/Topic";
            /** @description The properties that are associated with a service bus topic output. */
            properties: {
                /** @description Authentication Mode (seed default ConnectionString). */
                authenticationMode?: components["schemas"]["AuthenticationMode"];
                /** @description A string array of the names of output columns to be attached to service bus messages as custom properties. */
                propertyColumns?: string[];
                /** @description The name of the service bus topic. Required on PUT (CreateOrReplace) requests. */
                topicName: string;
                /** @description The namespace that is associated with the desired event hub, service bus queue, service bus topic, etc. Required on PUT (CreateOrReplace) requests. */
                serviceBusNamespace: string;
                /** @description The shared access policy key for the specified shared access policy. Required on PUT (CreateOrReplace) requests. Never returned (writeOnly): seed 001 does not name it among the secrets omitted in responses; this is a decision of this contract that follows the public service, which does not return it. */
                sharedAccessPolicyKey: $Write<string>;
                /** @description The shared access policy name. Required on PUT (CreateOrReplace) requests. */
                sharedAccessPolicyName: string;
                systemPropertyColumns?: components["schemas"]["ServiceBusSystemPropertyColumns"];
            };
        };
        /**
         * Encoding
         * @description Specifies the encoding of the incoming data in the case of input and the encoding of outgoing data in the case of output. Seed: "properties.encoding, of which UTF8 appears". Open enum (unknown strings accepted, known values documented): UTF8 (the public service's only value).
         */
        Encoding: "UTF8" | string;
        /**
         * JsonOutputSerializationFormat
         * @description Specifies the format of the JSON the output will be written in. Seed: "properties.format for outputs only: lineSeparated or array, default lineSeparated". The public service spells them LineSeparated and Array: both spellings are accepted (gap decision). lineSeparated: each JSON object separated by a new line; array: a JSON array of JSON objects.
         * @default lineSeparated
         * @enum {string}
         */
        JsonOutputSerializationFormat: "lineSeparated" | "array" | "LineSeparated" | "Array";
        /**
         * JsonInputSerialization
         * @description Describes how data from an input is serialized in JSON format. Seed: "Json (properties.encoding ...; properties.format for outputs only". format does not apply to inputs.
         */
        JsonInputSerialization: {
            /**
             * @description Indicates the type of serialization. Required on PUT (CreateOrReplace) requests.
             * @constant
             */
            type: "Json";
            /** @description The properties that are associated with the JSON serialization type. */
            properties?: {
                encoding?: components["schemas"]["Encoding"];
            };
        };
        /**
         * JsonOutputSerialization
         * @description Describes how data is written to an output in JSON format (seed: "Json (properties.encoding ...; properties.format for outputs only").
         */
        JsonOutputSerialization: {
            /**
             * @description Indicates the type of serialization. Required on PUT (CreateOrReplace) requests.
             * @constant
             */
            type: "Json";
            /** @description The properties that are associated with the JSON serialization type. */
            properties?: {
                encoding?: components["schemas"]["Encoding"];
                format?: components["schemas"]["JsonOutputSerializationFormat"];
            };
        };
        /**
         * AvroSerialization
         * @description Describes how data is serialized in Avro format. Seed: "Avro"; no fields given. The properties object stays open (the public service defines none).
         */
        AvroSerialization: {
            /**
             * @description Indicates the type of serialization. Required on PUT (CreateOrReplace) requests.
             * @constant
             */
            type: "Avro";
            /** @description The properties that are associated with the Avro serialization type (none defined). */
            properties?: {
                [key: string]: unknown;
            };
        };
        /**
         * ParquetSerialization
         * @description Describes how data is serialized in Parquet format. Seed: "Parquet"; no fields given. The properties object stays open (the public service defines none).
         */
        ParquetSerialization: {
            /**
             * @description Indicates the type of serialization. Required on PUT (CreateOrReplace) requests.
             * @constant
             */
            type: "Parquet";
            /** @description The properties that are associated with the Parquet serialization type (none defined). */
            properties?: {
                [key: string]: unknown;
            };
        };
        /**
         * CsvSerialization
         * @description Describes how data is serialized in CSV format. Seed: "Csv (fields not stated)". The properties object stays open. Not fixed by the source contract; this contract documents the public service's fields fieldDelimiter and encoding, both optional here.
         */
        CsvSerialization: {
            /**
             * @description Indicates the type of serialization. Required on PUT (CreateOrReplace) requests.
             * @constant
             */
            type: "Csv";
            /** @description The properties that are associated with the CSV serialization type (open object). */
            properties?: {
                /** @description The delimiter that will be used to separate comma-separated value (CSV) records (public service). */
                fieldDelimiter?: string;
                encoding?: components["schemas"]["Encoding"];
            } & {
                [key: string]: unknown;
            };
        };
        /**
         * InputSerialization
         * @description Describes how data from an input is serialized. Required on PUT (CreateOrReplace) requests. Discriminated union on `type` (seed: "Json ..., Avro, Parquet, Csv"; "Type is required on PUT").
         */
        InputSerialization: components["schemas"]["JsonInputSerialization"] | components["schemas"]["AvroSerialization"] | components["schemas"]["ParquetSerialization"] | components["schemas"]["CsvSerialization"];
        /**
         * OutputSerialization
         * @description Describes how data is written to an output. Required on PUT (CreateOrReplace) requests. Discriminated union on `type` (seed: "Json ..., Avro, Parquet, Csv"; "Type is required on PUT").
         */
        OutputSerialization: components["schemas"]["JsonOutputSerialization"] | components["schemas"]["AvroSerialization"] | components["schemas"]["ParquetSerialization"] | components["schemas"]["CsvSerialization"];
        /**
         * Output
         * @description An output object, containing all information associated with the named output. Seed: "Output item: id, name, type (read-only), properties"; "name required on each item in PUT".
         */
        Output: {
            id?: $Read<components["schemas"]["SubResourceId"]>;
            name: components["schemas"]["SubResourceName"];
            /** @description Resource type (read-only), for example Vendor.StreamAnalytics/streamingjobs/outputs. */
            type?: $Read<string>;
            properties: components["schemas"]["OutputProperties"];
        };
        /**
         * OutputProperties
         * @description The properties that are associated with an output.
         */
        OutputProperties: {
            datasource: components["schemas"]["OutputDataSource"];
            serialization: components["schemas"]["OutputSerialization"];
            diagnostics?: $Read<components["schemas"]["Diagnostics"]>;
            /** @description The current entity tag for the output. This is an opaque string (read-only). */
            etag?: $Read<string>;
            /**
             * Format: int32
             * @description Seed: "Size window that constrains the output."
             */
            sizeWindow?: number;
            /** @description Seed: "Time frame that filters the output." */
            timeWindow?: string;
        };
        /**
         * Transformation
         * @description A transformation object, containing all information associated with the named transformation. Seed: "Transformation: id, name (read-only), properties.query ..." and, in the job table, "properties.transformation | Transformation | name required in PUT". The two cannot both hold for name; this contract reads "(read-only)" as belonging to id (as "type (read-only)" does for inputs and outputs, whose name is required in PUT) and follows the public service: id and type are read-only, name is given by the client and required in PUT.
         */
        Transformation: {
            id?: $Read<components["schemas"]["SubResourceId"]>;
            name: components["schemas"]["SubResourceName"];
            /** @description Resource type (read-only), for example Vendor.StreamAnalytics/streamingjobs/transformations. Not named by the seed for transformations; the public service returns it. */
            type?: $Read<string>;
            /** @description The properties that are associated with a transformation. */
            properties: {
                /** @description Specifies the query that will be run in the streaming job. Required on PUT (CreateOrReplace) requests. */
                query: string;
                streamingUnits?: components["schemas"]["StreamingUnits"];
                /** @description Specifies the valid streaming units a streaming job can scale to. */
                validStreamingUnits?: number[];
                /** @description The current entity tag for the transformation. This is an opaque string (read-only). */
                etag?: $Read<string>;
            };
        };
        /**
         * Function
         * @description A function object, containing all information associated with the named function. Seed: "name required on each item in PUT".
         */
        Function: {
            id?: $Read<components["schemas"]["SubResourceId"]>;
            name: components["schemas"]["SubResourceName"];
            /** @description Resource type (read-only), for example Vendor.StreamAnalytics/streamingjobs/functions. */
            type?: $Read<string>;
            properties: components["schemas"]["FunctionProperties"];
        };
        /**
         * FunctionProperties
         * @description The properties that are associated with a function. Seed: "Function: properties.type Aggregate or Scalar; etag; properties.binding ..., properties.inputs (FunctionInput[]), properties.output." Discriminated union on `type`. binding, inputs and output sit directly under `properties`, at the paths the seed gives (the public service nests them one level deeper, under properties.properties).
         */
        FunctionProperties: components["schemas"]["AggregateFunctionProperties"] | components["schemas"]["ScalarFunctionProperties"];
        /**
         * AggregateFunctionProperties
         * @description The properties that are associated with an aggregate function.
         */
        AggregateFunctionProperties: {
            /**
             * @description Indicates the type of function.
             * @constant
             */
            type: "Aggregate";
            /** @description The current entity tag for the function. This is an opaque string (read-only). */
            etag?: $Read<string>;
            binding?: components["schemas"]["FunctionBinding"];
            /** @description A list of inputs describing the parameters of the function. */
            inputs?: components["schemas"]["FunctionInput"][];
            output?: components["schemas"]["FunctionOutput"];
        };
        /**
         * ScalarFunctionProperties
         * @description The properties that are associated with a scalar function.
         */
        ScalarFunctionProperties: {
            /**
             * @description Indicates the type of function.
             * @constant
             */
            type: "Scalar";
            /** @description The current entity tag for the function. This is an opaque string (read-only). */
            etag?: $Read<string>;
            binding?: components["schemas"]["FunctionBinding"];
            /** @description A list of inputs describing the parameters of the function. */
            inputs?: components["schemas"]["FunctionInput"][];
            output?: components["schemas"]["FunctionOutput"];
        };
        /**
         * FunctionBinding
         * @description The physical binding of the function, for example a machine-learning web service or a script function (seed). "Fields of function bindings ...: not shown." This contract keeps the object open and names only `type`, required as in the public service, whose values include Vendor.MachineLearning/WebService and Vendor.StreamAnalytics/JavascriptUdf (vendor prefix written Vendor), and `properties`, an open object whose fields are not shown.
         */
        FunctionBinding: {
            /**
             * @description Indicates the function binding type.
             * @example Vendor.StreamAnalytics/JavascriptUdf
             * @example Vendor.MachineLearning/WebService
             */
            type: string;
            /** @description The binding's parameters (for example the script of a script function, or the endpoint of a machine-learning web service). Fields not shown by the seed: open object. */
            properties?: {
                [key: string]: unknown;
            };
        } & {
            [key: string]: unknown;
        };
        /**
         * FunctionInput
         * @description Describes one input parameter of a function. "Fields of ... function inputs ...: not shown." The object stays open; not fixed by the source contract, this contract documents the public service's fields dataType and isConfigurationParameter, both optional.
         */
        FunctionInput: {
            /** @description The data type (supported by the stream analytics service) of the function input parameter. */
            dataType?: string;
            /** @description A flag indicating if the parameter is a configuration parameter. */
            isConfigurationParameter?: boolean;
        } & {
            [key: string]: unknown;
        };
        /**
         * FunctionOutput
         * @description Describes the output of a function. "Fields of ... function outputs: not shown." The object stays open; not fixed by the source contract, this contract documents the public service's field dataType, optional.
         */
        FunctionOutput: {
            /** @description The data type (supported by the stream analytics service) of the function output. */
            dataType?: string;
        } & {
            [key: string]: unknown;
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
        /** @description Resource tags, as name-value pairs of strings. */
        Tags: {
            [key: string]: string;
        };
        /**
         * TrackedResource
         * @description A resource with a location and tags.
         */
        TrackedResource: components["schemas"]["Resource"] & {
            /** @description The geo-location where the resource lives. */
            location?: string;
            tags?: components["schemas"]["Tags"];
        };
    };
    responses: {
        /** @description Bad Request: the body or a parameter breaks the contract, or the query does not compile. The source contract names 200, 201 and 412 and sends the error object for every other status; naming 400, 401 and 500 is a decision of this contract, with the same body (`Error`). */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Unauthorized: the bearer token is missing, expired or invalid. Named by decision of this contract (the source contract: any other status carries the error object). */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
        /** @description Internal Server Error. Named by decision of this contract (the source contract: any other status carries the error object). */
        InternalServerError: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Error"];
            };
        };
    };
    parameters: {
        /** @description The name of the resource group. The name is case insensitive. Seed: "resourceGroupName (string, 1-90, pattern ^[-\w\._\(\)]+$)". Defined here rather than taken from the common parameters, whose resourceGroupName has no pattern. */
        ResourceGroupNameParameter: string;
        /** @description The name of the streaming job. Seed: "jobName (string)". */
        JobNameParameter: string;
        /** @description The ETag of the streaming job. Seed: "If-Match (string; omit to always overwrite; give the last seen tag to avoid overwriting concurrent changes)". */
        IfMatchParameter: string;
        /** @description Seed: "If-None-Match (string; set to * to allow creation but block update of an existing job; other values give 412)". A value other than `*` is not a validation error: the service answers 412 Pre-condition Failed. */
        IfNoneMatchParameter: string;
        /** @description The ID of your subscription. */
        SubscriptionIdParameter: string;
        /** @description The API version to use for this request. Every management operation requires it; the operation's description and examples give the version it serves. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions. */
        ApiVersionParameter: string;
    };
    requestBodies: never;
    headers: {
        /** @description The current entity tag of the streaming job; an opaque string to use with If-Match and If-None-Match. Seed: "with header ETag (string)". */
        ETag: string;
        /** @description Seconds to wait before retrying. Not fixed by the source contract; this contract follows the public service (429 carries Retry-After). */
        RetryAfter: number;
        /** @description Remaining writes in the token bucket of the subscription and principal (a bucket of 200, refilled at 10 per second, so 0 to 200). Not fixed by the source contract; this contract follows the public service. */
        RateLimitRemainingWrites: number;
        /** @description Remaining writes in the token bucket of the subscription and principal (a bucket of 200, refilled at 10 per second, so 0 to 200). Not fixed by the source contract; this contract follows the public service, which also sends it on accepted writes. */
        RateLimitRemainingWritesOptional: number;
    };
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    StreamingJobs_CreateOrReplace: {
        parameters: {
            query: {
                /** @description The API version to use for this request. Every management operation requires it; the operation's description and examples give the version it serves. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions. */
                "api-version": components["parameters"]["ApiVersionParameter"];
            };
            header?: {
                /** @description The ETag of the streaming job. Seed: "If-Match (string; omit to always overwrite; give the last seen tag to avoid overwriting concurrent changes)". */
                "If-Match"?: components["parameters"]["IfMatchParameter"];
                /** @description Seed: "If-None-Match (string; set to * to allow creation but block update of an existing job; other values give 412)". A value other than `*` is not a validation error: the service answers 412 Pre-condition Failed. */
                "If-None-Match"?: components["parameters"]["IfNoneMatchParameter"];
            };
            path: {
                /** @description The ID of your subscription. */
                subscriptionId: components["parameters"]["SubscriptionIdParameter"];
                /** @description The name of the resource group. The name is case insensitive. Seed: "resourceGroupName (string, 1-90, pattern ^[-\w\._\(\)]+$)". Defined here rather than taken from the common parameters, whose resourceGroupName has no pattern. */
                resourceGroupName: components["parameters"]["ResourceGroupNameParameter"];
                /** @description The name of the streaming job. Seed: "jobName (string)". */
                jobName: components["parameters"]["JobNameParameter"];
            };
            cookie?: never;
        };
        /** @description The definition of the streaming job that will be used to create a new streaming job or replace the existing one (seed: "Body: streaming job"). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["StreamingJob"];
            };
        };
        responses: {
            /** @description The streaming job was successfully replaced (seed: "200 and 201: the streaming job, with header ETag (string)"). */
            200: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "x-vendor-ratelimit-remaining-subscription-writes": components["headers"]["RateLimitRemainingWritesOptional"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StreamingJob"];
                };
            };
            /** @description The streaming job was successfully created (seed: "200 and 201: the streaming job, with header ETag (string)"; state table: none → jobState Created, provisioningState Succeeded). */
            201: {
                headers: {
                    ETag: components["headers"]["ETag"];
                    "x-vendor-ratelimit-remaining-subscription-writes": components["headers"]["RateLimitRemainingWritesOptional"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["StreamingJobCreated"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Pre-condition Failed. Seed: "If-None-Match with a value other than * gives 412 Pre-condition Failed." The same answer when If-None-Match is * and the job already exists, or when If-Match does not match the job's current entity tag (public service behaviour). */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            /** @description Too many requests. Not fixed by the source contract ("Request-rate limits: not shown"); this contract follows the public service: writes and deletes have a token bucket of 200 per subscription and principal with 10/s refill; over it the service answers 429 with Retry-After and x-vendor-ratelimit-remaining-subscription-writes. */
            429: {
                headers: {
                    "Retry-After": components["headers"]["RetryAfter"];
                    "x-vendor-ratelimit-remaining-subscription-writes": components["headers"]["RateLimitRemainingWrites"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
            500: components["responses"]["InternalServerError"];
            /** @description Error. Seed: "Any other status than 200 or 201: generic error object; its fields: not shown." The shape is a decision (see `Error`). */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Error"];
                };
            };
        };
    };
}
