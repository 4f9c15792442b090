import { Fragment, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogDescription,
  DialogFooter,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { useAdminFormat } from '../../../i18n/admin/format.ts';
import { useMessages } from '../../../i18n/admin/messages.ts';
import {
  shownAddOns,
  type AddOnNames,
  type BookingChanges,
  type BookingRequest,
  type BookingStatus,
  type PackageNames,
} from '../../../lib/data/booking-requests.ts';
import { ConflictNotice } from '../editor/conflict-notice.tsx';
import { useDiscardQuestion } from '../editor/use-discard-question.tsx';
import { withContent } from '../editor/with-content.tsx';
import { richText } from '../rich-text.tsx';
import { DatePassedBadge, StatusBadge } from './booking-parts.tsx';
import { ContactActions } from './contact-actions.tsx';
import { OwnerNoteField, ownerNoteTooLong, ownerNoteValue } from './owner-note-field.tsx';
import { StatusSelect } from './status-select.tsx';
import {
  formatPhone,
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

/** The status chosen and the note typed in the dialog, and what they change on the request. */
interface BookingDraft {
  status: BookingStatus;
  setStatus: (status: BookingStatus) => void;
  note: string;
  setNote: (note: string) => void;
  /**
   * Only what differs from the version the admin opened (or loaded): a save or an overwrite
   * writes nothing else, so it never undoes another admin's change to the rest
   * (docs/product.md#bookings).
   */
  changes: BookingChanges;
  changed: boolean;
}

/**
 * The status and note shown for `request`: they start from it, and from their version once it is
 * loaded (a newer `updated_at`). Adjusted while rendering rather than by remounting, so the focus
 * can stay in the dialog.
 */
function useBookingDraft(request: BookingRequest | null): BookingDraft {
  const [status, setStatus] = useState<BookingStatus>(request?.status ?? 'new');
  const [note, setNote] = useState(request?.owner_note ?? '');
  const version = request && `${request.id} ${request.updated_at}`;
  const [shown, setShown] = useState(version);
  if (shown !== version) {
    setShown(version);
    setStatus(request?.status ?? 'new');
    setNote(request?.owner_note ?? '');
  }
  const changes: BookingChanges = {};
  if (request && status !== request.status) changes.status = status;
  if (request && ownerNoteValue(note) !== request.owner_note) {
    changes.owner_note = ownerNoteValue(note);
  }
  return { status, setStatus, note, setNote, changes, changed: Object.keys(changes).length > 0 };
}

/** A fact of a request: its term, its value, and the value's language when it is the visitor's. */
type Fact = [string, ReactNode, { lang?: string; translate?: 'no' }?];

/** Facts of a request as terms and values: side by side from 640 px, stacked on a phone. */
function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="mt-4 grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
      {facts.map(([term, value, content]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-ink-700">{term}</dt>
          <dd className="break-words whitespace-pre-line" {...content}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * A request's add-ons, each by its service's name in the admin's language; one whose service is
 * renamed or deleted since as the visitor saw it, marked in their language.
 */
function AddOnNamesShown({
  request,
  names,
}: {
  request: BookingRequest;
  names: AddOnNames | undefined;
}) {
  const { lang } = useAdminFormat();
  return shownAddOns(request.add_ons, request.language, lang, names).map((addOn, index) => (
    <Fragment key={index}>
      {index ? ', ' : ''}
      {addOn.lang ? <span lang={addOn.lang}>{addOn.name}</span> : addOn.name}
    </Fragment>
  ));
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
          {formatPhone(request.phone)}
        </a>
      ) : (
        '—'
      ),
      typed,
    ],
    [t('email'), request.email ?? '—', typed],
  ];
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
