/**
 * What one Lighthouse run's simulated LCP is made of, for `bench:site` (docs/architecture.md#bars).
 * Lighthouse's LCP is the mean of two Lantern estimates of the same page load: an optimistic one
 * (the document, then the first parse, layout and paint on the main thread) and a pessimistic one
 * that also waits for every main-thread task that laid out before the observed paint, with all it
 * depended on (a late image's request among them). Both are recomputed here from the run's saved
 * artifacts (its trace and network log) with Lighthouse's own modules, so the figures are the
 * run's, not an approximation.
 */
import { LoadSimulator } from 'lighthouse/core/computed/load-simulator.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { loadArtifacts } from 'lighthouse/core/lib/asset-saver.js';

/** A node of a Lantern graph: a request or a main-thread task. */
interface GraphNode {
  id: string;
  type: 'network' | 'cpu';
  request?: { url: string };
  isMainDocument?: () => boolean;
}
type Timings = Map<GraphNode, { startTime: number; endTime: number }>;
/** The run's settings, as its report gives them (`lhr.configSettings`). */
export type RunSettings = Parameters<typeof LoadSimulator.request>[0]['settings'];

export interface LcpParts {
  /** The optimistic estimate (ms). */
  optimistic: number;
  /** The pessimistic estimate (ms). */
  pessimistic: number;
  /** When the document has arrived in the optimistic estimate (ms). */
  document: number;
  /** Main-thread time (ms) and tasks of the optimistic estimate. */
  cpu: { ms: number; tasks: number };
  /** What the pessimistic estimate waits for beyond the optimistic one. */
  extra: { requests: string[]; cpuMs: number; tasks: number };
  /** The document's bytes on the wire, when over the first window (`firstWindowBytes`)… */
  documentBytes?: number;
  /** …and the LCP the same run would have had with the document in that window (ms). */
  lcpInFirstWindow?: number;
}

/**
 * Splits a run's two LCP estimates into their parts. `artifactsDir` is the folder Lighthouse saved
 * the run's artifacts to (its `gatherMode`); `settings` are the run's settings (the lhr's
 * `configSettings`), which carry the throttling the run was simulated with.
 */
export async function lcpParts(artifactsDir: string, settings: RunSettings): Promise<LcpParts> {
  const artifacts = await loadArtifacts(artifactsDir);
  const simulate = async (log: DevtoolsLog) => {
    const devtoolsLog = log as unknown as typeof artifacts.DevtoolsLog;
    const context = { computedCache: new Map(), settings };
    const simulator = await LoadSimulator.request({ devtoolsLog, settings }, context);
    return LanternLargestContentfulPaint.request(
      {
        trace: artifacts.Trace,
        devtoolsLog,
        gatherContext: artifacts.GatherContext,
        settings,
        simulator,
        URL: artifacts.URL,
        SourceMaps: artifacts.SourceMaps,
        HostDPR: artifacts.HostDPR,
      },
      context,
    );
  };
  const log = artifacts.DevtoolsLog as unknown as DevtoolsLog;
  const result = await simulate(log);
  const optimistic = result.optimisticEstimate.nodeTimings as unknown as Timings;
  const pessimistic = result.pessimisticEstimate.nodeTimings as unknown as Timings;
  const parts = summarize(
    optimistic,
    pessimistic,
    result.optimisticEstimate.timeInMs,
    result.pessimisticEstimate.timeInMs,
  );
  // The same run with a document that fits the first window: what its size alone costs.
  const bytes = documentBytes(log);
  if (bytes === undefined || bytes <= firstWindowBytes) return parts;
  const fitted = await simulate(withDocumentBytes(log, firstWindowBytes));
  return { ...parts, documentBytes: bytes, lcpInFirstWindow: fitted.timing };
}

/**
 * What a new connection delivers in its first round trip in Lantern's model: 10 segments of 1,460
 * bytes (`TCPConnection.js` of `@paulirish/trace_engine`), response headers included.
 */
export const firstWindowBytes = 10 * 1460;

/** The entries of a run's network log (its `DevtoolsLog` artifact) these functions read. */
export type DevtoolsLog = { method: string; params: Record<string, unknown> }[];

const mainDocumentId = (log: DevtoolsLog) =>
  log.find((e) => e.method === 'Network.requestWillBeSent' && e.params.type === 'Document')?.params
    .requestId;

/** The main document's size on the wire, headers included (what Lantern downloads), if logged. */
export function documentBytes(log: DevtoolsLog): number | undefined {
  const id = mainDocumentId(log);
  const finished = log.find(
    (e) => e.method === 'Network.loadingFinished' && e.params.requestId === id,
  );
  return finished ? Number(finished.params.encodedDataLength) : undefined;
}

/** A copy of the log in which the main document weighed `bytes` on the wire. */
export function withDocumentBytes(log: DevtoolsLog, bytes: number): DevtoolsLog {
  const id = mainDocumentId(log);
  return log.map((e) =>
    e.method === 'Network.loadingFinished' && e.params.requestId === id
      ? { ...e, params: { ...e.params, encodedDataLength: bytes } }
      : e,
  );
}

/** The parts of two estimates' node timings (exported for its test). */
export function summarize(
  optimistic: Timings,
  pessimistic: Timings,
  optimisticMs: number,
  pessimisticMs: number,
): LcpParts {
  const cpuOf = (timings: Timings, keep: (node: GraphNode) => boolean) => {
    const tasks = [...timings].filter(([node]) => node.type === 'cpu' && keep(node));
    const ms = tasks.reduce((sum, [, t]) => sum + (t.endTime - t.startTime), 0);
    return { ms, tasks: tasks.length };
  };
  const inOptimistic = new Set([...optimistic.keys()].map((node) => node.id));
  const documentNode = [...optimistic].find(([node]) => node.isMainDocument?.());
  const added = cpuOf(pessimistic, (node) => !inOptimistic.has(node.id));
  return {
    optimistic: optimisticMs,
    pessimistic: pessimisticMs,
    document: documentNode?.[1].endTime ?? Number.NaN,
    cpu: cpuOf(optimistic, () => true),
    extra: {
      requests: [...pessimistic.keys()]
        .filter((node) => node.type === 'network' && !inOptimistic.has(node.id))
        .map((node) => new URL(node.request!.url).pathname),
      cpuMs: added.ms,
      tasks: added.tasks,
    },
  };
}

/** One line for the bench's output: `LCP = (optimistic + pessimistic) / 2` and their parts. */
export function describeLcpParts(parts: LcpParts): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  const tasks = (n: number) => `${n} main-thread task${n === 1 ? '' : 's'}`;
  const waits = [
    ...(parts.extra.requests.length ? [parts.extra.requests.join(', ')] : []),
    ...(parts.extra.tasks ? [`${tasks(parts.extra.tasks)}, ${s(parts.extra.cpuMs)}`] : []),
  ];
  return (
    `optimistic ${s(parts.optimistic)} (document ${s(parts.document)}, ${tasks(parts.cpu.tasks)} ${s(parts.cpu.ms)}), ` +
    `pessimistic ${s(parts.pessimistic)}${waits.length ? ` (also ${waits.join('; ')})` : ' (nothing more)'}`
  );
}

/**
 * A second line when the document needed more than one round trip: its weight on the wire and the
 * LCP of the same run had it fitted in the first (docs/architecture.md#bars).
 */
export function describeDocumentWeight(parts: LcpParts): string | undefined {
  if (parts.documentBytes === undefined || parts.lcpInFirstWindow === undefined) return undefined;
  const bytes = (n: number) => n.toLocaleString('en-US');
  return (
    `the document is ${bytes(parts.documentBytes)} bytes on the wire (headers included), over the ` +
    `${bytes(firstWindowBytes)} of a connection's first round trip; fitted in it, this run's LCP would be ` +
    `${(parts.lcpInFirstWindow / 1000).toFixed(2)} s`
  );
}
