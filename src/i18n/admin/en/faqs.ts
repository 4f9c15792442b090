/** The FAQ editor (/admin/faqs): its fields. */
export default {
  empty: 'No FAQs yet. Add the first question.',
  question: 'Question',
  answer: 'Answer',
};
