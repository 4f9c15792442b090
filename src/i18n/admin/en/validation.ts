/**
 * Validation messages (docs/architecture.md#admin-language). A key is the English message a zod
 * schema gives (src/lib/schemas, the settings' rules in src/lib/content, the editors' forms), so the
 * schemas stay plain English for the build and the tests, and the admin translates a message where
 * it shows it (src/i18n/admin/validation-text.ts). A message with a value has a `{name}` placeholder
 * in its key ('is too long ({max} characters at most)'); a value that is itself a word is looked up
 * as `{name}.{value}` ('day.mo'). A message starting in lower case is the end of a sentence about
 * the field ('is required'), shown as `fieldSentence`.
 */
export default {
  fieldSentence: 'This field {message}.',

  // Shared field rules (src/lib/schemas/fields.ts and the table schemas).
  'is required': 'is required',
  'must be a whole number': 'must be a whole number',
  'must be an http(s) URL': 'must be an http(s) URL',
  'must be a web address, such as www.example.com':
    'must be a web address, such as www.example.com',
  'is a handle: paste the whole link to the profile page':
    'is a handle: paste the whole link to the profile page',
  'must be an amount in dollars from 1 to 99999, such as 195 or 19.50':
    'must be an amount in dollars from 1 to 99999, such as 195 or 19.50',
  'must be an amount from 1 to 99999 (40), a range from low to high (45-60) or words without numbers':
    'must be an amount from 1 to 99999 (40), a range from low to high (45-60) or words without numbers',
  'needs at least one feature': 'needs at least one feature',
  'must be 1 to 5': 'must be 1 to 5',
  'must be an amount like 12.50: not negative, at most 10 digits before the point and 2 after':
    'must be an amount like 12.50: not negative, at most 10 digits before the point and 2 after',
  'must be a whole number of seconds from 1 to 3600, e.g. 120':
    'must be a whole number of seconds from 1 to 3600, e.g. 120',
  'must be a whole number of deploys from 0 to 10000, e.g. 15':
    'must be a whole number of deploys from 0 to 10000, e.g. 15',
  'Invalid input: expected number, received NaN': 'Type a number.',

  // The site settings' rules (src/lib/schemas/setting-values.ts, src/lib/content).
  'must be a US phone number like (703) 555-0100': 'must be a US phone number like (703) 555-0100',
  'must be an e-mail address like name@example.com':
    'must be an e-mail address like name@example.com',
  'must be written as street, city, state and ZIP code, with a comma after the street, e.g. 4200 Lee Hwy, Arlington, VA 22207':
    'must be written as street, city, state and ZIP code, with a comma after the street, e.g. 4200 Lee Hwy, Arlington, VA 22207',
  'must be an embeddable map link: in Google Maps use Share → Embed a map → Copy HTML and paste it here, or an OpenStreetMap export (…/export/embed.html?…)':
    'must be an embeddable map link: in Google Maps use Share → Embed a map → Copy HTML and paste it here, or an OpenStreetMap export (…/export/embed.html?…)',
  'must be a whole number of months from 1 to 120, e.g. 24':
    'must be a whole number of months from 1 to 120, e.g. 24',
  'is not valid JSON': 'is not valid JSON',
  'must be a 24-hour time HH:MM': 'must be a 24-hour time HH:MM',
  'needs at least one day': 'needs at least one day',
  'lists a day twice': 'lists a day twice',
  'must be later than opens (overnight hours are not supported)':
    'must be later than opens (overnight hours are not supported)',
  'needs at least one opening interval': 'needs at least one opening interval',
  'has too many opening times ({max} at most)': 'has too many opening times ({max} at most)',
  'has overlapping intervals on {day}': 'has overlapping intervals on {day}',
  'day.mo': 'Monday',
  'day.tu': 'Tuesday',
  'day.we': 'Wednesday',
  'day.th': 'Thursday',
  'day.fr': 'Friday',
  'day.sa': 'Saturday',
  'day.su': 'Sunday',
  'needs at least one payment method': 'needs at least one payment method',
  'lists a method twice': 'lists a method twice',
  'is too long ({max} characters at most)': 'is too long ({max} characters at most)',
  'has too many towns ({max} at most)': 'has too many towns ({max} at most)',
  'needs at least one area': 'needs at least one area',
  'has too many areas ({max} at most)': 'has too many areas ({max} at most)',

  // The editors' own checks (icon names, prices, alt texts).
  'The site has no icon of that name. Choose a picture above, or type a Lucide icon name (lucide.dev/icons), such as fuel.':
    'The site has no icon of that name. Choose a picture above, or type a Lucide icon name (lucide.dev/icons), such as fuel.',
  'The site has no icon of that name. Use facebook, instagram, youtube, x, twitter, tiktok or globe.':
    'The site has no icon of that name. Use facebook, instagram, youtube, x, twitter, tiktok or globe.',
  'The icon list could not be loaded to check this name. Check your connection.':
    'The icon list could not be loaded to check this name. Check your connection.',
  'An amount in dollars, such as 40 or 19.50. For words, switch on "Worded per language".':
    'An amount in dollars, such as 40 or 19.50. For words, switch on "Worded per language".',
  'For a range, type the lower amount here and the higher one in "Up to".':
    'For a range, type the lower amount here and the higher one in "Up to".',
  'A range runs from the lower amount to a higher one, such as 45 to 60.':
    'A range runs from the lower amount to a higher one, such as 45 to 60.',
  'Wording has no numbers; for an amount, switch off "Worded per language".':
    'Wording has no numbers; for an amount, switch off "Worded per language".',
  'is the file name: describe what the photo shows':
    'is the file name: describe what the photo shows',
};
