import type { Calibration } from './calibrate';
import type { CheckoutResult } from './checkout';
import type { MixResult } from './mix';
import type { InpJourney } from './inp';
import type { LoadResult, SequentialResult } from './load';
import type { InitialAssets, LighthousePage } from './storefront';

/** Load results of one read at each connection count ('c10', 'c50'). */
export type Levels = Record<string, LoadResult>;

/** The shape of bench/results/latest.json; budgets name values in it by dotted paths. */
export interface Results {
  meta: {
    date: string;
    quick: boolean;
    node: string;
    cpus: number;
    commit: string;
    durationS: number;
    notes: string[];
  };
  baseline: Partial<Record<'c10' | 'c50', LoadResult>> & {
    /** The bare server answering the home data's own bytes, at 50 connections. */
    homePayload?: LoadResult & { path: string; bytes: number; encoding: string };
  };
  /** reads[backend][read][level] for the demo catalogue: home, detail, category, search. */
  reads: Record<string, Record<string, Levels>>;
  /** PGlite's p99 divided by PostgreSQL's, per read, at 50 connections. */
  compare: { pgliteP99OverPostgres: Record<string, number> };
  large: Record<
    string,
    {
      products: number;
      generateSeconds: number;
      /** Products, customers and orders together (the generator's 15-minute budget); absent when reused. */
      generateTotalSeconds?: number;
      reads: Record<string, Levels>;
      searchLatency?: SequentialResult;
      /** Suggestions one at a time: distinct prefixes and typos, every one new to the server. */
      suggestLatency?: SequentialResult;
      /** The order history generated beside the catalogue (issue 22's scale part). */
      orders?: { orders: number; lines: number; customers: number; generateSeconds: number };
      /** One customer's order list (pages of it), that customer having `benchCustomerOrders` orders. */
      orderListLatency?: SequentialResult & { benchCustomerOrders: number };
      /** The console's orders list, one request at a time, per single filter (issue 18). */
      adminOrders?: Record<string, SequentialResult>;
      /** The worst p95 of adminOrders: "any single filter" is the budget. */
      adminOrdersWorstP95?: number;
      /** The console's dashboard, one request at a time. */
      dashboardLatency?: SequentialResult;
      rssMb?: number | null;
    }
  >;
  checkout: Record<string, CheckoutResult>;
  /** The busy-evening shopper mix, per backend (PostgreSQL only). */
  mix: Record<string, MixResult>;
  /** The host's benchmarkIndex and the CPU slowdown for each device tier (calibrate.ts). */
  calibration?: Calibration;
  /** Lighthouse per device tier ('mid', 'low'): the slowdown used and every page's median run. */
  lighthouse?: {
    backend: string;
    benchmarkIndex: number;
    tiers: Record<
      string,
      { targetIndex: number; cpuSlowdown: number; pages: Record<string, LighthousePage> }
    >;
  };
  /** INP on the scripted journey at the mid-tier slowdown. */
  inp?: InpJourney;
  bundle?: InitialAssets & { jsGzipKB: number; cssGzipKB: number };
  memory: Record<string, { rssMb: number | null }>;
}
