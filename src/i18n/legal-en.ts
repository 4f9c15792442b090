import type { LegalTexts } from './legal.ts';

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
          'This website has no analytics, no advertising and no tracking scripts, and it sets no cookies for visitors. It has no forms either: nothing you do on these pages is sent to us.',
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
          'Links to our ceramic coating partner and to our social media pages lead to sites that have their own privacy policies.',
        ],
      },
      {
        heading: 'When you contact us',
        paragraphs: [
          'When you call, text or e-mail us, we use what you tell us (such as your name, number and vehicle) only to answer you and to schedule and provide the service you ask for.',
        ],
      },
      {
        heading: 'Where the site’s content is kept',
        paragraphs: [
          'The texts, prices and images of this site are stored at Supabase, a hosted database service, and built into these pages. No information about visitors is stored there.',
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
          'There is no online booking: you book by phone or text message, and we agree on the date, time and place together. Please tell us as early as you can if you need to reschedule.',
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
          'Links to our partner, our social media pages and the map lead to sites we do not control, under their own terms.',
        ],
      },
    ],
  },
};
