import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $adminLanguage } from '../../i18n/admin/language.ts';
import { useMessages } from '../../i18n/admin/messages.ts';
import { adminTime } from '../../lib/business-time.ts';
import { countdownText } from '../../stores/publish-state.ts';

/**
 * 'Changes will go live in 1:40', counting down every second to `at`. The status region around it
 * would read every second aloud, so assistive technology hears the time of day instead. `short`:
 * 'In 1:40' ('En 1:40'), a phone's details button, which is no status region.
 */
export function PublishCountdown({ at, short = false }: { at: number; short?: boolean }) {
  const t = useMessages('shell');
  const lang = useStore($adminLanguage);
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  if (short) return t('short.countdown', { time: countdownText(at - now) });
  return (
    <>
      {t('status.countdown')} <span aria-hidden="true">{countdownText(at - now)}</span>
      <span className="sr-only">{t('status.at', { time: adminTime(at, 'time', lang) })}</span>
    </>
  );
}
