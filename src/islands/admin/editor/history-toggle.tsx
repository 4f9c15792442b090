import { ClockIcon, PencilSquareIcon } from '@heroicons/react/24/outline';
import type { Ref } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';

/** The button beside an edit dialog's title that switches between the form and its History. */
export function HistoryToggle({
  showing,
  onToggle,
  disabled,
  ref,
}: {
  showing: boolean;
  onToggle: () => void;
  disabled?: boolean;
  /** Where focus goes back when Escape leaves the History (useEntryHistory). */
  ref?: Ref<HTMLButtonElement>;
}) {
  const t = useMessages('history');
  return (
    <Button ref={ref} variant="outline" size="sm" onClick={onToggle} disabled={disabled}>
      {showing ? <PencilSquareIcon aria-hidden="true" /> : <ClockIcon aria-hidden="true" />}
      {showing ? t('backToEditing') : t('history')}
    </Button>
  );
}
