import type { Results } from './results';

export interface Budget {
  id: string;
  label: string;
  /** A dotted path into bench/results/latest.json. */
  metric: string;
  min?: number;
  max?: number;
  unit?: string;
}

export interface BudgetOutcome extends Budget {
  actual: number | undefined;
  status: 'pass' | 'fail' | 'not measured';
}

function get(obj: unknown, dotted: string): unknown {
  return dotted
    .split('.')
    .reduce<unknown>((o, k) => (o && typeof o === 'object' ? (o as never)[k] : undefined), obj);
}

export function evaluate(results: Results, budgets: Budget[]): BudgetOutcome[] {
  return budgets.map((b) => {
    const v = get(results, b.metric);
    if (typeof v !== 'number' || Number.isNaN(v)) return { ...b, actual: undefined, status: 'not measured' };
    const ok = (b.min === undefined || v >= b.min) && (b.max === undefined || v <= b.max);
    return { ...b, actual: v, status: ok ? 'pass' : 'fail' };
  });
}

const n = (v: number | undefined, digits = 0) =>
  v === undefined || Number.isNaN(v) ? '–' : v.toLocaleString('en-US', { maximumFractionDigits: digits });
const pct = (v: number | undefined) => (v === undefined ? '–' : `${Math.round(v * 100)} %`);

/** The whole run as Markdown: reads, large catalogue, checkout, storefront, memory, budgets. */
export function markdown(r: Results, outcomes: BudgetOutcome[]): string {
  const out: string[] = [];
  out.push(
    `Run ${r.meta.date} · ${r.meta.quick ? 'quick' : 'full'} · ${r.meta.cpus} CPUs · Node ${r.meta.node} · commit ${r.meta.commit} · ${r.meta.durationS} s per measurement`,
    '',
  );
  out.push(
    '| read | database | conns | req/s | p50 ms | p99 ms | of baseline |',
    '|---|---|--:|--:|--:|--:|--:|',
  );
  for (const c of ['c10', 'c50'] as const) {
    const b = r.baseline[c];
    if (b)
      out.push(
        `| baseline: bare node:http, constant JSON | – | ${b.connections} | ${n(b.rps)} | ${n(b.p50)} | ${n(b.p99)} | 100 % |`,
      );
  }
  const hp = r.baseline.homePayload;
  if (hp) {
    out.push(
      `| ceiling for home data's size: bare node:http, the same ${n(hp.bytes / 1000, 1)} KB ${hp.encoding} body | – | ${hp.connections} | ${n(hp.rps)} | ${n(hp.p50)} | ${n(hp.p99)} | ${pct(r.baseline.c50 ? hp.rps / r.baseline.c50.rps : undefined)} |`,
    );
  }
  for (const [backend, reads] of Object.entries(r.reads)) {
    for (const [name, levels] of Object.entries(reads)) {
      for (const level of Object.values(levels)) {
        if (level.unavailable) {
          out.push(`| ${name} | ${backend} | ${level.connections} | not available | | | |`);
        } else {
          out.push(
            `| ${name} | ${backend} | ${level.connections} | ${n(level.rps)} | ${n(level.p50)} | ${n(level.p99)} | ${pct(level.ratio)} |`,
          );
        }
      }
    }
  }
  for (const [backend, reads] of Object.entries(r.reads)) {
    const h = reads['home data']?.c50;
    if (h?.ratioToPayloadCeiling !== undefined) {
      out.push(
        '',
        `Home data on ${backend} at 50 connections: ${pct(h.ratioToPayloadCeiling)} of the ceiling for its size.`,
      );
    }
  }
  for (const [backend, large] of Object.entries(r.large)) {
    out.push(
      '',
      `Large catalogue on ${backend}: ${n(large.products)} products, generated in ${n(large.generateSeconds, 1)} s${large.generateTotalSeconds !== undefined ? ` (with the orders ${n(large.generateTotalSeconds, 1)} s)` : ''}`,
      '',
    );
    out.push('| read | conns | req/s | p50 ms | p99 ms | of baseline |', '|---|--:|--:|--:|--:|--:|');
    for (const [name, levels] of Object.entries(large.reads)) {
      for (const level of Object.values(levels)) {
        out.push(
          level.unavailable
            ? `| ${name} | ${level.connections} | not available | | | |`
            : `| ${name} | ${level.connections} | ${n(level.rps)} | ${n(level.p50)} | ${n(level.p99)} | ${pct(level.ratio)} |`,
        );
      }
    }
    const s = large.searchLatency;
    if (s) {
      out.push(
        '',
        `Single search, one at a time (${s.n} distinct queries): p50 ${n(s.p50, 1)} ms · p95 ${n(s.p95, 1)} ms · p99 ${n(s.p99, 1)} ms · max ${n(s.max, 1)} ms`,
      );
    }
    const g = large.suggestLatency;
    if (g) {
      out.push(
        `Suggestions, one at a time (${g.n} distinct prefixes and typos): p50 ${n(g.p50, 1)} ms · p95 ${n(g.p95, 1)} ms · p99 ${n(g.p99, 1)} ms · max ${n(g.max, 1)} ms`,
      );
    }
    const o = large.orders;
    if (o) {
      out.push(
        `Order history: ${n(o.orders)} orders (${n(o.lines)} lines) of ${n(o.customers)} customers, generated in ${n(o.generateSeconds, 1)} s`,
      );
    }
    const l = large.orderListLatency;
    if (l) {
      out.push(
        `Order list of a customer with ${n(l.benchCustomerOrders)} orders, one at a time: p50 ${n(l.p50, 1)} ms · p95 ${n(l.p95, 1)} ms · p99 ${n(l.p99, 1)} ms`,
      );
    }
    if (large.adminOrders) {
      out.push(
        '',
        '| console orders list, one filter | requests | p50 ms | p95 ms | max ms |',
        '|---|--:|--:|--:|--:|',
      );
      for (const [kind, a] of Object.entries(large.adminOrders)) {
        out.push(`| ${kind} | ${a.n} | ${n(a.p50, 1)} | ${n(a.p95, 1)} | ${n(a.max, 1)} |`);
      }
    }
    const d = large.dashboardLatency;
    if (d) {
      out.push(
        `Console dashboard, one at a time: p50 ${n(d.p50, 1)} ms · p95 ${n(d.p95, 1)} ms · max ${n(d.max, 1)} ms`,
      );
    }
  }
  out.push('');
  for (const [backend, c] of Object.entries(r.checkout)) {
    out.push(
      c.unavailable && c.ordersPerSecond === undefined
        ? `Checkout on ${backend}: not available (${c.unavailable})`
        : `Checkout on ${backend}, ${c.customers} customers: ${n(c.ordersPerSecond)} orders/s (p50 ${n(c.p50Ms, 1)} ms, p99 ${n(c.p99Ms, 1)} ms), ${n(c.orders)} orders, ${n(c.conflicts)} sold-out answers, ${n(c.otherFailures)} other failures; oversold ${n(c.oversold)}, products below zero ${n(c.negativeStockProducts)}, stock mismatches ${n(c.stockMismatches)}`,
    );
  }
  for (const [backend, m] of Object.entries(r.mix ?? {})) {
    out.push(
      m.reads === undefined
        ? `Shopper mix on ${backend}: not available (${m.unavailable})`
        : `Shopper mix on ${backend}, ${n(m.shoppers)} shoppers for ${n(m.durationS)} s (think ${m.thinkMs[0]}–${m.thinkMs[1]} ms): ${n(m.rps)} req/s; reads p50 ${n(m.reads.p50, 1)} ms, p99 ${n(m.reads.p99, 1)} ms (${Object.entries(
            m.byRead ?? {},
          )
            .map(([k, v]) => `${k} ${n(v.p99, 1)}`)
            .join(
              ', ',
            )}); cart p99 ${n(m.cart?.p99, 1)} ms; checkout p50 ${n(m.checkout?.p50, 1)} ms, p99 ${n(m.checkout?.p99, 1)} ms, ${n(m.ordersPlaced)} orders, ${n(m.soldOut)} sold-out answers; errors ${n(m.errors)}; oversold ${n(m.oversold)}, products below zero ${n(m.negativeStockProducts)}, stock mismatches ${n(m.stockMismatches)}`,
    );
  }
  if (r.calibration) {
    const c = r.calibration;
    out.push(
      '',
      `Host benchmarkIndex ${n(c.benchmarkIndex)} (samples ${c.samples.join(', ')}): CPU slowdown ${c.multipliers.mid}× for the mid-tier phone (1,000), ${c.multipliers.low}× for the low-tier phone (264).`,
    );
  }
  if (r.lighthouse) {
    for (const [tier, t] of Object.entries(r.lighthouse.tiers)) {
      out.push(
        '',
        `Lighthouse 12, mobile, ${tier}-tier phone (benchmarkIndex ${n(t.targetIndex)}: ${t.cpuSlowdown}× CPU on this host), on ${r.lighthouse.backend}; each page: the run with the median performance score:`,
        '',
        '| page | perf | perf of each run | a11y | best pr. | SEO | LCP ms | TBT ms | CLS |',
        '|---|--:|--:|--:|--:|--:|--:|--:|--:|',
      );
      for (const p of Object.values(t.pages)) {
        const name = `${p.name}${p.signedIn ? ' (signed in)' : ''}`;
        out.push(
          p.error && p.performance === undefined
            ? `| ${name} | error: ${p.error.slice(0, 80)} | | | | | | | |`
            : `| ${name} | ${n(p.performance)} | ${p.performanceRuns?.join(', ') ?? '–'} | ${n(p.accessibility)} | ${n(p.bestPractices)} | ${n(p.seo)} | ${n(p.lcpMs)} | ${n(p.tbtMs)} | ${n(p.cls, 3)} |`,
        );
      }
    }
  }
  if (r.inp) {
    out.push(
      '',
      `INP journey at ${r.inp.cpuSlowdown}× CPU (mid-tier), web-vitals in Chromium: ${r.inp.error ? `error: ${r.inp.error.slice(0, 120)}; ` : ''}${r.inp.steps.map((st) => `${st.step} ${n(st.ms ?? undefined)} ms`).join(', ')}; INP ${n(r.inp.inpMs ?? undefined)} ms`,
    );
  }
  if (r.bundle) {
    out.push(
      '',
      `Home page before interaction: JavaScript ${n(r.bundle.jsGzipKB, 1)} KB gzip (${n(r.bundle.jsBytes / 1000, 1)} KB raw, ${r.bundle.files.filter((f) => f.kind === 'js').length} files), CSS ${n(r.bundle.cssGzipKB, 1)} KB gzip`,
    );
  }
  const mem = Object.entries(r.memory)
    .map(([k, v]) => `${k} ${n(v.rssMb ?? undefined)} MB`)
    .join(' · ');
  if (mem) out.push(`Server RSS after the read benchmark: ${mem}`);
  if (r.meta.notes.length) out.push('', ...r.meta.notes.map((x) => `- ${x}`));
  out.push('', '| budget | limit | actual | |', '|---|--:|--:|---|');
  for (const o of outcomes) {
    const limit = o.min !== undefined ? `≥ ${o.min}` : `≤ ${o.max}`;
    const mark = o.status === 'pass' ? 'ok' : o.status === 'fail' ? '**BROKEN**' : 'not measured';
    out.push(`| ${o.label} | ${limit}${o.unit ? ' ' + o.unit : ''} | ${n(o.actual, 3)} | ${mark} |`);
  }
  return out.join('\n');
}
