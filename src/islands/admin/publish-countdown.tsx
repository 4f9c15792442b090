import { useEffect, useState } from 'react';
import { useAdminFormat } from '../../i18n/admin/format.ts';
import { useMessages } from '../../i18n/admin/messages.ts';
import { countdownText } from '../../stores/publish-state.ts';

/**
 * 'Changes will go live in 1:40', counting down every second to `at`. The status region around it
 * would read every second aloud, so assistive technology hears the time of day instead.
 */
export function PublishCountdown({ at }: { at: number }) {
  const t = useMessages('shell');
  const format = useAdminFormat();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return (
    <>
      {t('status.countdown')} <span aria-hidden="true">{countdownText(at - now)}</span>
      <span className="sr-only">{t('status.at', { time: format.time(at, 'time') })}</span>
    </>
  );
}
