/** The part of autocannon 8's API that scripts/load.ts uses (the package ships no types). */
declare module "autocannon" {
  namespace autocannon {
    interface Histogram {
      average: number;
      mean: number;
      stddev: number;
      min: number;
      max: number;
      total: number;
      p50: number;
      p90: number;
      p99: number;
      [percentile: string]: number;
    }
    interface Result {
      duration: number;
      requests: Histogram;
      latency: Histogram;
      throughput: Histogram;
      errors: number;
      timeouts: number;
      non2xx: number;
      resets?: number;
      statusCodeStats?: Record<string, { count: number | string }>;
    }
    interface Options {
      url: string;
      connections?: number;
      duration?: number;
      amount?: number;
      timeout?: number;
      requests?: unknown[];
      setupClient?: (client: { setRequests(requests: unknown[]): void }) => void;
      [option: string]: unknown;
    }
  }
  function autocannon(options: autocannon.Options): Promise<autocannon.Result>;
  export default autocannon;
}
