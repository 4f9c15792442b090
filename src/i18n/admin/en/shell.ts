/**
 * The admin's frame (docs/product.md#admin-shell): the sidebar's groups and page names (which
 * also title the pages and the browser tab), the header, the account menu and Change password,
 * the publish status, the phone's sheet and the not-found page. Loaded with the shell.
 */
export default {
  'nav.overview': 'Overview',
  'nav.hero': 'Hero Section',
  'nav.packages': 'Service Packages',
  'nav.services': 'Additional Services',
  'nav.about': 'About Section',
  'nav.testimonials': 'Testimonials',
  'nav.faqs': 'FAQs',
  'nav.bookings': 'Bookings',
  'nav.social': 'Social Links',
  'nav.images': 'Image Library',
  'nav.settings': 'Site Settings',
  'nav.admins': 'Admins',
  'nav.expenses': 'Expenses',
  'group.content': 'Content',
  'group.configuration': 'Configuration',
  sidebar: 'Sidebar',
  sections: 'Admin sections',
  newBookingsOne: '(1 new)',
  newBookingsMany: '({count} new)',
  skipToContent: 'Skip to content',
  title: 'Admin',
  subtitle: 'Content Management System',
  toggleSidebar: 'Toggle sidebar',
  viewSite: 'View Site',
  /** The language switch: its title says what it does (its text is the other language's name). */
  switchLanguage: 'Show the admin in Spanish',
  languageNotSaved: 'Your language could not be saved to your account',
  languageNotSwitched: 'The language could not be changed',
  languageNotSwitchedWhy:
    'Its texts could not be downloaded: the connection may have dropped. Check your connection and try again.',
  accountMenu: 'Account menu',
  signedInAs: 'Signed in as',
  changePassword: 'Change password',
  changePasswordNote: 'Your other signed-in devices are signed out when the new password is saved.',
  currentPassword: 'Current password',
  wrongCurrentPassword: 'The current password is not right',
  samePassword: 'Choose a password different from the current one',
  passwordChanged: 'Password changed.',
  passwordNotChanged: 'Could not change the password',
  signOut: 'Sign out',
  signingOut: 'Signing out...',
  sessionEnded: 'Your session has ended',
  sessionEndedNote: 'Your unsaved changes are kept. Sign in again to save them.',
  signIn: 'Sign in',
  signInAgain: 'Sign in to save your changes',
  signInAgainNote:
    'Your session has ended. Your unsaved changes are kept: sign in again here, then save.',
  wrongSignIn: 'The email or password is not right',
  notAnAdmin: 'This account is not an admin. Sign in with an admin account.',
  signedInAgain: 'Signed in again. You can save now.',
  menuTitle: 'Admin menu',
  closeMenu: 'Close menu',
  notFound: 'Page not found',
  notFoundNote: 'There is no admin page at this address. Pick a page in the sidebar.',
  backToDashboard: 'Back to Dashboard',
  pageFailed: 'This page could not be loaded',
  pageFailedNote:
    'The connection may have dropped, or the admin was updated since this tab was opened. If Retry does not load it, reload the page.',
  'status.checking': 'Checking…',
  'status.live': 'Your last change is live',
  'status.publishing': 'Publishing your change…',
  'status.paused': 'Publishing paused: monthly deploy budget reached',
  'status.delayed': 'Publish delayed',
  'status.unknown': 'Status unknown',
  'status.soon': 'Changes will go live soon',
  'status.countdown': 'Changes will go live in',
  'status.at': 'at {time}',
  'status.behind': 'Pending since {time}.',
  /** Publish details: why the site is not up to date yet, in plain words, and what to do. */
  'details.live': 'The public site shows your last saved change.',
  'details.publishing':
    'The public site is being updated with your changes. This usually takes a minute or two.',
  'details.scheduled':
    'Delayed by the quiet period: after an update, the site waits until no change has been saved for a while, so a series of edits goes live together in one update. Your changes go live at {time}.',
  'details.scheduledAction':
    'To publish them at once, use {publishNow}. The quiet period is set in Site Settings → Publishing.',
  /** `{deploys}` is counted (`details.deploys`): Publish now can make more than the budget. */
  'details.paused':
    'Paused by the monthly deploy budget: {deploys} this month, with a budget of {budget}, so your changes are saved but do not go live by themselves until next month.',
  'details.deploys.one': '{count} deploy',
  'details.deploys.other': '{count} deploys',
  /** A budget of 0: nothing was used up, and next month is no different. */
  'details.pausedZero':
    'Paused by the monthly deploy budget: it is 0, so nothing goes live by itself; your changes are saved.',
  'details.pausedAction': 'Raise the budget in Site Settings → Publishing, or use {publishNow}.',
  'details.failed': 'Delayed because the last update of the public site failed.',
  'details.delayed':
    'Delayed: the public site should have been updated over 3 minutes ago. The request to your host or the update itself may have failed.',
  'details.delayedAction':
    'Your changes are saved, and the public site shows the earlier version meanwhile. Use {publishNow} to try again.',
  'details.unknown':
    'The publish status could not be read (the connection may have dropped). It is read again in a few seconds.',
  'details.technical': 'Technical detail: {detail}',
  /** Why the last update failed, by its code (src/lib/publish-failure.ts). */
  'failure.unknown':
    'This admin does not recognise the reason; the technical detail below may help your developer.',
  'failure.stopped':
    'The update was stopped before it finished (the computer that makes the site may have run out of memory, or crashed).',
  'failure.contentInvalid':
    "Some saved content is not in a form the public site can use. Your developer can find which entry in the update's log.",
  'failure.heroMissing':
    'The public site has no Hero Section switched on in one of its languages. Switch one on in Hero Section; saving it publishes again.',
  'failure.contentUnreadable':
    'The update could not read your content from the database (it could not be reached, or it refused the request).',
  'failure.photosUnreachable':
    'The update could not fetch the photos from the image storage (it could not be reached).',
  'failure.hookNotCalled':
    'The database could not send your host the request to update the site: its way of making web requests (pg_net) is not available. Ask your developer to check the publishing set-up.',
  'failure.hookRefused':
    'Your host refused the request to update the site: its address in the publishing set-up may be wrong or deleted. Ask your developer to check it.',
  'failure.hookTimedOut': 'Your host did not answer the request to update the site in time.',
  'failure.hookUnreachable': 'Your host could not be reached with the request to update the site.',
  'failure.jobNotRunning':
    'The scheduled publishing job is not running, so changes do not go live by themselves. Use {publishNow}, and ask your developer to switch the job on.',
  // The same in a word or two, on a phone's one-row header (the full text a tap away).
  'short.checking': 'Checking…',
  'short.live': 'Live',
  'short.publishing': 'Publishing…',
  'short.paused': 'Paused',
  'short.delayed': 'Delayed',
  'short.unknown': 'Unknown',
  'short.soon': 'Soon',
  'short.countdown': 'In {time}',
  publishDetails: 'Publish details',
  revisions:
    'Every save is numbered. The public site shows change {site}; your latest saved change is {database}.',
  publishNow: 'Publish now',
  publishNowShort: 'Publish',
  publishing: 'Publishing…',
  publishStarted: 'Publishing your latest changes…',
  publishFailed: 'Publish failed',
  /** No answer (a dropped connection), as the editors say it: Publish now, the language's save. */
  unreachable: 'Could not reach the server. Check your connection and try again.',
  overBudgetTitle: 'Publish beyond the monthly deploy budget?',
  /** The budget's deploys are used: a budget of 0 (none at all), of one, or of more. */
  'overBudgetUsed.zero':
    'Your monthly deploy budget is 0, so nothing goes live by itself this month.',
  'overBudgetUsed.one': "This month's 1 deploy is used.",
  'overBudgetUsed.other': "This month's {budget} deploys are used.",
  overBudgetText:
    'Publishing now makes deploy {next} of this month, which costs {credits} Netlify credits beyond your budget. Credits are what your Netlify hosting plan includes each month; on the Free plan its 300 credits are a hard limit: when they run out, the site goes offline.',
  overBudgetConfirm: 'Publish now ({credits} credits)',
};
