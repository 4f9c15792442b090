/**
 * The booking form's field boxes (inputs, selects, the notes), one look for all; at least 44 px
 * tall, as every target a phone's finger meets (docs/decisions.md#booking-fields-are-44-px-tall).
 */
export const fieldClass =
  'mt-1 block min-h-11 w-full rounded-md border border-mist-300 bg-white px-3 py-2 text-base text-ink-900';

/** A radio or check box with its label, as one tappable row. */
export const choiceClass =
  'flex min-h-11 items-center gap-2 rounded-md border border-mist-300 px-3 text-sm';
