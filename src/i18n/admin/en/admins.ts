/** The Admins page (docs/product.md#admins): the list, Add an admin, Remove, and refusals. */
export default {
  loadFailed: 'Could not load the admins',
  listTitle: 'Admins',
  listNote:
    'Each admin signs in with their own e-mail and password and can change everything here, including this list. A removed admin is refused from their next request on.',
  caption: 'The admins, oldest first',
  email: 'Email',
  adminSince: 'Admin since',
  lastSignIn: 'Last sign-in',
  actions: 'Actions',
  you: 'You',
  never: 'Never',
  remove: 'Remove',
  removeWho: 'Remove {email}',
  removeQuestion: 'Remove this admin?',
  removeSelfQuestion: 'Remove your own access?',
  removeSelfNote:
    'You will no longer be able to open the admin or change the site. Your account stays; another admin can add you again.',
  removeOtherNote:
    '{email} will no longer be able to open the admin or change the site. Their account stays; you can add them again.',
  removeConfirm: 'Remove admin',
  removeSelfConfirm: 'Remove my access',
  removed: 'Admin removed',
  removedNote: '{email} is no longer an admin.',
  removeFailed: 'Could not remove the admin',
  addFailed: 'Could not add the admin',
  addTitle: 'Add an admin',
  addNote:
    'They first sign up at {url} with their own e-mail and password; then type that e-mail here.',
  signUpAddress: 'Sign-up address',
  copy: 'Copy',
  share: 'Share',
  copied: 'Copied',
  copiedNote: 'Paste it in a message to the new admin.',
  copyFailed: 'Could not copy',
  copyByHand: 'The address is selected: copy it from there.',
  shareTitle: 'Sign up for the admin',
  shareText:
    'Sign up for the site’s admin here, with your own e-mail and password, then tell me that e-mail.',
  add: 'Add admin',
  adding: 'Adding...',
  added: 'Admin added',
  addedNote: '{email} can now sign in to the admin.',
  'refusal.no_such_account':
    'No account uses this e-mail. Ask them to sign up at {url} first, then add them here.',
  'refusal.email_not_confirmed':
    'This account has not confirmed its e-mail yet. Ask them to confirm it, then add them again.',
  'refusal.already_admin': 'This account is already an admin.',
  'refusal.not_an_admin': 'This account is no longer an admin.',
  'refusal.last_admin': 'This is the last admin. Add another admin before removing this one.',
};
