import { chromium } from '@playwright/test';
// Lighthouse's own benchmark (the very function it runs in the page to report `benchmarkIndex`).
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

/**
 * The phones the bench emulates, by Lighthouse's benchmarkIndex: a mid-tier phone at 1,000 (the figure
 * Chrome DevTools' CPU calibration uses for its "mid-tier mobile") and a low-tier phone at 264 (its
 * "low-tier mobile"). A host that scores 2,000 emulates the mid-tier phone at a 2× CPU slowdown.
 */
export const DEVICE_TIERS = { mid: 1000, low: 264 } as const;
export type DeviceTier = keyof typeof DEVICE_TIERS;

export interface Calibration {
  /** The host's benchmarkIndex: the median of `samples`. */
  benchmarkIndex: number;
  samples: number[];
  /** The CPU slowdown that turns this host into each tier's phone (never below 1). */
  multipliers: Record<DeviceTier, number>;
}

/** The slowdown that makes a host of `index` behave like a device of `target` (DevTools' calibration). */
export function slowdownFor(index: number, target: number): number {
  return Math.max(1, Math.round((index / target) * 100) / 100);
}

/**
 * Measures the host's benchmarkIndex in Chromium, the way Lighthouse does at the start of each run
 * (`computeBenchmarkIndex` in a page), `samples` times, and keeps the median: one sample swings with
 * whatever else the shared host is doing.
 */
export async function calibrate(chromePath: string, samples = 5): Promise<Calibration> {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  });
  const measured: number[] = [];
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><title>benchmark</title>');
    const source = String((pageFunctions as { computeBenchmarkIndex: () => number }).computeBenchmarkIndex);
    for (let i = 0; i < samples; i++) {
      measured.push(await page.evaluate(`(${source})()`));
    }
  } finally {
    await browser.close();
  }
  const sorted = [...measured].sort((a, b) => a - b);
  const benchmarkIndex = Math.round(sorted[Math.floor((sorted.length - 1) / 2)]!);
  return {
    benchmarkIndex,
    samples: measured.map((s) => Math.round(s)),
    multipliers: {
      mid: slowdownFor(benchmarkIndex, DEVICE_TIERS.mid),
      low: slowdownFor(benchmarkIndex, DEVICE_TIERS.low),
    },
  };
}
