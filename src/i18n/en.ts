/**
 * English UI strings of the public site (everything that is not database content).
 * Flat keys as in Starlight; `{name}` marks a value filled in by `t()`.
 */
export const en = {
  'meta.title': '{company} | Mobile Auto Detailing in Northern Virginia, DC and Maryland',
  'meta.description':
    'Mobile and in-shop auto detailing in Northern Virginia, Washington DC and Maryland. Interior and exterior packages from {price}, ceramic coating, fleet services and add-ons. Call or text to book.',
  'meta.locale': 'en_US',

  'a11y.skipToContent': 'Skip to main content',

  'banner.label': 'Call or text us',
  'banner.call': 'Call',
  'banner.text': 'Text',
  'banner.callAria': 'Call us at {phone}',
  'banner.textAria': 'Send us a text message at {phone}',
  // A brand name: the same in both languages.
  'brand.whatsapp': 'WhatsApp',

  'nav.label': 'Main navigation',
  'nav.homeAria': '{company} home',
  'nav.home': 'Home',
  'nav.about': 'About',
  'nav.services': 'Services',
  'nav.carDetailing': 'Car Detailing',
  'nav.ceramicCoating': 'Ceramic Coating',
  'nav.fleetServices': 'Fleet Services',
  'nav.serviceArea': 'Service Area',
  'nav.contact': 'Contact',
  'nav.bookNow': 'Book Now',
  'nav.dashboard': 'Dashboard',
  'nav.logout': 'Logout',
  'nav.login': 'Login',
  'nav.openMenu': 'Open menu',
  'nav.closeMenu': 'Close menu',

  'hero.callAria': 'Call us at {phone}',

  'about.heading': 'About Us',
  'about.intro':
    'We are a local mobile and in-shop detailing team serving the DMV. Whether you drive a daily commuter or manage a fleet of work vehicles, we treat every car as if it were our own, at your home, your office or our shop.',

  'services.heading': 'Car Detailing Packages',
  'services.intro':
    'Choose the package that fits your vehicle. Prices depend on vehicle size; every package covers the interior and the exterior.',
  'services.priceSedan': 'Sedan/Coupe',
  'services.priceSuv2Row': 'SUV 2 rows',
  'services.priceSuv3Row': 'SUV 3 rows',
  'services.duration': 'Duration',
  'services.features': 'What’s included',
  'services.extraFees': 'Extra fees apply for dog hair and sand.',
  'services.book': 'Book {package}',
  'badge.mostPopular': 'Most popular',

  'ceramic.heading': 'Ceramic Coating',
  'ceramic.intro':
    'Long-term protection and a deep, glossy finish. Our ceramic coatings are installed and quoted through our certified ceramic partner.',
  'ceramic.priceNote': 'Pricing by quote',
  'ceramic.fiveYear.title': '5-Year Ceramic Coating',
  'ceramic.fiveYear.layers': '1 layer of 9H ceramic coating',
  'ceramic.fiveYear.polish': 'Paint polish before coating',
  'ceramic.tenYear.title': '10-Year Ceramic Coating',
  'ceramic.tenYear.layers': '1 layer of 10H ceramic coating',
  'ceramic.tenYear.polish': 'Paint polish before coating',
  'ceramic.lifetime.title': 'Lifetime Ceramic Coating',
  'ceramic.lifetime.layers': '2 layers of 10H ceramic coating',
  'ceramic.lifetime.correction': '3-step paint correction',
  'ceramic.lifetime.glassWheels': 'Glass and wheels coated',
  'ceramic.getQuote': 'Get a quote',
  'ceramic.newTab': '(opens our partner’s site in a new tab)',
  'ceramic.callQuote': 'Call for a quote',

  'fleet.heading': 'Fleet Services',
  'fleet.intro':
    'Keep your company vehicles clean, professional and ready for the road. We detail cars, vans and trucks on site, on a schedule that works around your business.',
  'fleet.bullet.onSite': 'On-site service at your lot or office',
  'fleet.bullet.schedule': 'Flexible weekly, biweekly or monthly scheduling',
  'fleet.bullet.pricing': 'Volume pricing for multiple vehicles',
  'fleet.bullet.billing': 'One invoice for your whole fleet',
  'fleet.cta': 'Call for a fleet quote',
  'fleet.request': 'Request a fleet quote',

  'addons.heading': 'Additional Services',
  'addons.intro': 'Add any of these services to your package for an even better result.',

  'why.heading': 'Why Choose Us',

  'reviews.heading': 'What Our Customers Say',
  'reviews.intro': 'What drivers and businesses across the DMV say about us.',
  'reviews.stars': '{rating} out of 5 stars',

  'carousel.label': 'Photos of our detailing work',
  'carousel.illustrationsLabel': 'Illustrations of our detailing work',
  // aria-roledescription values: screen readers announce them, so they are translated.
  'carousel.roleDescription': 'carousel',
  'carousel.slideRoleDescription': 'slide',
  'carousel.previous': 'Previous slide',
  'carousel.next': 'Next slide',
  'carousel.goTo': 'Go to slide {n}',
  'carousel.slideOf': 'Slide {n} of {total}',
  'carousel.image1Alt': 'Illustration of a freshly detailed sedan with a glossy finish',
  'carousel.image2Alt': 'Illustration of a clean vehicle interior with shampooed seats',
  'carousel.image3Alt': 'Illustration of a car’s paint being polished with an orbital buffer',

  'serviceArea.heading': 'Service Area',
  'serviceArea.intro':
    'We bring our mobile detailing service to Washington DC, Northern Virginia and nearby Maryland.',
  'serviceArea.mapTitle': 'Map of our service area in the DC, Maryland and Virginia region',
  'serviceArea.openMap': 'Open the map',
  'serviceArea.surrounding': 'and surrounding areas',

  'faq.heading': 'Frequently Asked Questions',
  'faq.fallback': 'Have a question? Call or text us and we’ll be happy to help.',

  'footer.locations': 'Locations',
  'footer.servingDmv': 'Serving the DMV Region',
  'footer.services': 'Services',
  'footer.terms': 'Terms',
  'footer.privacy': 'Privacy Policy',
  'footer.termsOfService': 'Terms of Service',
  'footer.contact': 'Contact',
  'footer.hours': 'Hours',
  'footer.email': 'Email',
  'footer.address': 'Address',
  'footer.followUs': 'Follow us',
  'footer.socialAria': '{platform} (opens in a new tab)',
  'footer.copyright': '© {year} {company}. All rights reserved.',

  'hours.closed': 'closed',

  'payment.cash': 'cash',
  'payment.cards': 'cards',
  'payment.checks': 'checks',

  'legal.contactHeading': 'Questions',
  'legal.contactText': 'Questions about this page? Call or text us, or send us an e-mail:',

  'sticky.label': 'Quick actions',
  'sticky.callNow': 'Call now',
  'sticky.callAria': 'Call or text us at {phone}',
  'sticky.book': 'Book',

  'language.switch': 'Español',
  'language.switchAria': 'Español: view this page in Spanish',
  'language.current': 'English',
  'language.homeAria': 'Español: go to the home page in Spanish',

  'scroll.top': 'Scroll to top',
  'scroll.bottom': 'Scroll to bottom',

  'notFound.metaTitle': 'Page not found | {company}',
  'notFound.title': 'Oops! Page not found',
  'notFound.home': 'Return to Home',
  'notFound.intro': 'The page you are looking for does not exist or has moved.',
  'notFound.help': 'Need help? Call or text us:',
  'booking.title': 'Book an appointment',
  'booking.intro': 'Tell us what you need and when. We confirm by phone, text or e-mail.',
  'booking.close': 'Close',
  'booking.size': 'Vehicle size',
  'booking.package': 'Package',
  'booking.packageUnsure': 'Not sure yet',
  'booking.addOns': 'Add-ons',
  'booking.estimate': 'Estimate',
  'booking.estimateNone': 'Choose a package to see an estimate.',
  'booking.sizeFleet': 'Fleet (several vehicles)',
  'booking.vehicleCount': 'Number of vehicles',
  'booking.fleetCount': 'Fleet · {count} vehicles',
  'booking.estimateFleet':
    'We prepare a quote for your fleet and give it to you when we contact you.',
  'booking.extraFee': 'extra fee',
  'booking.mode': 'Where',
  'booking.modeMobile': 'Mobile: we come to you',
  'booking.modeShop': 'In our shop',
  'booking.website': 'Website',
  'booking.shopAddressLater': 'We give you the address when we confirm',
  'booking.address': 'Service address or ZIP code',
  'booking.outsideArea':
    'This looks outside our usual service area. Send the request anyway: we often travel a little farther.',
  'booking.window1': 'Preferred date and time',
  'booking.window2': 'Second choice (optional)',
  'booking.date': 'Date',
  'booking.time': 'Start time (2-hour window)',
  'booking.timeZone': 'Dates and times are Eastern Time (Washington DC).',
  'booking.name': 'Name',
  'booking.phone': 'Phone',
  'booking.email': 'E-mail',
  'booking.contactHint': 'A phone number or an e-mail address, so we can answer you.',
  'booking.notes': 'Notes (optional)',
  'booking.consent': 'You may contact me about this request by phone, text or e-mail.',
  'booking.privacy': 'How we keep your request: see our privacy policy.',
  'booking.newTab': '(opens in a new tab)',
  'booking.submit': 'Send request',
  'booking.sending': 'Sending…',
  'booking.doneTitle': 'Request received',
  'booking.done': 'Thank you! We have your request and will contact you soon to confirm the time.',
  'booking.timeFirst': 'Choose a date first',
  'booking.timeChoose': 'Choose a time',
  'booking.notesCount': '{count} of {max} characters',
  'booking.summaryContact': 'We answer at',
  'booking.summaryWindow1': 'Preferred time',
  'booking.summaryWindow2': 'Second choice',
  'booking.error.date_required': 'Please choose a date.',
  'booking.error.time_required': 'Please choose a start time.',
  'booking.error.date_too_far': 'Please choose a date within the next 12 months.',
  'booking.error.day_closed': 'We are closed that day. Please choose another date.',
  'booking.error.day_full': 'No start time is left that day. Please choose another date.',
  'booking.error.contact_required': 'Please give a phone number or an e-mail address.',
  'booking.error.invalid_phone':
    'Please check the phone number: 10 digits with the area code, like 703 555 0123. An extension can go in the notes.',
  'booking.error.invalid_email':
    'Please check the e-mail address: it looks like name@example.com, with a dot after the @.',
  'booking.error.name_required': 'Please tell us your name.',
  'booking.error.address_required': 'Please give the service address or ZIP code.',
  'booking.error.date_in_past': 'That date or time has passed. Please choose a later one.',
  'booking.error.invalid_window': 'Please choose a date and a start time within our opening hours.',
  'booking.error.outside_hours':
    'That time is outside our business hours. Please pick another time.',
  'booking.error.notes_too_long': 'Please keep the notes to 1,000 characters or fewer.',
  'booking.error.invalid_vehicle_count': 'Please give the number of vehicles, from 2 to 500.',
  'booking.error.consent_required': 'Please agree to be contacted about this request.',
  'booking.error.rate_limited':
    'We cannot take more requests online just now. Please call or text us instead.',
  'booking.error.invalid_field':
    'Something in the form is not right. Please check it and try again.',
  'booking.error.network':
    'The request could not be sent. Check your connection and try again, or call or text us.',
} as const;

/** A key of the UI dictionaries; every locale must define exactly these. */
export type UiKey = keyof typeof en;
