/**
 * `npm run bench:publish`: the save-to-live loop of docs/architecture.md#bars against the real
 * stack (`npm start` on free ports, data in .data/bench-publish). As an admin through supabase-js
 * it saves a new hero text 10 times, one at a time, and times each save until / and /es/ both serve
 * it; then 5 saves within one second, counting the builds they cause and checking the final pages
 * hold all five. Also prints the build times the orchestrator logged (the first a full build, the
 * rest content rebuilds). Prints; never asserts.
 */
import { createDataClient, type TypedClient } from '../src/lib/supabase-client.ts';
import { apiKeys } from '../supabase/local/keys.ts';
import { jwtSecret } from '../supabase/local/settings.ts';
import { startBenchStack } from './lib/bench-stack.ts';
import type { LocalStatus } from '../src/lib/data/publish.ts';

const admin = { email: 'bench-publish@example.com', password: 'bench-publish-password' };
const bars = { medianS: 5, worstS: 10, burstBuilds: 2 };
type Language = 'en' | 'es';
type Field = 'title' | 'subtitle' | 'description';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

console.log('starting the stack (backend, seed, admin, site build)…');
const stack = await startBenchStack('bench-publish', admin);
const client = createDataClient(stack.backendUrl, apiKeys(jwtSecret()).anonKey);
const { error: signInError } = await client.auth.signInWithPassword(admin);
if (signInError) throw new Error(`the bench admin cannot sign in: ${signInError.message}`);

/** One admin save: a hero field of one language, as the hero editor writes it. */
async function save(db: TypedClient, language: Language, field: Field, text: string) {
  const { error, count } = await db
    .from('hero_content')
    .update({ [field]: text } as Partial<Record<Field, string>>, { count: 'exact' })
    .eq('language', language);
  if (error || count !== 1) throw new Error(`save failed: ${error?.message ?? `${count} rows`}`);
}

async function status(): Promise<LocalStatus> {
  return (await (await fetch(`${stack.base}/_local/status`)).json()) as LocalStatus;
}

/** Polls until every page serves all of its texts; returns when that was first seen. */
async function served(expected: Record<string, string[]>): Promise<number> {
  const deadline = performance.now() + 120_000;
  for (;;) {
    const pages = await Promise.all(
      Object.entries(expected).map(async ([path, texts]) => {
        const html = await (await fetch(stack.base + path, { cache: 'no-store' })).text();
        return texts.every((text) => html.includes(text));
      }),
    );
    if (pages.every(Boolean)) return performance.now();
    if (performance.now() > deadline) throw new Error('the new text was not served in 120 s');
    await sleep(50);
  }
}

/** Waits until the orchestrator has no build running or queued after the last one. */
async function idle(): Promise<LocalStatus> {
  for (;;) {
    const now = await status();
    if (!now.building) {
      await sleep(300);
      const later = await status();
      if (!later.building && later.builds === now.builds) return later;
    }
    await sleep(100);
  }
}

try {
  await idle();
  const run = Date.now().toString(36);

  const latencies: number[] = [];
  for (let i = 1; i <= 10; i += 1) {
    const text = `Bench save ${i} ${run}`;
    const start = performance.now();
    await save(client, 'en', 'title', `${text} (en)`);
    await save(client, 'es', 'title', `${text} (es)`);
    latencies.push((await served({ '/': [`${text} (en)`], '/es/': [`${text} (es)`] })) - start);
    console.log(
      `  save ${String(i).padStart(2)}: live on / and /es/ after ${seconds(latencies.at(-1)!)}`,
    );
    await idle();
  }

  const before = (await idle()).builds;
  const burst: [Language, Field][] = [
    ['en', 'title'],
    ['en', 'subtitle'],
    ['en', 'description'],
    ['es', 'title'],
    ['es', 'subtitle'],
  ];
  const texts = burst.map(([language, field]) => `Burst ${field} ${language} ${run}`);
  const burstStart = performance.now();
  for (const [index, [language, field]] of burst.entries()) {
    await save(client, language, field, texts[index]!);
    if (index < burst.length - 1) await sleep(200);
  }
  const burstSpan = performance.now() - burstStart;
  const burstLive = (await served({ '/': texts.slice(0, 3), '/es/': texts.slice(3) })) - burstStart;
  const burstBuilds = (await idle()).builds - before;

  // The first build is a full one; the rest rebuild for content only (docs/architecture.md#publish-loop).
  const builds = [
    ...stack.log().matchAll(/site: build #\d+ is live \((\d+(?:\.\d+)?) s(, content only)?\)/g),
  ];
  const fullBuild = Number(builds[0]![1]) * 1000;
  const buildTimes = builds.slice(1).map((match) => Number(match[1]) * 1000);
  const ok = (pass: boolean) => (pass ? 'within the bar' : 'OVER THE BAR');
  const med = median(latencies);
  const worst = Math.max(...latencies);
  console.log(`
bench:publish — an admin's save until / and /es/ serve it (docs/architecture.md#bars)
  astro build:        full ${seconds(fullBuild)}; content only: median ${seconds(median(buildTimes))}, worst ${seconds(Math.max(...buildTimes))} over ${buildTimes.length} builds
  10 saves:           median ${seconds(med)} (bar ≤ ${bars.medianS} s, ${ok(med <= bars.medianS * 1000)}), worst ${seconds(worst)} (bar ≤ ${bars.worstS} s, ${ok(worst <= bars.worstS * 1000)})
  burst of 5 saves:   made within ${seconds(burstSpan)}, ${burstBuilds} builds (bar ≤ ${bars.burstBuilds}, ${ok(burstBuilds <= bars.burstBuilds)}), all five texts served ${seconds(burstLive)} after the first save
`);
} finally {
  await stack.stop();
}
