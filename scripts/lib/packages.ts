/** The repository's two packages (npm workspaces under packages/), by the short name scripts/package.ts takes. */
export const PACKAGES = {
  contracts: { name: "vendor-api-contracts", folder: "packages/vendor-api-contracts" },
  tools: { name: "vendor-api", folder: "packages/vendor-api" },
} as const;
export type PackageKey = keyof typeof PACKAGES;
export const PACKAGE_KEYS = Object.keys(PACKAGES) as PackageKey[];
