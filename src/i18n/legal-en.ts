import type { LegalLinkNames, LegalTexts } from './legal.ts';

/**
 * English texts of the privacy policy and terms of service. They state what the site really does:
 * static pages without analytics or visitor cookies; keep them true when the site changes.
 */
export const legalEn: LegalTexts = {
  privacy: {
    description:
      'How the {company} website handles your information: no analytics, no tracking and no visitor cookies.',
    intro:
      'This policy explains what the {company} website keeps about you. In short: almost nothing, because the site does not track its visitors.',
    sections: [
      {
        heading: 'When you visit',
        paragraphs: [
          'This website has no analytics, no advertising and no tracking scripts, and it sets no cookies for visitors. Nothing you do on these pages is sent to us, except an appointment request you choose to send (see below).',
        ],
      },
      {
        heading: 'What stays in your browser',
        paragraphs: [
          'When you switch the language, your browser remembers your choice in its local storage. It stays on your device and is never sent to us; clearing your browser’s site data removes it.',
        ],
      },
      {
        heading: 'Hosting',
        paragraphs: [
          'The site is hosted on Netlify. Like any web host, Netlify receives the technical details every browser sends when it loads a page, such as your IP address and browser type, and may keep them in its server logs for a short time to run the service and keep it secure. We do not use them to identify or follow you.',
        ],
      },
      {
        heading: 'The map and links to other sites',
        paragraphs: [
          'The service area map is loaded from {mapHost}. When your browser shows it, that service receives your IP address and may set its own cookies, under its own privacy policy.',
          'Links to {otherLinks} lead to sites that have their own privacy policies.',
        ],
      },
      {
        heading: 'When you contact us',
        paragraphs: [
          'When you call, text or e-mail us, we use what you tell us (such as your name, number and vehicle) only to answer you and to schedule and provide the service you ask for.',
          'If you write to us on WhatsApp ({whatsapp}), your messages pass through WhatsApp, a Meta service, under its own privacy policy. We use them as we use any other message.',
        ],
      },
      {
        heading: 'When you request an appointment',
        paragraphs: [
          'The appointment form stores what you enter: your vehicle size, the package and add-ons you chose with the estimate you were shown, whether you want mobile or in-shop service, your address or ZIP code, your preferred dates and times, your name, phone number and e-mail address, your notes, the language of the page and when you sent it.',
          'We use it only to answer you, to schedule and provide the service, and to keep track of what we agreed. It is stored at Supabase, can be read only by our staff, and a short summary is sent to us as a notification. To stop repeated or automated requests, a coded (hashed) form of your connection’s address and of your phone number or e-mail is kept for one day.',
          'Requests are deleted {months} after they were sent. Ask us by phone or e-mail if you want yours deleted sooner.',
        ],
      },
      {
        heading: 'Where the site’s content is kept',
        paragraphs: [
          'The texts, prices and images of this site are stored at Supabase, a hosted database service, and built into these pages. Apart from appointment requests (above), no information about visitors is stored there.',
          'Only our staff sign in, to edit the site. Their account (name and e-mail address) is stored at Supabase, and their sign-in session is kept in the local storage of their own browser.',
        ],
      },
    ],
  },
  terms: {
    description:
      'The terms for using the {company} website and booking our mobile and in-shop detailing services.',
    intro:
      'These terms apply to the {company} website and to the services it describes. By using the site or booking a service, you accept them.',
    sections: [
      {
        heading: 'Our services and prices',
        paragraphs: [
          'The packages, add-ons and prices on this site describe our standard services. Prices depend on the size and condition of your vehicle, and we confirm the price with you before we start.',
        ],
      },
      {
        heading: 'Booking',
        paragraphs: [
          'You can request an appointment with the form on this site, by phone or by text message. A request is not yet a booking: we confirm the date, time and place with you, and the estimate shown by the form is not a quote. Please tell us as early as you can if you need to reschedule.',
        ],
      },
      {
        heading: 'Payment',
        paragraphs: ['We accept {methods}.'],
      },
      {
        heading: 'Ceramic coating',
        paragraphs: [
          'Ceramic coatings are quoted and installed by our certified ceramic partner; their quote and their terms apply to that work.',
        ],
      },
      {
        heading: 'This website',
        paragraphs: [
          'We keep the information on this site accurate, but it may change without notice. The texts and images on it belong to {company}; please do not copy them without our permission.',
          'Links to {allLinks} lead to sites we do not control, under their own terms.',
        ],
      },
    ],
  },
};

/** English names of the sites the page may link to, listed in `{otherLinks}` and `{allLinks}`. */
export const linkNamesEn: LegalLinkNames = {
  partner: 'our ceramic coating partner',
  social: 'our social media pages',
  map: 'the map',
};
