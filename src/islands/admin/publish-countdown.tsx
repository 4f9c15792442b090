import { useEffect, useState } from 'react';
import { countdownText } from '../../stores/publish-state.ts';
import { adminTime } from '../../lib/business-time.ts';

/**
 * 'Changes will go live in 1:40', counting down every second to `at`. The status region around it
 * would read every second aloud, so assistive technology hears the time of day instead.
 */
export function PublishCountdown({ at }: { at: number }) {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <>
      Changes will go live in <span aria-hidden="true">{countdownText(at - now)}</span>
      <span className="sr-only">at {adminTime(at, 'time')}</span>
    </>
  );
}
