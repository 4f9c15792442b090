/**
 * The editor framework's texts (src/islands/admin/editor): the list page, the entry dialog, its
 * fields, the delete and move buttons, the language columns and badges, the conflict notice and the
 * entry toasts. What an entry is called comes from its editor's `noun` ('FAQ'), in the forms a
 * sentence needs (`noun.<noun>.<form>`): `bare` (Add FAQ), `the` (Error updating FAQ; in Spanish
 * with its article), `plural`, `this` (Delete this FAQ?) and `title` (the Add button and dialog
 * titles, 'Add Social Link'); a one-row entry's noun also `named`, the entry by its name (The
 * social link “Facebook” was not saved). A noun missing here is used as its editor gives it.
 */
export default {
  add: 'Add {title}',
  edit: 'Edit {title}',
  addSubmit: 'Add {bare}',
  saving: 'Saving...',
  listFailed: 'Could not load the list',
  editButton: 'Edit',
  editLabel: 'Edit “{label}”',
  notWritten: 'Not written yet',
  active: 'Active',
  inactive: 'Inactive',
  moveUp: 'Move “{label}” up',
  moveDown: 'Move “{label}” down',
  deleteLabel: 'Delete “{label}”',
  deleteQuestion: 'Delete {this}?',
  deleteDescription: '“{label}” will be removed from {place}. {after}',
  bothPages: 'the English and the Spanish page',
  englishPage: 'the English page',
  spanishPage: 'the Spanish page',
  deleteUndoable: 'You can undo it right after, or restore it later from Recently deleted.',
  deleteForGood: 'This cannot be undone.',
  deleting: 'Deleting...',
  delete: 'Delete',
  bothLanguages: 'Both languages',
  discardTitle: 'Discard unsaved changes?',
  discardDescription:
    'The changes you made in this dialog have not been saved. Closing it discards them.',
  discardConfirm: 'Discard changes',
  keepEditing: 'Keep editing',

  // A language as a heading, and within a sentence.
  'language.en': 'English',
  'language.es': 'Spanish',
  'inLanguage.en': 'English',
  'inLanguage.es': 'Spanish',
  notReady: 'Not ready in {language}?',
  writeLater: 'Write {language} later',
  missingVersion:
    'There is no {language} version yet, so this entry is missing from the {language} page.',
  copyFrom: 'Copy from {language}',
  startEmpty: 'Start empty',
  needs: 'Needs {language}',
  switchedOff: 'The {language} version is switched off',
  noVersion: 'There is no {language} version',

  iconName: 'Icon name',
  iconsFailed: 'Icons could not be loaded',
  iconsLoading: 'Loading icons...',
  iconTypeName: 'Type a name to preview it',
  iconPreview: 'Preview',
  iconMissing: 'No icon of that name',

  // A save refused or failed: which part, why, what was saved.
  thisEntry: 'This entry',
  theEntry: 'The entry',
  theVersion: 'The {language} version',
  conflict:
    '{which} was changed by someone else while you were editing. Your save was refused, so nothing was overwritten.',
  conflictHelp:
    'Load their version to see it (your unsaved changes are discarded), or overwrite it with yours.',
  conflictHelpKept:
    'Load their version to see it (what you typed stays under each text field, to put back), or overwrite it with yours.',
  loadTheirs: 'Load their version',
  // Under a text field after 'Load their version': what the owner had typed there.
  yourText: 'Your text:',
  // What the owner had typed there when it was nothing: muted and italic (EmptyValue), as the
  // History says an empty value (history.ts `emptyValue`; this page may not load that one).
  yourTextEmpty: '(empty)',
  useMine: 'Use mine',
  useMineFor: 'Use mine for “{field}”',
  overwrite: 'Overwrite',
  failedConflict:
    '{which} was changed by someone else since you opened it. None of it was overwritten.',
  failedDeleted: '{which} was deleted elsewhere.',
  failedOther: '{which} was not saved: {message}',
  failedSavedSome: '{why} ({languages} saved.)',
  // A request that got no answer, a refusal without a message, a write refused to the account.
  unreachable: 'Could not reach the server. Check your connection and try again.',
  somethingWrong: 'Something went wrong.',
  refused:
    'The database refused the change. Your session may have ended, or this account is not an admin: sign in again.',
  nothingDeleted:
    'Nothing was deleted: the entry is gone already, or the database refused the change.',
  nothingDeletedExpense:
    'Nothing was deleted: the expense is gone already, or the change was refused.',
  nothingDeletedImage: 'The image was not found, or you may not delete it',
  englishOnlyAdded: 'The English version was added, but the Spanish one was not: {message}',

  // Toasts (docs/product.md#messages); {start} is `the` with a capital.
  saved: '{start} updated successfully',
  /** A version restored from the History; {time} is when that version was made. */
  restoredVersion: '{start} restored to the version of {time}',
  saveFailed: 'Error updating {the}',
  added: '{start} added successfully',
  addFailed: 'Error adding {the}',
  deleted: '{start} deleted successfully',
  deleteFailed: 'Error deleting {the}',
  moveFailed: 'Error reordering {plural}',
  undo: 'Undo',
  undoing: 'Undoing…',
  changeUndone: 'Change undone',
  undoFailed: 'Could not undo the change',
  deletionUndone: 'Deletion undone',
  /** The Undo of an add (an expense's): the entry just added, by its name, is gone again. */
  addUndone: '“{name}” removed again',
  restoreFailed: 'Could not restore it',
  restoredAlready: 'It was restored already, in another tab or window',
  'restoreRefused.key_taken': 'Another entry now has the same name. Rename that one, then restore.',
  'restoreRefused.nothing_to_restore': 'There is nothing left to restore for it.',
  'restoreRefused.image_gone':
    'A deleted image cannot come back: its file is gone. Upload it again.',
  photoGone:
    'That photo was deleted from the image library: its file is gone. Upload it again, then choose it.',

  'noun.FAQ.bare': 'FAQ',
  'noun.FAQ.the': 'FAQ',
  'noun.FAQ.plural': 'FAQs',
  'noun.FAQ.this': 'this FAQ',
  'noun.FAQ.title': 'FAQ',
  'noun.package.bare': 'package',
  'noun.package.the': 'package',
  'noun.package.plural': 'packages',
  'noun.package.this': 'this package',
  'noun.package.title': 'Package',
  'noun.service.bare': 'service',
  'noun.service.the': 'service',
  'noun.service.plural': 'services',
  'noun.service.this': 'this service',
  'noun.service.title': 'Service',
  'noun.about card.bare': 'about card',
  'noun.about card.the': 'about card',
  'noun.about card.plural': 'about cards',
  'noun.about card.this': 'this about card',
  'noun.about card.title': 'About Card',
  'noun.testimonial.bare': 'testimonial',
  'noun.testimonial.the': 'testimonial',
  'noun.testimonial.plural': 'testimonials',
  'noun.testimonial.this': 'this testimonial',
  'noun.testimonial.title': 'Testimonial',
  'noun.social link.bare': 'social link',
  'noun.social link.the': 'social link',
  'noun.social link.plural': 'social links',
  'noun.social link.this': 'this social link',
  'noun.social link.title': 'Social Link',
  // A one-row entry by its name, as the subject of its failures (entry-form.ts `entryName`).
  'noun.social link.named': 'The social link “{name}”',
  'noun.hero content.bare': 'hero content',
  'noun.hero content.the': 'hero content',
  'noun.hero content.plural': 'hero contents',
  'noun.hero content.this': 'this hero content',
  'noun.hero content.title': 'Hero Content',
  'noun.image.bare': 'image',
  'noun.image.the': 'image',
  'noun.image.plural': 'images',
  'noun.image.this': 'this image',
  'noun.image.title': 'Image',
  'noun.image.named': 'The image “{name}”',
  'noun.Expense.bare': 'Expense',
  'noun.Expense.the': 'Expense',
  'noun.Expense.plural': 'Expenses',
  'noun.Expense.this': 'this Expense',
  'noun.Expense.title': 'Expense',
  'noun.site settings.bare': 'site settings',
  'noun.site settings.the': 'site settings',
  'noun.site settings.plural': 'site settings',
  'noun.site settings.this': 'this site settings',
  'noun.site settings.title': 'Site Settings',
  'noun.publishing settings.bare': 'publishing settings',
  'noun.publishing settings.the': 'publishing settings',
  'noun.publishing settings.plural': 'publishing settings',
  'noun.publishing settings.this': 'this publishing settings',
  'noun.publishing settings.title': 'Publishing Settings',
};
