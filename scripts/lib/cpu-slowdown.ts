/**
 * The CPU slowdown Lighthouse should simulate on this host so that a run stands for the mid-tier
 * phone Lighthouse's mobile preset means (docs/architecture.md#bars). Lighthouse's default 4× is
 * meant for a high-end desktop (a benchmark index of about 1,500); on a slower host it simulates a
 * slower phone. Lighthouse's throttling guide ("Calibrating the CPU slowdown") gives the ranges,
 * and its linked calculator these lines between them: 2,000 → 6×, 1,300 → 3×, 800 → 2×, 150 → 1×.
 */
export interface CpuSlowdown {
  /** The multiplier to pass as `throttling.cpuSlowdownMultiplier`, to one decimal. */
  multiplier: number;
  /** Lighthouse's device class for the host's index. */
  hostClass:
    | 'high-end desktop'
    | 'low-end desktop'
    | 'high-end mobile'
    | 'mid-tier mobile'
    | 'low-end mobile';
}

export function cpuSlowdownFor(benchmarkIndex: number): CpuSlowdown {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new RangeError(`not a benchmark index: ${benchmarkIndex}`);
  }
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : benchmarkIndex >= 150
          ? 1 + (benchmarkIndex - 150) / 650
          : 1;
  const hostClass =
    benchmarkIndex >= 1500
      ? 'high-end desktop'
      : benchmarkIndex >= 1000
        ? 'low-end desktop'
        : benchmarkIndex >= 800
          ? 'high-end mobile'
          : benchmarkIndex >= 125
            ? 'mid-tier mobile'
            : 'low-end mobile';
  return { multiplier: Math.round(multiplier * 10) / 10, hostClass };
}
