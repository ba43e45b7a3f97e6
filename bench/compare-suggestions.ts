// The bench's suggestions answered in process, to show a change leaves every answer as it was
// (docs/decisions/050):
//   npx tsx bench/compare-suggestions.ts --database-url postgres://…/db [--count 500] [--out answers.json]
//     each query's products (ids, in order), categories (ids) and did_you_mean, and the slowest queries
//   … --both      each query answered twice, the fallback from product_terms and from the trigram
//                 index: exits 1 listing every query whose answers differ
//   … --against answers.json   exits 1 listing every query whose answer differs from a file written
//                 before (e.g. by the previous commit's code on the same database)
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../apps/api/src/db/client';
import * as schema from '../apps/api/src/db/schema';
import * as catalog from '../apps/api/src/modules/catalog/catalog.service';
import { suggestQueries } from './lib/queries';

const { values } = parseArgs({
  options: {
    'database-url': { type: 'string' },
    count: { type: 'string', default: '500' },
    out: { type: 'string' },
    against: { type: 'string' },
    both: { type: 'boolean', default: false },
  },
});
const pool = new pg.Pool({ connectionString: values['database-url'] ?? process.env.DATABASE_URL, max: 2 });
const db = drizzle(pool, { schema }) as unknown as Db;

type Answer = { products: number[]; categories: number[]; did_you_mean: string | null };
const answer = async (q: string, fromTerms: boolean): Promise<Answer> => {
  // The previous commit's suggest takes (db, q): the third argument is then ignored.
  const body = await (
    catalog.suggest as (db: Db, q: string, fromTerms?: boolean) => ReturnType<typeof catalog.suggest>
  )(db, q, fromTerms);
  return {
    products: body.products.map((p) => p.id),
    categories: body.categories.map((c) => c.id),
    did_you_mean: body.did_you_mean,
  };
};

const queries = suggestQueries(Number(values.count));
const answers: Record<string, Answer> = {};
const times: [number, string][] = [];
const differ: string[] = [];
for (const q of queries) {
  const t0 = performance.now();
  const got = await answer(q, true);
  times.push([performance.now() - t0, q]);
  answers[q] = got;
  if (values.both) {
    const trigram = await answer(q, false);
    if (JSON.stringify(trigram) !== JSON.stringify(got)) {
      differ.push(`${JSON.stringify(q)}: terms ${JSON.stringify(got)} · trigram ${JSON.stringify(trigram)}`);
    }
  }
}
if (values.against) {
  const before = JSON.parse(readFileSync(values.against, 'utf8')) as Record<string, Answer>;
  for (const q of queries) {
    if (JSON.stringify(before[q]) !== JSON.stringify(answers[q])) {
      differ.push(
        `${JSON.stringify(q)}: before ${JSON.stringify(before[q])} · now ${JSON.stringify(answers[q])}`,
      );
    }
  }
}
if (values.out) writeFileSync(values.out, `${JSON.stringify(answers, null, 1)}\n`);
times.sort((a, b) => b[0] - a[0]);
const sorted = times.map(([t]) => t).sort((a, b) => a - b);
const at = (p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1);
console.log(
  `${queries.length} suggestions in process: p50 ${at(50)} ms, p95 ${at(95)} ms, max ${at(100)} ms`,
);
console.log(
  `slowest: ${times
    .slice(0, 10)
    .map(([t, q]) => `${q} ${t.toFixed(0)}`)
    .join(' · ')}`,
);
const found = Object.values(answers).filter((a) => a.products.length > 0).length;
console.log(`${found} of ${queries.length} found products; ${differ.length} answers differ`);
for (const d of differ) console.log(`  ${d}`);
await pool.end();
process.exit(differ.length ? 1 : 0);
