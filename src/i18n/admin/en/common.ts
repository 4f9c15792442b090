/** Texts shared by every part of the admin: buttons, states, the language switch. */
export default {
  loading: 'Loading...',
  saving: 'Saving...',
  save: 'Save Changes',
  cancel: 'Cancel',
  close: 'Close',
  language: 'Language',
  english: 'English',
  spanish: 'Spanish',
  notAvailable: 'Not available',
  /** A name in quotes, in the admin language's style ('“Gold”', '«Oro»'). */
  quoted: '“{name}”',
  /** A read that failed (LoadFailed): `what` is one of the `what.*` texts. */
  loadFailed: 'The {what} could not be loaded: {message}. Reload the page to try again.',
  'what.counts': 'counts',
  'what.list': 'list',
  'what.images': 'images',
  'what.admins': 'admins',
  'what.requests': 'requests',
  'what.history': 'history',
  /** The reason of a read that got no answer, inside `loadFailed`. */
  unreachable: 'the server could not be reached (check your connection)',
  /** The toasts' region and a toast's close button, for screen readers. */
  notifications: 'Notifications',
  closeToast: 'Close toast',
  /** A part of a page whose code could not be downloaded (LazyPart), and its button. */
  partFailed:
    'This part could not be loaded: the connection may have dropped, or the admin was updated.',
  retry: 'Retry',
};
