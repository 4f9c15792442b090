import { Fragment, type ReactNode } from 'react';
import { useAdminFormat } from '../../../i18n/admin/format.ts';
import {
  shownAddOns,
  type AddOnNames,
  type BookingRequest,
} from '../../../lib/data/booking-requests.ts';

/** A fact of a request: its term, its value, and the value's language when it is the visitor's. */
export type Fact = [string, ReactNode, { lang?: string; translate?: 'no' }?];

/** Facts of a request as terms and values: side by side from 640 px, stacked on a phone. */
export function FactList({ facts }: { facts: Fact[] }) {
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
export function AddOnNamesShown({
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
