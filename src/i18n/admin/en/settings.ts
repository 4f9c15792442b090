/** The Site Settings page: the public site's settings, Publishing, and where Expenses went. */
export default {
  // Public site settings: the card
  cardTitle: 'Public site settings',
  cardIntro:
    'Contact details, banner, hours and links the landing page shows in both languages, and how long booking requests are kept, as the privacy page states.',
  edit: 'Edit Settings',
  loading: 'Loading settings...',
  empty: 'No settings found.',
  notSet: 'Not set',
  unreadable: 'Not readable: edit to set it again',
  hoursEnglish: 'Hours (English)',
  hoursSpanish: 'Hours (Spanish)',

  // The Site Settings dialog
  dialogIntro: 'Saved settings go live with the next publish: the status in the header says when.',
  groupContact: 'Business and contact',
  companyNameField: 'Company name',
  phoneField: 'Phone number',
  phoneHint: 'Every call and text link, the footer and the sticky bar.',
  whatsappField: 'WhatsApp number (optional)',
  whatsappHint: 'When set, a WhatsApp link joins call and text.',
  emailField: 'Contact e-mail',
  addressField: 'Shop street address (optional)',
  addressHint: 'Shown in the footer and to search engines, e.g. 4200 Lee Hwy, Arlington, VA 22207.',
  groupLinks: 'Links',
  partnerField: 'Ceramic partner page (optional)',
  partnerHint: 'When set, the ceramic section links to it (Get a quote); else it offers a call.',
  mapField: 'Service area map (embed link)',
  mapHint: 'Google Maps: Share → Embed a map → Copy HTML, then paste it here.',
  groupBookings: 'Bookings',
  retentionField: 'Keep booking requests for (months)',
  retentionHint:
    'The privacy page states this period; requests older than it can be purged on the Bookings page. 1 to 120, default 24.',
  groupBanner: 'Top banner message',
  english: 'English',
  spanish: 'Spanish',
  paymentField: 'Payment methods accepted',

  // Opening hours
  hoursIntro:
    'One row per opening time, with the days it applies to. Days in no row are shown as closed.',
  openingTime: 'Opening time {number}',
  removeOpeningTime: 'Remove opening time {number}',
  addOpeningTime: 'Add opening time',
  days: 'Days',
  opens: 'Opens',
  closes: 'Closes',
  footerEnglish: 'Footer in English',
  footerSpanish: 'Footer in Spanish',
  hoursIncomplete: 'Correct the hours to see it.',
  faqReminderBefore:
    'Your FAQ answers may mention your hours, and they do not change with this setting: check them in',
  faqReminderPayments:
    'Your FAQ answers may mention how you take payment, and they do not change with this setting: check them in',
  faqLink: 'FAQs',
  // A History restore's toast names the setting it brought back ('{names} restored to …').
  restoredSetting: '{names}',
  // A refused save's notice and toast name the settings someone else changed meanwhile.
  clashedSetting: 'The setting {names}',
  clashedSettings: 'Each of the settings {names}',

  // Areas served
  areasIntro:
    'Shown in the footer and the service area section, and used by the booking form to tell a visitor whether they are in the area. Town names read the same in both languages; an area without towns is a city (Washington DC).',
  area: 'Area {number}',
  removeArea: 'Remove area {number}',
  addArea: 'Add area',
  areaEnglish: 'Area (English)',
  areaSpanish: 'Area (Spanish)',
  towns: 'Towns',
  townsHint: 'One town per line, or separated by commas.',

  // Publishing
  publishing: 'Publishing',
  /** The intro's terms in plain words, before it. */
  publishingPlain:
    'A deploy is one update of the public site by Netlify, the company that hosts it; credits are what Netlify measures its plans in.',
  publishingIntro:
    "Every publish is a production deploy on Netlify, which costs {credits} credits on every plan: the Free plan's 300 credits a month pay for 20 deploys at most, and the site goes offline when they run out; Personal has 1,000 and Pro 5,000. Bandwidth and visits use the same credits, so keep the budget at about three quarters of your plan (15 on Free, 50 on Personal, 250 on Pro).",
  editPublishing: 'Edit Publishing Settings',
  publishingLoading: 'Loading publishing settings...',
  publishingEmpty: 'No publishing settings found.',
  publishingDialogIntro:
    'The changes apply to the next deploy. {publishNow} in the header is never held back.',
  quietPeriod: 'Quiet period',
  quietPeriodNote:
    'After an update, how long the site waits for a pause in your edits before it updates again, so a series of edits goes live together.',
  budget: 'Monthly deploy budget',
  'budgetDeploys.one': '{count} deploy',
  'budgetDeploys.other': '{count} deploys',
  budgetNote:
    'How many times a month the site may update by itself; each update costs Netlify credits.',
  deploysThisMonth: 'Deploys this month',
  deploysOf: '{count} of {budget}',
  quietField: 'Quiet period (seconds)',
  quietHint:
    'A change saved soon after an update of the site (a deploy) waits until this long has passed without changes, so a series of edits goes live in one update. 120 (2 minutes) is a good start.',
  budgetField: 'Monthly deploy budget',
  budgetHint:
    'At this many deploys in a month, automatic publishing pauses until the next month; {publishNow} still works.',

  // Where the expense tracker went
  expensesTitle: 'Expense Tracking',
  expensesMovedBefore: 'The expense tracker has its own page:',
  expensesLink: 'open Expenses',
  expensesMovedAfter: '(also in the sidebar, under Configuration).',
};
