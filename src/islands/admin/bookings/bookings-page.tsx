import { useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMessages } from '../../../i18n/admin/messages.ts';
import type { BookingRequest, BookingStatus } from '../../../lib/data/booking-requests.ts';
import { refreshNewBookings } from '../../../stores/new-bookings.ts';
import { adminPages } from '../admin-nav.ts';
import { useFocusAfterRemoval } from '../focus-after-removal.ts';
import { LoadFailed } from '../load-failed.tsx';
import { PageHeader } from '../shell/page-header.tsx';
import { BookingDialog } from './booking-dialog.tsx';
import { noneKeys } from './booking-labels.ts';
import { BookingList } from './booking-list.tsx';
import { searchRequests } from './booking-search.ts';
import { BookingTable } from './booking-table.tsx';
import { HookFailureNotice } from './hook-failure-notice.tsx';
import { NoMatchLine } from './no-match-line.tsx';
import { PurgeButton } from './purge-button.tsx';
import { RequestSearch } from './request-search.tsx';
import { StatusSelect } from './status-select.tsx';
import { TurnedAwayNotice } from './turned-away-notice.tsx';
import { useBookingRequests } from './use-booking-requests.ts';
import { useBookingSave } from './use-booking-save.ts';
import { pageDescriptions } from '../page-descriptions.ts';
import { useRecordsAsList } from '../shell/use-is-mobile.ts';

/**
 * /admin/bookings: the landing page's booking requests, newest first, filtered by status and, as
 * the owner types, by a name, phone, e-mail or address among those read.
 */
export function BookingsPage() {
  const t = useMessages('bookings');
  // The request dialog's conflict notice is the editors' (ConflictNotice) and its note's limit
  // message a validation text: they load with the page, so neither suspends the open dialog.
  useMessages('editor');
  useMessages('validation');
  const { label } = adminPages.bookings;
  const [filter, setFilter] = useState<BookingStatus | ''>('');
  const { state, reload } = useBookingRequests(filter);
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState<BookingRequest | null>(null);
  const Requests = useRecordsAsList() ? BookingList : BookingTable;
  const filterBox = useRef<HTMLDivElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  // With none left to focus, the search box while it searches, else the status filter.
  const focus = useFocusAfterRemoval(() =>
    searchBox.current?.value ? searchBox.current : filterBox.current?.querySelector('select'),
  );
  const listed = state.status === 'ready' ? searchRequests(state.data.requests, search) : [];
  const shown = listed.map(({ id }) => id);
  const saving = useBookingSave((request, next) => {
    setOpen(null);
    // A request that leaves the list (now of another status than the filter's, or deleted) takes
    // its View with it: the focus goes to the next request's View, else the filter.
    const leaves = next === undefined || (filter !== '' && next !== filter);
    void reload().then(() => {
      if (leaves) focus.focusAfter(shown, request.id);
    });
  });

  return (
    <>
      <PageHeader title={label} description={pageDescriptions.bookings} />
      <HookFailureNotice />
      <TurnedAwayNotice />
      <div className="mb-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <RequestSearch value={search} onChange={setSearch} inputRef={searchBox} />
        <div ref={filterBox} className="sm:w-56">
          <StatusSelect
            label={t('show')}
            value={filter}
            onChange={setFilter}
            allLabel={t('allRequests')}
          />
        </div>
      </div>
      {state.status === 'loading' ? <Spinner label={t('loading')} /> : null}
      {state.status === 'error' ? <LoadFailed what="requests" message={state.message} /> : null}
      {state.status === 'ready' && state.data.requests.length === 0 ? (
        <p className="text-ink-600">{t(filter ? noneKeys[filter] : 'none')}</p>
      ) : null}
      {state.status === 'ready' && state.data.requests.length > 0 && listed.length === 0 ? (
        <NoMatchLine
          search={search}
          filter={filter}
          onClear={() => {
            setSearch('');
            searchBox.current?.focus();
          }}
        />
      ) : null}
      {listed.length > 0 ? (
        <Requests
          requests={listed}
          packageNames={state.status === 'ready' ? state.data.packageNames : undefined}
          onOpen={setOpen}
          register={focus.register}
        />
      ) : null}
      {/* Last on the page, after the list: not the first stop of the keyboard. */}
      <div className="mt-6 border-t border-mist-200 pt-4">
        <PurgeButton
          listRead={state.status !== 'loading'}
          onPurged={() => {
            void reload();
            void refreshNewBookings();
          }}
        />
      </div>
      <BookingDialog
        request={open}
        addOns={state.status === 'loading' ? undefined : state.data?.addOns}
        packageNames={state.status === 'loading' ? undefined : state.data?.packageNames}
        businessName={state.status === 'loading' ? undefined : state.data?.businessName}
        busy={saving.busy}
        conflict={saving.conflict}
        onSave={(request, changes) => void saving.save(request, changes)}
        onLoadTheirs={() => {
          setOpen(saving.takeTheirs());
          void reload();
        }}
        onClose={() => {
          saving.takeTheirs();
          setOpen(null);
        }}
      />
    </>
  );
}
