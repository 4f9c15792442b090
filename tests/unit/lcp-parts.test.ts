import { describe, expect, it } from 'vitest';
import {
  describeDocumentWeight,
  describeLcpParts,
  documentBytes,
  firstWindowBytes,
  summarize,
  withDocumentBytes,
} from '../../scripts/lib/lcp-parts.ts';

// Nodes as Lantern's graphs hold them: a cloned graph has new objects with the same ids.
const request = (id: string, url: string, main = false) => ({
  id,
  type: 'network' as const,
  request: { url },
  isMainDocument: () => main,
});
const task = (id: string) => ({ id, type: 'cpu' as const });
const timings = (...rows: [ReturnType<typeof request | typeof task>, number, number][]) =>
  new Map(rows.map(([node, startTime, endTime]) => [node, { startTime, endTime }]));

describe('summarize (bench:site)', () => {
  const optimistic = timings(
    [request('doc', 'http://127.0.0.1:4321/es/', true), 0, 760],
    [task('parse'), 760, 870],
    [task('frame'), 870, 990],
  );
  const pessimistic = timings(
    [request('doc', 'http://127.0.0.1:4321/es/', true), 0, 760],
    [request('img', 'http://127.0.0.1:4321/images/work-sedan.svg'), 760, 1000],
    [task('parse'), 760, 870],
    [task('frame'), 870, 990],
    [task('svg'), 1000, 1050],
  );

  it('splits the optimistic estimate into the document and the main thread', () => {
    const parts = summarize(optimistic, pessimistic, 990, 1050);
    expect(parts.document).toBe(760);
    expect(parts.cpu).toEqual({ ms: 230, tasks: 2 });
  });

  it('names what only the pessimistic estimate waits for, matched by node id', () => {
    const parts = summarize(optimistic, pessimistic, 990, 1050);
    expect(parts.extra).toEqual({ requests: ['/images/work-sedan.svg'], cpuMs: 50, tasks: 1 });
    expect(describeLcpParts(parts)).toBe(
      'optimistic 0.99 s (document 0.76 s, 2 main-thread tasks 0.23 s), pessimistic 1.05 s ' +
        '(also /images/work-sedan.svg; 1 main-thread task, 0.05 s)',
    );
  });

  it('says so when both estimates wait for the same', () => {
    const parts = summarize(optimistic, optimistic, 990, 990);
    expect(parts.extra).toEqual({ requests: [], cpuMs: 0, tasks: 0 });
    expect(describeLcpParts(parts)).toMatch(/pessimistic 0\.99 s \(nothing more\)$/);
  });
});

describe("the document's weight on the wire (bench:site)", () => {
  // A network log as Lighthouse saves it: the page, then an image, each sent and finished.
  const log = [
    { method: 'Network.requestWillBeSent', params: { requestId: '1', type: 'Document' } },
    { method: 'Network.requestWillBeSent', params: { requestId: '2', type: 'Image' } },
    { method: 'Network.loadingFinished', params: { requestId: '2', encodedDataLength: 900 } },
    { method: 'Network.loadingFinished', params: { requestId: '1', encodedDataLength: 24304 } },
  ];

  it("reads the main document's bytes, not another request's", () => {
    expect(documentBytes(log)).toBe(24304);
    expect(documentBytes(log.slice(0, 3))).toBeUndefined();
  });

  it("sets the document's bytes in a copy, leaving the log and the other requests as they were", () => {
    const fitted = withDocumentBytes(log, firstWindowBytes);
    expect(documentBytes(fitted)).toBe(14600);
    expect(fitted[2]).toBe(log[2]);
    expect(documentBytes(log)).toBe(24304);
  });

  it("says what the document's size costs only when it is over the first window", () => {
    const parts = summarize(new Map(), new Map(), 950, 950);
    expect(describeDocumentWeight(parts)).toBeUndefined();
    expect(describeDocumentWeight({ ...parts, documentBytes: 24304, lcpInFirstWindow: 796 })).toBe(
      'the document is 24,304 bytes on the wire (headers included), over the 14,600 of a ' +
        "connection's first round trip; fitted in it, this run's LCP would be 0.80 s",
    );
  });
});
