import { useRef } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { useAdminFormat } from '../../../i18n/admin/format.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import { displayPhone } from '../../../lib/content/phone.ts';
import type {
  AddOnNames,
  BookingChanges,
  BookingRequest,
  PackageNames,
} from '../../../lib/data/booking-requests.ts';
import { ConflictNotice } from '../editor/conflict-notice.tsx';
import { useDiscardQuestion } from '../editor/use-discard-question.tsx';
import { withContent } from '../editor/with-content.tsx';
import { richText } from '../rich-text.tsx';
import { DatePassedBadge, StatusBadge } from './booking-parts.tsx';
import { ContactActions } from './contact-actions.tsx';
import { AddOnNamesShown, FactList, type Fact } from './booking-facts.tsx';
import { OwnerNoteField, ownerNoteTooLong } from './owner-note-field.tsx';
import { StatusSelect } from './status-select.tsx';
import { useBookingDraft, type BookingDraft } from './use-booking-draft.ts';
import {
  estimateText,
  formatSent,
  formatWindow,
  modeKeys,
  phoneDigits,
  packageText,
  vehicleText,
} from './booking-labels.ts';

interface BookingDetailsProps {
  request: BookingRequest;
  /** The add-on services' names, to show the request's add-ons in the admin's language. */
  addOns: AddOnNames | undefined;
  /** The packages' names in the site's content, to name the request's (not read: fixed names). */
  packageNames: PackageNames | undefined;
  /** The business's name the replies are signed with ('' or not read yet: none). */
  businessName: string | undefined;
  /** The status chosen and the note typed, and what they change (useBookingDraft). */
  draft: BookingDraft;
  busy: boolean;
  /** Someone else's version of the request, when a save was refused for it. */
  conflict: BookingRequest | null;
  /** Saves what the admin changed, checked against the given version (`request`, or theirs). */
  onSave: (version: BookingRequest, changes: BookingChanges) => void;
  onLoadTheirs: () => void;
  /** Closes the dialog, after asking when something is not saved. */
  onClose: () => void;
}

/**
 * One request in full: first how to reach the visitor (the phone a call link, then call, text,
 * e-mail and map), so a long note never pushes them off a phone's screen; then what was asked
 * for, and its status and the owner's own note to change, saved together. A save refused because
 * someone else changed the request offers their version or an overwrite with what this admin
 * changed; closing with changes not saved asks first.
 */
export function BookingDialog({
  request,
  ...props
}: Omit<BookingDetailsProps, 'request' | 'draft'> & { request: BookingRequest | null }) {
  const draft = useBookingDraft(request);
  // A status chosen or a note typed is asked about before it is lost, as in the editors.
  const { requestClose, question } = useDiscardQuestion(
    request !== null && draft.changed,
    props.onClose,
    props.busy,
  );
  return (
    <Dialog open={request !== null} onClose={requestClose}>
      {request ? (
        <BookingDetails
          key={request.id}
          request={request}
          draft={draft}
          {...props}
          onClose={requestClose}
        />
      ) : null}
      {question}
    </Dialog>
  );
}

function BookingDetails({
  request,
  addOns,
  packageNames,
  businessName,
  draft,
  busy,
  conflict,
  onSave,
  onLoadTheirs,
  onClose,
}: BookingDetailsProps) {
  const t = useMessages('bookings');
  const format = useAdminFormat();
  const { status, setStatus, note, setNote } = draft;
  const noteBox = useRef<HTMLDivElement>(null);
  // A note over the limit is not sent (the database would refuse it): its message is on screen,
  // and the focus goes to it.
  const save = (version: BookingRequest) => {
    if (ownerNoteTooLong(note)) noteBox.current?.querySelector('textarea')?.focus();
    else onSave(version, draft.changes);
  };
  const statusBox = useRef<HTMLDivElement>(null);
  const windows = [formatWindow(format, request.window1_start, request.window1_end)];
  if (request.window2_start && request.window2_end) {
    windows.push(formatWindow(format, request.window2_start, request.window2_end));
  }
  const sent = formatSent(format, request.created_at);
  // What the visitor typed or chose on the page is in that page's language; names, addresses and
  // notes in none in particular (docs/architecture.md#admin-language).
  const visitor = { lang: request.language };
  const typed = { translate: 'no' } as const;
  const contact: Fact[] = [
    [
      t('phone'),
      request.phone ? (
        <a
          href={`tel:${phoneDigits(request.phone)}`}
          className="font-medium text-brand-700 underline"
        >
          {displayPhone(request.phone)}
        </a>
      ) : (
        '—'
      ),
      typed,
    ],
    [t('email'), request.email ?? '—', typed],
  ];
  // The form's estimate in the admin's language; a text of another shape as stored, in the
  // visitor's (docs/product.md#bookings).
  const estimate = request.estimate && estimateText(t, request.estimate);
  const facts: Fact[] = [
    [
      t('sent'),
      t(request.language === 'es' ? 'sentFromSpanish' : 'sentFromEnglish', { when: sent }),
    ],
    [t('vehicle'), vehicleText(t, request)],
    [t('package'), packageText(t, request.package_type, format.lang, packageNames)],
    request.add_ons.length
      ? [t('addOns'), <AddOnNamesShown request={request} names={addOns} />]
      : [t('addOns'), t('noAddOns')],
    // A fleet is shown no estimate: the owner quotes it (docs/product.md#booking-form).
    request.vehicle_count !== null
      ? [t('estimate'), t('estimateFleet')]
      : estimate
        ? [t('estimate'), estimate]
        : [t('estimate'), request.estimate ?? '—', visitor],
    [t('where'), t(modeKeys[request.service_mode])],
    // A request for the shop has no address (the form sends none): 'Where' says the shop, and no
    // empty row follows it. Mobile service always has one.
    ...(request.address ? [[t('address'), request.address, typed] satisfies Fact] : []),
    [t('times'), windows.join('; ')],
    [t('notes'), request.notes ?? '—', typed],
  ];
  return (
    <>
      <DialogTitle>{withContent((name) => t('requestFrom', { name }), request.name)}</DialogTitle>
      <DialogDescription>
        {richText(t('statusIs'), { status: <StatusBadge status={request.status} /> })}{' '}
        <DatePassedBadge request={request} />
      </DialogDescription>
      <FactList facts={contact} />
      <ContactActions
        request={request}
        businessName={businessName ?? ''}
        packageNames={packageNames}
      />
      <FactList facts={facts} />
      <div ref={statusBox} className="mt-4">
        <StatusSelect label={t('status')} value={status} onChange={setStatus} />
      </div>
      <div ref={noteBox} className="mt-4">
        <OwnerNoteField value={note} onChange={setNote} />
      </div>
      {conflict ? (
        <div className="mt-4">
          <ConflictNotice
            slot="single"
            which={t('thisRequest')}
            busy={busy}
            onLoadTheirs={() => {
              onLoadTheirs();
              // The button goes with the notice: the keyboard focus goes to their status, as
              // an editor's goes to its first field.
              statusBox.current?.querySelector('select')?.focus();
            }}
            onOverwrite={() => save(conflict)}
          />
        </div>
      ) : null}
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {t('close')}
        </Button>
        {/* Busy, not disabled: the focused button keeps focus while the change is saved. */}
        <Button onClick={() => save(request)} busy={busy} disabled={!draft.changed}>
          {t('save')}
        </Button>
      </DialogFooter>
    </>
  );
}
