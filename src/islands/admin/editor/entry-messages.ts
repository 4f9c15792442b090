/**
 * The toasts of an editor. Each text follows from what one entry is called ('FAQ updated
 * successfully', 'Error deleting FAQ', …), the wording of docs/product.md#messages, so an editor
 * names only the texts that differ (the expenses' 'Failed to add expense').
 */

/** Every toast title of one editor. */
export interface EntryMessages {
  saved: string;
  saveFailed: string;
  added: string;
  addFailed: string;
  deleted: string;
  deleteFailed: string;
  moveFailed: string;
  /** False: failure toasts show their title only (docs/product.md#messages for expenses). */
  failureDetail: boolean;
}

/** The toasts of an editor whose entry is called `noun`, with `overrides` where they differ. */
export function entryMessages({
  noun,
  messages,
}: {
  noun: string;
  messages?: Partial<EntryMessages>;
}): EntryMessages {
  const title = noun.charAt(0).toUpperCase() + noun.slice(1);
  return {
    saved: `${title} updated successfully`,
    saveFailed: `Error updating ${noun}`,
    added: `${title} added successfully`,
    addFailed: `Error adding ${noun}`,
    deleted: `${title} deleted successfully`,
    deleteFailed: `Error deleting ${noun}`,
    moveFailed: `Error reordering ${noun}s`,
    failureDetail: true,
    ...messages,
  };
}

/** The options of a failure toast: its description, unless the editor's toasts carry none. */
export function failureToast(
  messages: EntryMessages,
  description: string,
): { description: string } | undefined {
  return messages.failureDetail ? { description } : undefined;
}
