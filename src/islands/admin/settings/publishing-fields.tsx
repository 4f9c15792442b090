import { TextField } from '../editor/text-field.tsx';

/** The two fields of the Publishing dialog. */
export function PublishingFields() {
  return (
    <>
      <TextField
        name="single.quiet_seconds"
        label="Quiet period (seconds)"
        type="number"
        hint="A save made soon after a deploy waits until this long has passed without changes, so a burst of edits is one deploy. 120 is a good start."
      />
      <TextField
        name="single.monthly_budget"
        label="Monthly deploy budget"
        type="number"
        hint="At this many deploys in a month, automatic publishing pauses until the next month; Publish now still works."
      />
    </>
  );
}
