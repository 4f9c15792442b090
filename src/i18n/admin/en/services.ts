/** The Additional Services editor (/admin/services): its dialog, fields and price wording. */
export default {
  dialogDescription:
    'The icon and an amount are the same in both languages; the texts are written per language.',
  empty: 'No additional services yet. Add the first one.',
  name: 'Name',
  description: 'Description',
  iconHint: 'A Lucide icon name (lucide.dev/icons), such as Sparkles or spray-can.',
  price: 'Price',
  priceHint: 'In dollars, the same in both languages, such as 40.',
  priceTo: 'Up to (for a range)',
  priceToHint: 'Optional: 60 makes 45 a range, $45 – $60.',
  worded: 'Worded per language',
  wordedOn: 'Each language words its price, such as Additional Fee and Cargo adicional.',
  wordedOff: 'Switch on for a price in words (such as Additional Fee), written per language.',
  priceWording: 'Price wording',
};
