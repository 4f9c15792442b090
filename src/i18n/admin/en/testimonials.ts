/** The Testimonials editor (/admin/testimonials): its dialog, fields, cards and stars. */
export default {
  dialogDescription:
    'The author and the rating are the same in both languages; the review is written per language.',
  empty: 'No testimonials yet. Add the first review.',
  content: 'Content',
  authorName: 'Author name',
  rating: 'Rating',
  oneStar: '1 star',
  stars: '{count} stars',
  outOfFive: '{rating} out of 5 stars',
};
