/**
 * The one-line description under each admin page's title but the Overview's (docs/product.md#
 * admin-shell), by route: apart from the shell's texts, so the first view does not load them all.
 */
export default {
  hero: 'The headline, text and buttons at the top of the landing page, in each language.',
  packages: 'The detailing packages with their prices per vehicle size and their features.',
  services: 'The add-on services offered with a package, with their prices and icons.',
  about: 'The cards that tell visitors who you are and how you work.',
  testimonials: 'The customer reviews shown on the landing page.',
  faqs: 'The questions and answers at the bottom of the landing page, in each language.',
  bookings: 'Appointment requests sent from the landing page, newest first.',
  social: 'The social media profiles linked from the footer.',
  images: 'Upload, describe and organise the images used across the site.',
  settings:
    "The public site's contact details, banner, hours, links and areas served, and publishing.",
  // What the tracker is for, said first: an owner's trial put fuel receipts in it.
  expenses:
    'Running costs of the website and the business’s software and services: hosting, domain, e-mail, subscriptions. One-time costs are listed but not counted in the totals.',
  admins:
    'Who can sign in here and change the site: add someone by the e-mail they signed up with.',
};
