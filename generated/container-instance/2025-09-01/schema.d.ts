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
    "/subscriptions/{subscriptionId}/resourceGroups/{resourceGroupName}/providers/Vendor.ContainerInstance/containerGroups/{containerGroupName}": {
        parameters: {
            query: {
                /**
                 * @description The API version to use for this request: `2025-09-01`, the version this API serves. Every management operation requires it. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions.
                 * @example 2025-09-01
                 */
                "api-version": components["parameters"]["ApiVersionParameter"];
            };
            header?: never;
            path: {
                /**
                 * @description The ID of your subscription, a UUID.
                 * @example 5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92
                 */
                subscriptionId: components["parameters"]["SubscriptionIdUuidParameter"];
                /**
                 * @description The name of the resource group, 1 to 90 characters. The name is case-insensitive: `Shop-RG` and `shop-rg` name the same group, and answers keep the case the group was created with.
                 * @example shop-rg
                 */
                resourceGroupName: components["parameters"]["ResourceGroupNameParameter"];
                /**
                 * @description The name of the container group.
                 * @example shop-web
                 */
                containerGroupName: components["parameters"]["ContainerGroupNameParameter"];
            };
            cookie?: never;
        };
        /**
         * Get a container group
         * @description Returns a container group with the fields the service sets (`id`, `name`, `type`, `provisioningState`, `instanceView`, `isCreatedFromStandbyPool`, the IP address's `ip` and `fqdn`) and without its secrets: no storage account key, workspace key, protected settings or registry password, and each secret volume as `secret: {}`. To PUT a group you have read, add its secrets again.
         *
         *     Returns `404` with code `ResourceNotFound` when the resource group holds no container group of that name. A GET draws from the reads bucket of the request-rate limits.
         *
         *     Not documented by the service; this contract assumes this operation, which answers with the group as the PUT does.
         */
        get: operations["ContainerGroups_Get"];
        /**
         * Create or update a container group
         * @description Creates a container group, or replaces the existing group of that name, with the configuration you send. Send the complete group, secrets included: the body replaces the whole group, and secrets are never returned, so a group you have read needs its secrets added again. `properties.containers` is required.
         *
         *     The service answers `201 Created` with the new group or `200 OK` with the updated group. In its examples `provisioningState` is `Pending` or `Succeeded` and the instance view's `state` is `Pending` or `Running`. Not documented by the service; this contract assumes a new group answers 201 with `provisioningState` `Pending` and reaches `Succeeded` (state `Running`) later: follow it at the `Vendor-AsyncOperation` address of the 201 answer, or with GET.
         *
         *     Expect `401` without a valid token, `400` when the api-version, a parameter or the body breaks the contract or the service cannot act on the body (for example an image it cannot pull), `415` when the body is not `application/json`, and `429` when your writes bucket is empty.
         */
        put: operations["ContainerGroups_CreateOrUpdate"];
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
         * ContainerGroup
         * @description A container group, as the service returns it from PUT and GET; the body of a PUT is this shape with its value sets closed (`ContainerGroupRequest`). The service sets `id`, `name`, `type` and the response-only properties (`instanceView`, `provisioningState`, `isCreatedFromStandbyPool`).
         */
        ContainerGroup: components["schemas"]["TrackedResource"] & {
            /**
             * @description The resource type, `Vendor.ContainerInstance/containerGroups`. Set by the service.
             * @example Vendor.ContainerInstance/containerGroups
             */
            type?: $Read<string>;
            /**
             * @description The availability zones of the group.
             * @example [
             *       "1"
             *     ]
             */
            zones?: string[];
            identity?: components["schemas"]["ContainerGroupIdentity"];
            properties: components["schemas"]["ContainerGroupProperties"];
        };
        /**
         * ContainerGroupRequest
         * @description The body of a PUT: a `ContainerGroup`, whose listed values are closed. In a request `priority`, `restartPolicy`, `osType`, `sku`, the IP address `type`, a GPU's `sku` and the log analytics `logType` accept only the values their schemas list; the group the service returns may carry other values there.
         */
        ContainerGroupRequest: components["schemas"]["ContainerGroup"] & {
            /** @description The properties of the container group, with their value sets closed. */
            properties?: {
                restartPolicy?: components["schemas"]["ContainerGroupRestartPolicy"];
                osType?: components["schemas"]["OperatingSystemTypes"];
                sku?: components["schemas"]["ContainerGroupSku"];
                priority?: components["schemas"]["ContainerGroupPriority"];
                /** @description The IP address, whose `type` is `Public` or `Private`. */
                ipAddress?: {
                    type?: components["schemas"]["ContainerGroupIpAddressType"];
                };
                /** @description The containers, whose GPU `sku` is one of the listed models. */
                containers?: components["schemas"]["ContainerRequest"][];
                /** @description The diagnostics, whose `logType` is one of the listed kinds. */
                diagnostics?: {
                    /** @description The log analytics workspace, with a listed `logType`. */
                    logAnalytics?: {
                        logType?: components["schemas"]["LogAnalyticsLogType"];
                    };
                };
            };
        };
        /**
         * ContainerGroupIdentity
         * @description The managed identities of the group: a system-assigned identity, user-assigned identities, or both. Responses add the system-assigned identity's `tenantId` and `principalId`.
         */
        ContainerGroupIdentity: {
            /** @description The principal ID of the system-assigned identity. Set by the service; present only with a system-assigned identity. */
            principalId?: $Read<string>;
            /** @description The tenant ID of the system-assigned identity. Set by the service. */
            tenantId?: $Read<string>;
            type?: components["schemas"]["ResourceIdentityType"];
            /** @description The user-assigned identities of the group, keyed by identity resource ID (`/subscriptions/<subscription_id>/resourceGroups/<resource_group>/providers/Vendor.ManagedIdentity/userAssignedIdentities/<identity_name>`). Send an empty object as each value. */
            userAssignedIdentities?: {
                [key: string]: components["schemas"]["UserAssignedIdentity"];
            };
        };
        /**
         * UserAssignedIdentity
         * @description A user-assigned identity of the group. Send `{}`; responses may fill in the identity's `principalId` and `clientId`.
         */
        UserAssignedIdentity: {
            /** @description The principal ID of the user-assigned identity. Set by the service. */
            principalId?: $Read<string>;
            /** @description The client ID of the user-assigned identity. Set by the service. */
            clientId?: $Read<string>;
        };
        /**
         * ResourceIdentityType
         * @description The identities of the group: `SystemAssigned`, `UserAssigned`, both (`SystemAssigned, UserAssigned`), or `None`, which removes every identity from the group. Not documented by the service; this contract assumes these four values.
         * @enum {string}
         */
        ResourceIdentityType: "SystemAssigned" | "UserAssigned" | "SystemAssigned, UserAssigned" | "None";
        /**
         * ContainerGroupProperties
         * @description The properties of the container group. `containers` is required.
         */
        ContainerGroupProperties: {
            provisioningState?: $Read<components["schemas"]["ContainerGroupProvisioningState"]>;
            /** @description Secrets kept in a key vault, which the group uses by name so that their values are never sent. Environment variables (`secureValueReference`), secret reference volumes, registry credentials (`passwordReference`) and file share volumes (`storageAccountKeyReference`) refer to them. */
            secretReferences?: components["schemas"]["SecretReference"][];
            /** @description The containers of the group. Required. */
            containers: components["schemas"]["Container"][];
            /** @description Credentials for the private image registries the containers pull from. */
            imageRegistryCredentials?: components["schemas"]["ImageRegistryCredential"][];
            /** @description When the containers of the group restart: `Always`, `OnFailure` or `Never` (`ContainerGroupRestartPolicy`). A returned group may carry another value. */
            restartPolicy?: components["schemas"]["ContainerGroupRestartPolicy"] | string;
            ipAddress?: components["schemas"]["IpAddress"];
            /** @description The operating system the containers need: `Linux` or `Windows` (`OperatingSystemTypes`). A returned group may carry another value. */
            osType?: components["schemas"]["OperatingSystemTypes"] | string;
            /** @description The volumes the containers can mount. */
            volumes?: components["schemas"]["Volume"][];
            instanceView?: $Read<components["schemas"]["ContainerGroupInstanceView"]>;
            diagnostics?: components["schemas"]["ContainerGroupDiagnostics"];
            /** @description The subnets the group joins, each by its resource ID. */
            subnetIds?: components["schemas"]["ContainerGroupSubnetId"][];
            dnsConfig?: components["schemas"]["DnsConfiguration"];
            /** @description The SKU of the group: `NotSpecified`, `Standard`, `Dedicated` or `Confidential` (`ContainerGroupSku`). A returned group may carry another value. */
            sku?: components["schemas"]["ContainerGroupSku"] | string;
            encryptionProperties?: components["schemas"]["EncryptionProperties"];
            /** @description Init containers, which run to completion before the containers of the group start. */
            initContainers?: components["schemas"]["InitContainerDefinition"][];
            /** @description The extensions of the group. */
            extensions?: components["schemas"]["DeploymentExtensionSpec"][];
            confidentialComputeProperties?: components["schemas"]["ConfidentialComputeProperties"];
            /** @description The priority of the group: `Regular` or `Spot` (`ContainerGroupPriority`). A returned group may carry another value. */
            priority?: components["schemas"]["ContainerGroupPriority"] | string;
            identityAcls?: components["schemas"]["IdentityAcls"];
            containerGroupProfile?: components["schemas"]["ContainerGroupProfileReference"];
            standbyPoolProfile?: components["schemas"]["StandbyPoolProfileReference"];
            /** @description Whether the group was taken from a standby pool. Set by the service. */
            isCreatedFromStandbyPool?: $Read<boolean>;
        };
        /**
         * ContainerGroupProvisioningState
         * @description The provisioning state of the group, set by the service. Known values: `NotSpecified`, `Accepted`, `Pending`, `Updating`, `Creating`, `Repairing`, `Unhealthy`, `Failed`, `Canceled`, `Succeeded`, `Deleting`, `NotAccessible` and `PreProvisioned`. The service may add values: accept others. Not documented by the service; this contract assumes these values beyond `Succeeded` and `Pending`.
         * @example Succeeded
         * @example Pending
         */
        ContainerGroupProvisioningState: ("NotSpecified" | "Accepted" | "Pending" | "Updating" | "Creating" | "Repairing" | "Unhealthy" | "Failed" | "Canceled" | "Succeeded" | "Deleting" | "NotAccessible" | "PreProvisioned") | string;
        /**
         * ContainerGroupInstanceView
         * @description The runtime view of the group, set by the service: its events and its state.
         */
        ContainerGroupInstanceView: {
            /** @description The events of the group. */
            events?: components["schemas"]["Event"][];
            /**
             * @description The state of the group, for example `Running` or `Pending`.
             * @example Running
             * @example Pending
             */
            state?: string;
        };
        /**
         * Event
         * @description An event of a container group or of a container. Not documented by the service; this contract assumes the fields `count`, `firstTimestamp`, `lastTimestamp`, `name`, `message` and `type`.
         */
        Event: {
            /**
             * Format: int32
             * @description How many times the event occurred.
             */
            count?: number;
            /**
             * Format: date-time
             * @description When the event was first logged.
             */
            firstTimestamp?: string;
            /**
             * Format: date-time
             * @description When the event was last logged.
             */
            lastTimestamp?: string;
            /** @description The event name, for example `Pulling`, `Pulled` or `Started`. */
            name?: string;
            /** @description The event message. */
            message?: string;
            /** @description The event type, for example `Normal` or `Warning`. */
            type?: string;
        };
        /**
         * SecretReference
         * @description A secret kept in a key vault, named so that environment variables (`secureValueReference`), volumes (`secretReference`), registry credentials (`passwordReference`) and file share volumes (`storageAccountKeyReference`) can use it without its value being sent.
         */
        SecretReference: {
            /** @description The name by which the group refers to the secret. */
            name: string;
            /** @description The resource ID of the user-assigned identity that can read the secret. */
            identity: string;
            /**
             * Format: uri
             * @description The address of the secret in the key vault.
             */
            secretReferenceUri: string;
        };
        /**
         * Container
         * @description A container of the group.
         */
        Container: {
            /** @description The name of the container, unique in the group. */
            name: string;
            properties: components["schemas"]["ContainerProperties"];
        };
        /**
         * ContainerRequest
         * @description A container in the body of a PUT, whose GPU `sku` is one of the models `GpuSku` lists.
         */
        ContainerRequest: components["schemas"]["Container"] & {
            /** @description The properties of the container, with the GPU model closed. */
            properties?: {
                /** @description The resources the container needs. */
                resources?: {
                    /** @description The resources the container requests. */
                    requests?: {
                        /** @description The GPUs the container requests, of a listed model. */
                        gpu?: {
                            sku?: components["schemas"]["GpuSku"];
                        };
                    };
                };
            };
        };
        /**
         * ContainerProperties
         * @description The properties of a container: its image and command, environment variables, ports, requested resources, volume mounts, security context and config map. Responses add its `instanceView`.
         */
        ContainerProperties: {
            /** @description The image the container runs. */
            image?: string;
            /** @description The command to run, in exec form (one string per argument). */
            command?: string[];
            /** @description The ports the container exposes. */
            ports?: components["schemas"]["Port"][];
            /** @description The environment variables of the container, each with a plain `value` or with a `secureValueReference` that names an entry of `properties.secretReferences`. */
            environmentVariables?: components["schemas"]["EnvironmentVariable"][];
            instanceView?: $Read<components["schemas"]["ContainerInstanceView"]>;
            resources?: components["schemas"]["ResourceRequirements"];
            /** @description The volumes mounted in the container. */
            volumeMounts?: components["schemas"]["VolumeMount"][];
            securityContext?: components["schemas"]["SecurityContext"];
            configMap?: components["schemas"]["ConfigMap"];
        };
        /**
         * EnvironmentVariable
         * @description An environment variable: a `name` with either a `value` or a `secureValueReference`, not both.
         */
        EnvironmentVariable: components["schemas"]["EnvironmentVariableValue"] | components["schemas"]["EnvironmentVariableSecureValueReference"];
        /**
         * EnvironmentVariableValue
         * @description An environment variable with a plain value.
         */
        EnvironmentVariableValue: {
            /** @description The name of the environment variable. */
            name: string;
            /** @description The value of the environment variable. */
            value: string;
        };
        /**
         * EnvironmentVariableSecureValueReference
         * @description An environment variable whose value is a secret named in `properties.secretReferences`.
         */
        EnvironmentVariableSecureValueReference: {
            /** @description The name of the environment variable. */
            name: string;
            /** @description The name of an entry of `properties.secretReferences` whose secret is the value. */
            secureValueReference: string;
        };
        /**
         * Port
         * @description A port of the group's IP address or of a container.
         */
        Port: {
            /**
             * Format: int32
             * @description The port number.
             */
            port: number;
            protocol?: components["schemas"]["NetworkProtocol"];
        };
        /**
         * NetworkProtocol
         * @description The protocol of the port. Known values: `TCP` and `UDP`. The service may add values: accept others. Not documented by the service; this contract assumes `UDP` besides `TCP`.
         */
        NetworkProtocol: ("TCP" | "UDP") | string;
        /**
         * ResourceRequirements
         * @description The resources the container needs. `requests` is required.
         */
        ResourceRequirements: {
            requests: components["schemas"]["ResourceRequests"];
        };
        /**
         * ResourceRequests
         * @description The resources the container requests. `cpu` and `memoryInGB` are required.
         */
        ResourceRequests: {
            /**
             * Format: double
             * @description The CPU cores requested.
             */
            cpu: number;
            /**
             * Format: double
             * @description The memory requested, in GB.
             */
            memoryInGB: number;
            gpu?: components["schemas"]["GpuResource"];
        };
        /**
         * GpuResource
         * @description The GPUs the container requests. `count` and `sku` are required.
         */
        GpuResource: {
            /**
             * Format: int32
             * @description The number of GPUs.
             */
            count: number;
            /** @description The GPU model: `K80`, `P100` or `V100` (`GpuSku`). A returned group may carry another value. */
            sku: components["schemas"]["GpuSku"] | string;
        };
        /**
         * GpuSku
         * @description The GPU model: `K80`, `P100` or `V100`. A request accepts only these values; a response may carry others. Not documented by the service; this contract assumes these values.
         * @enum {string}
         */
        GpuSku: "K80" | "P100" | "V100";
        /**
         * VolumeMount
         * @description A volume mounted in the container. `name` and `mountPath` are required.
         */
        VolumeMount: {
            /** @description The name of the volume to mount, one of the names in `properties.volumes`. */
            name: string;
            /** @description The path in the container where the volume is mounted. */
            mountPath: string;
            /** @description Whether the mount is read-only. */
            readOnly?: boolean;
        };
        /**
         * SecurityContext
         * @description The security settings of the container.
         */
        SecurityContext: {
            /** @description Whether the container runs privileged. */
            privileged?: boolean;
            /** @description The Linux capabilities of the container. */
            capabilities?: {
                /** @description The capabilities to add. */
                add?: string[];
            };
        };
        /**
         * ConfigMap
         * @description The config map of the container.
         */
        ConfigMap: {
            /** @description The key-value pairs of the config map. */
            keyValuePairs?: {
                [key: string]: string;
            };
        };
        /**
         * ContainerInstanceView
         * @description The runtime view of one container, set by the service: how often it restarted, its current and previous state, and its events.
         */
        ContainerInstanceView: {
            /**
             * Format: int32
             * @description How many times the container was restarted.
             */
            restartCount?: number;
            currentState?: components["schemas"]["ContainerState"];
            previousState?: components["schemas"]["ContainerState"];
            /** @description The events of the container. */
            events?: components["schemas"]["Event"][];
        };
        /**
         * ContainerState
         * @description A state of a container.
         */
        ContainerState: {
            /** @description The state, for example `Running`, `Waiting` or `Terminated`. */
            state?: string;
            /**
             * Format: date-time
             * @description When the state started.
             */
            startTime?: string;
            /**
             * Format: int32
             * @description The exit code of the container, as the container runtime reports it.
             */
            exitCode?: number;
            /**
             * Format: date-time
             * @description When the state finished.
             */
            finishTime?: string;
            /** @description A human-readable status. */
            detailStatus?: string;
        };
        /**
         * ImageRegistryCredential
         * @description The credentials for one image registry. `server` is required. Give `password` or `passwordReference`, not both: a credential with both is refused with `400`. Not documented by the service; this contract assumes that refusal.
         */
        ImageRegistryCredential: {
            /** @description The image registry server, without a scheme such as `https`. */
            server: string;
            /** @description The user name for the registry. */
            username?: string;
            /** @description The password for the registry. Write-only; never returned. */
            password?: $Write<string>;
            /** @description The name of an entry of `properties.secretReferences` whose secret is the password. */
            passwordReference?: string;
        };
        /**
         * ContainerGroupRestartPolicy
         * @description When the containers of the group restart: `Always`, `OnFailure` or `Never`. A request accepts only these values; a response may carry others. Not documented by the service; this contract assumes these values.
         * @enum {string}
         */
        ContainerGroupRestartPolicy: "Always" | "OnFailure" | "Never";
        /**
         * IpAddress
         * @description The IP address of the group and the ports it opens. `ports` and `type` are required; the service sets `ip` and `fqdn`.
         */
        IpAddress: {
            /** @description The ports open on the IP address. */
            ports: components["schemas"]["Port"][];
            /** @description `Public` or `Private` (`ContainerGroupIpAddressType`). A returned group may carry another value. */
            type: components["schemas"]["ContainerGroupIpAddressType"] | string;
            /** @description The IP address. Set by the service. */
            ip?: $Read<string>;
            /** @description The DNS name label of the IP address. */
            dnsNameLabel?: string;
            autoGeneratedDomainNameLabelScope?: components["schemas"]["DnsNameLabelReusePolicy"];
            /** @description The fully qualified domain name of the IP address. Set by the service. */
            fqdn?: $Read<string>;
        };
        /**
         * ContainerGroupIpAddressType
         * @description Whether the IP address is `Public` or `Private` (in a virtual network). A request accepts only these two values; a response may carry others.
         * @enum {string}
         */
        ContainerGroupIpAddressType: "Public" | "Private";
        /**
         * DnsNameLabelReusePolicy
         * @description How the service keeps the DNS name label unique: `Unsecure` (the default when absent), `TenantReuse`, `SubscriptionReuse`, `ResourceGroupReuse` or `Noreuse`. The service may add values: accept others. Not documented by the service; this contract assumes these values and the default.
         */
        DnsNameLabelReusePolicy: ("Unsecure" | "TenantReuse" | "SubscriptionReuse" | "ResourceGroupReuse" | "Noreuse") | string;
        /**
         * OperatingSystemTypes
         * @description The operating system the containers need: `Linux` or `Windows`. Optional. A request accepts only these values; a response may carry others. Not documented by the service; this contract assumes `Windows` besides `Linux`.
         * @enum {string}
         */
        OperatingSystemTypes: "Windows" | "Linux";
        /**
         * Volume
         * @description A volume the containers can mount: a `name` and at least one kind, `azureFile`, `emptyDir`, `secret` or `secretReference`. A volume may name several kinds, for example `secret` and `secretReference` together. A volume that names no kind is refused with `400`.
         */
        Volume: components["schemas"]["AzureFileVolumeItem"] | components["schemas"]["EmptyDirVolumeItem"] | components["schemas"]["SecretVolumeItem"] | components["schemas"]["SecretReferenceVolumeItem"];
        /**
         * AzureFileVolumeItem
         * @description A volume backed by a file share. It may name other kinds too.
         */
        AzureFileVolumeItem: {
            /** @description The name of the volume, used by `volumeMounts`. */
            name: string;
            azureFile: components["schemas"]["AzureFileVolume"];
            emptyDir?: components["schemas"]["EmptyDirVolume"];
            secret?: components["schemas"]["SecretVolume"];
            secretReference?: components["schemas"]["SecretReferenceVolume"];
        };
        /**
         * EmptyDirVolumeItem
         * @description A scratch volume, empty when the group starts. It may name other kinds too.
         */
        EmptyDirVolumeItem: {
            /** @description The name of the volume, used by `volumeMounts`. */
            name: string;
            azureFile?: components["schemas"]["AzureFileVolume"];
            emptyDir: components["schemas"]["EmptyDirVolume"];
            secret?: components["schemas"]["SecretVolume"];
            secretReference?: components["schemas"]["SecretReferenceVolume"];
        };
        /**
         * SecretVolumeItem
         * @description A volume of secret files. It may name other kinds too, for example `secretReference`.
         */
        SecretVolumeItem: {
            /** @description The name of the volume, used by `volumeMounts`. */
            name: string;
            azureFile?: components["schemas"]["AzureFileVolume"];
            emptyDir?: components["schemas"]["EmptyDirVolume"];
            secret: components["schemas"]["SecretVolume"];
            secretReference?: components["schemas"]["SecretReferenceVolume"];
        };
        /**
         * SecretReferenceVolumeItem
         * @description A volume of secret files whose contents come from secret references. It may name other kinds too, for example `secret`.
         */
        SecretReferenceVolumeItem: {
            /** @description The name of the volume, used by `volumeMounts`. */
            name: string;
            azureFile?: components["schemas"]["AzureFileVolume"];
            emptyDir?: components["schemas"]["EmptyDirVolume"];
            secret?: components["schemas"]["SecretVolume"];
            secretReference: components["schemas"]["SecretReferenceVolume"];
        };
        /**
         * EmptyDirVolume
         * @description A scratch volume, empty when the group starts. Always `{}`.
         */
        EmptyDirVolume: Record<string, never>;
        /**
         * SecretVolume
         * @description The files of a secret volume: keys are file names, values the base64-encoded file contents. The contents are secrets and write-only: responses carry `secret: {}`, an empty object, so that the kind of the volume stays visible.
         */
        SecretVolume: {
            [key: string]: string;
        };
        /**
         * SecretReferenceVolume
         * @description The files of a secret reference volume: keys are file names, values names of entries of `properties.secretReferences`. Names, not secrets: returned as sent.
         */
        SecretReferenceVolume: {
            [key: string]: string;
        };
        /**
         * AzureFileVolume
         * @description A file share to mount. `shareName` and `storageAccountName` are required. Give `storageAccountKey` or `storageAccountKeyReference`, not both: a volume with both is refused with `400`. The key is write-only, so responses carry the reference or neither. Not documented by the service; this contract assumes that refusal.
         */
        AzureFileVolume: {
            /** @description The name of the file share to mount. */
            shareName: string;
            /** @description The name of the storage account that holds the share. */
            storageAccountName: string;
            /** @description The storage account key. Write-only; never returned. */
            storageAccountKey?: $Write<string>;
            /** @description The name of an entry of `properties.secretReferences` whose secret is the account key. */
            storageAccountKeyReference?: string;
            /** @description Whether the share is mounted read-only. */
            readOnly?: boolean;
        };
        /**
         * ContainerGroupDiagnostics
         * @description The diagnostics of the group, which say where it sends its logs.
         */
        ContainerGroupDiagnostics: {
            logAnalytics?: components["schemas"]["LogAnalytics"];
        };
        /**
         * LogAnalytics
         * @description The log analytics workspace that receives the group's logs. `workspaceId` is required. Send `workspaceKey` with every PUT that has `logAnalytics`: it is write-only and never returned.
         */
        LogAnalytics: {
            /** @description The kind of logs sent: `ContainerInsights` or `ContainerInstanceLogs` (`LogAnalyticsLogType`). A returned group may carry another value. */
            logType?: components["schemas"]["LogAnalyticsLogType"] | string;
            /** @description Metadata for the logs, as string pairs. */
            metadata?: {
                [key: string]: string;
            };
            /** @description The ID of the log analytics workspace. */
            workspaceId: string;
            /** @description The key of the workspace. Write-only; never returned. */
            workspaceKey?: $Write<string>;
            /** @description The resource ID of the workspace. Returned as sent. */
            workspaceResourceId?: string;
        };
        /**
         * LogAnalyticsLogType
         * @description The kind of logs sent: `ContainerInsights` or `ContainerInstanceLogs`. A request accepts only these values; a response may carry others. Not documented by the service; this contract assumes these values.
         * @enum {string}
         */
        LogAnalyticsLogType: "ContainerInsights" | "ContainerInstanceLogs";
        /**
         * ContainerGroupSubnetId
         * @description A subnet the group joins. `id` is required.
         */
        ContainerGroupSubnetId: {
            /** @description The resource ID of the subnet. */
            id: string;
        };
        /**
         * DnsConfiguration
         * @description The DNS settings of the group. `nameServers` is required.
         */
        DnsConfiguration: {
            /** @description The DNS servers of the group. */
            nameServers: string[];
            /** @description DNS options, separated by spaces. */
            options?: string;
            /** @description DNS search domains, separated by spaces. */
            searchDomains?: string;
        };
        /**
         * ContainerGroupSku
         * @description The SKU of the group: `NotSpecified`, `Standard`, `Dedicated` or `Confidential`. A request accepts only these values; a response may carry others. Not documented by the service; this contract assumes `NotSpecified` and `Dedicated` besides `Standard` and `Confidential`.
         * @enum {string}
         */
        ContainerGroupSku: "NotSpecified" | "Standard" | "Dedicated" | "Confidential";
        /**
         * EncryptionProperties
         * @description The encryption settings of the group: the key vault key that encrypts its data. Other members are accepted. Not documented by the service; this contract assumes the members `vaultBaseUrl`, `keyName`, `keyVersion` and `identity`.
         */
        EncryptionProperties: {
            /** @description The base address of the key vault that holds the key. */
            vaultBaseUrl?: string;
            /** @description The name of the encryption key. */
            keyName?: string;
            /** @description The version of the encryption key. */
            keyVersion?: string;
            /** @description The managed identity that can read the key. */
            identity?: string;
        } & {
            [key: string]: unknown;
        };
        /**
         * InitContainerDefinition
         * @description An init container, which runs to completion before the containers of the group start. Not documented by the service; this contract assumes the members `name` and `properties`, both required.
         */
        InitContainerDefinition: {
            /** @description The name of the init container. */
            name: string;
            properties: components["schemas"]["InitContainerProperties"];
        };
        /**
         * InitContainerProperties
         * @description The properties of an init container: its image, command, environment variables, volume mounts and security context, shaped as a container's.
         */
        InitContainerProperties: {
            /** @description The image the init container runs. */
            image?: string;
            /** @description The command to run, in exec form. */
            command?: string[];
            /** @description The environment variables, shaped as a container's. */
            environmentVariables?: components["schemas"]["EnvironmentVariable"][];
            /** @description The volume mounts, shaped as a container's. */
            volumeMounts?: components["schemas"]["VolumeMount"][];
            securityContext?: components["schemas"]["SecurityContext"];
        };
        /**
         * DeploymentExtensionSpec
         * @description An extension of the group. `name` is required.
         */
        DeploymentExtensionSpec: {
            /** @description The name of the extension. */
            name: string;
            properties?: components["schemas"]["DeploymentExtensionSpecProperties"];
        };
        /**
         * DeploymentExtensionSpecProperties
         * @description The properties of an extension. `extensionType` and `version` are required.
         */
        DeploymentExtensionSpecProperties: {
            /** @description The type of the extension. */
            extensionType: string;
            /** @description The version of the extension. */
            version: string;
            /** @description The settings of the extension, whose members depend on the extension type. */
            settings?: {
                [key: string]: unknown;
            };
            /** @description The protected settings of the extension. Write-only; never returned. */
            protectedSettings?: $Write<{
                [key: string]: unknown;
            }>;
        };
        /**
         * ConfidentialComputeProperties
         * @description The confidential computing settings of the group.
         */
        ConfidentialComputeProperties: {
            /** @description The confidential compute enforcement policy, base64-encoded. */
            ccePolicy?: string;
        };
        /**
         * ContainerGroupPriority
         * @description The priority of the group: `Regular` or `Spot`. A request accepts only these values; a response may carry others. Not documented by the service; this contract assumes these values.
         * @enum {string}
         */
        ContainerGroupPriority: "Regular" | "Spot";
        /**
         * IdentityAcls
         * @description The access levels of the group's identities. Not documented by the service; this contract assumes an open object, which accepts any members (for example `defaultAccess`, and `acls` with items of `access` and `identity`).
         */
        IdentityAcls: {
            [key: string]: unknown;
        };
        /**
         * ContainerGroupProfileReference
         * @description A reference to the container group profile the group was made from.
         */
        ContainerGroupProfileReference: {
            /** @description The resource ID of the container group profile. */
            id?: string;
            /**
             * Format: int32
             * @description The revision of the profile.
             */
            revision?: number;
        };
        /**
         * StandbyPoolProfileReference
         * @description A reference to a standby pool.
         */
        StandbyPoolProfileReference: {
            /** @description The resource ID of the standby pool. */
            id?: string;
        };
        /**
         * CloudError
         * @description The error body of the container group operations: `{ "error": { code, message, target, details } }`. Not documented by the service; this contract assumes this shape.
         */
        CloudError: {
            error: components["schemas"]["CloudErrorBody"];
        };
        /**
         * CloudErrorBody
         * @description An error, with further errors of the same shape in `details`.
         */
        CloudErrorBody: {
            /** @description An identifier of the error, invariant, for programs. */
            code?: string;
            /** @description A message describing the error, for people. */
            message?: string;
            /** @description The target of the error, for example the name of the property in error. */
            target?: string;
            /** @description Further errors, of the same shape. */
            details?: components["schemas"]["CloudErrorBody"][];
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
        /** @description Bad Request: the request breaks the schema (for example a PUT body without `properties.containers`, or a body that is not JSON: code `InvalidRequestContent`), a path parameter breaks its bounds (code `InvalidParameter`), the api-version is missing (`MissingApiVersionParameter`) or not `2025-09-01` (`InvalidApiVersionParameter`), or the service cannot act on it (for example an image it cannot pull). Not documented by the service; this contract assumes 400 with a `CloudError` body. */
        BadRequest: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CloudError"];
            };
        };
        /** @description Unauthorized: the bearer token is missing, expired or invalid. Not documented by the service; this contract assumes 401 with a `CloudError` body. */
        Unauthorized: {
            headers: {
                "WWW-Authenticate": components["headers"]["WwwAuthenticate"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CloudError"];
            };
        };
        /** @description Unsupported Media Type: the body was not sent as `application/json` (code `UnsupportedMediaType`). Not documented by the service; this contract assumes 415 with a `CloudError` body. */
        UnsupportedMediaType: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CloudError"];
            };
        };
        /** @description Too Many Requests: your writes bucket is empty (200 requests per subscription and principal, refilled at 10 per second). Wait the number of seconds in `Retry-After`, then retry. Not documented by the service; this contract assumes these limits. */
        TooManyRequests: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                "x-vendor-ratelimit-remaining-subscription-writes": components["headers"]["RateLimitRemainingWrites"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CloudError"];
            };
        };
        /** @description Too Many Requests: your reads bucket is empty (250 requests per subscription and principal, refilled at 25 per second). Wait the number of seconds in `Retry-After`, then retry. Not documented by the service; this contract assumes these limits. */
        TooManyRequestsReads: {
            headers: {
                "Retry-After": components["headers"]["RetryAfter"];
                "x-vendor-ratelimit-remaining-subscription-reads": components["headers"]["RateLimitRemainingReads"];
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["CloudError"];
            };
        };
    };
    parameters: {
        /**
         * @description The API version to use for this request: `2025-09-01`, the version this API serves. Every management operation requires it. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions.
         * @example 2025-09-01
         */
        ApiVersionParameter: string;
        /**
         * @description The name of the resource group, 1 to 90 characters. The name is case-insensitive: `Shop-RG` and `shop-rg` name the same group, and answers keep the case the group was created with.
         * @example shop-rg
         */
        ResourceGroupNameParameter: string;
        /**
         * @description The name of the container group.
         * @example shop-web
         */
        ContainerGroupNameParameter: string;
        /**
         * @description The ID of your subscription, a UUID.
         * @example 5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92
         */
        SubscriptionIdUuidParameter: string;
    };
    requestBodies: never;
    headers: {
        /**
         * @description The address to poll for the status of the creation. Not documented by the service; this contract assumes this header name.
         * @example https://management.vendor.example/subscriptions/3f2a8c1e-7b4d-4e9a-a6c2-5d1e8f0b9a47/providers/Vendor.ContainerInstance/locations/westeurope/operations/0c9d2f61-8a4b-4c3e-b7d5-1e2f3a4b5c6d?api-version=2025-09-01
         */
        AsyncOperation: string;
        /**
         * @description Seconds to wait before polling the `Vendor-AsyncOperation` address (a non-negative integer). Not documented by the service; this contract assumes this header.
         * @example 15
         */
        RetryAfterPolling: number;
        /**
         * @description Seconds to wait before you retry (a non-negative integer).
         * @example 12
         */
        RetryAfter: number;
        /**
         * @description Requests left in your writes bucket, 0 to 200. The bucket holds 200 requests per subscription and principal and refills at 10 per second.
         * @example 0
         */
        RateLimitRemainingWrites: number;
        /**
         * @description Requests left in your reads bucket, 0 to 250. The bucket holds 250 requests per subscription and principal and refills at 25 per second.
         * @example 0
         */
        RateLimitRemainingReads: number;
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
    ContainerGroups_Get: {
        parameters: {
            query: {
                /**
                 * @description The API version to use for this request: `2025-09-01`, the version this API serves. Every management operation requires it. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions.
                 * @example 2025-09-01
                 */
                "api-version": components["parameters"]["ApiVersionParameter"];
            };
            header?: never;
            path: {
                /**
                 * @description The ID of your subscription, a UUID.
                 * @example 5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92
                 */
                subscriptionId: components["parameters"]["SubscriptionIdUuidParameter"];
                /**
                 * @description The name of the resource group, 1 to 90 characters. The name is case-insensitive: `Shop-RG` and `shop-rg` name the same group, and answers keep the case the group was created with.
                 * @example shop-rg
                 */
                resourceGroupName: components["parameters"]["ResourceGroupNameParameter"];
                /**
                 * @description The name of the container group.
                 * @example shop-web
                 */
                containerGroupName: components["parameters"]["ContainerGroupNameParameter"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK: the container group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContainerGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            /** @description Not Found: the resource group holds no container group of that name (code `ResourceNotFound`), or the address names a resource type the provider does not have (code `InvalidResourceType`). Not documented by the service; this contract assumes 404 with a `CloudError` body. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CloudError"];
                };
            };
            429: components["responses"]["TooManyRequestsReads"];
            /** @description Any other error, with a `CloudError` body. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CloudError"];
                };
            };
        };
    };
    ContainerGroups_CreateOrUpdate: {
        parameters: {
            query: {
                /**
                 * @description The API version to use for this request: `2025-09-01`, the version this API serves. Every management operation requires it. Not documented by the service; this contract assumes that any other non-empty value is refused with `400 Bad Request` and code `InvalidApiVersionParameter`, naming the supported versions.
                 * @example 2025-09-01
                 */
                "api-version": components["parameters"]["ApiVersionParameter"];
            };
            header?: never;
            path: {
                /**
                 * @description The ID of your subscription, a UUID.
                 * @example 5c3e8a1f-2d4b-4f6a-9e7c-1b0d3f5a7c92
                 */
                subscriptionId: components["parameters"]["SubscriptionIdUuidParameter"];
                /**
                 * @description The name of the resource group, 1 to 90 characters. The name is case-insensitive: `Shop-RG` and `shop-rg` name the same group, and answers keep the case the group was created with.
                 * @example shop-rg
                 */
                resourceGroupName: components["parameters"]["ResourceGroupNameParameter"];
                /**
                 * @description The name of the container group.
                 * @example shop-web
                 */
                containerGroupName: components["parameters"]["ContainerGroupNameParameter"];
            };
            cookie?: never;
        };
        /** @description The container group to create, or the complete new version of an existing one. `properties.containers` is required. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ContainerGroupRequest"];
            };
        };
        responses: {
            /** @description OK: the group was updated. The body is the updated group. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContainerGroup"];
                };
            };
            /** @description Created: the group was created. The body is the new group. Follow its creation at the `Vendor-AsyncOperation` address, waiting `Retry-After` seconds between polls. Not documented by the service; this contract assumes these two headers, both optional. */
            201: {
                headers: {
                    "Vendor-AsyncOperation": components["headers"]["AsyncOperation"];
                    "Retry-After": components["headers"]["RetryAfterPolling"];
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ContainerGroup"];
                };
            };
            400: components["responses"]["BadRequest"];
            401: components["responses"]["Unauthorized"];
            415: components["responses"]["UnsupportedMediaType"];
            429: components["responses"]["TooManyRequests"];
            /** @description Any other error, with a `CloudError` body; for example `409` while the group is still being created or updated. Not documented by the service; this contract assumes the `CloudError` shape. */
            default: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CloudError"];
                };
            };
        };
    };
}
