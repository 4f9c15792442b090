/** The packages editor (/admin/packages): its dialog, fields and package cards. */
export default {
  editTitle: 'Edit Service Package',
  dialogDescription:
    'Prices and the photo are the same in both languages; everything else is written per language.',
  empty: 'No packages yet. Seed the database first.',
  title: 'Title',
  label: 'Label',
  description: 'Description',
  duration: 'Duration',
  features: 'Features',
  featuresHint: 'One feature per line; blank lines are dropped.',
  priceSedan: 'Sedan price',
  priceSuv2: 'SUV 2-row price',
  priceSuv3: 'SUV 3-row price',
  priceHint: 'In dollars, such as 195 or 19.50.',
  photo: 'Photo',
  sedan: 'Sedan',
  suv2: 'SUV 2-row',
  suv3: 'SUV 3-row',
  silver: 'silver',
  gold: 'gold',
  platinum: 'platinum',
};
