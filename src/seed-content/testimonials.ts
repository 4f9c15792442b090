import type { Testimonial } from '../lib/content/schema.ts';
import { listRows, type PerLanguage } from './per-language.ts';

const reviews: { testimonial_key: string; author_name: string; content: PerLanguage<string> }[] = [
  {
    testimonial_key: 'review_1',
    author_name: 'Maria G.',
    content: {
      en: 'They came to my office in Tysons, and when I walked out my SUV looked brand new. On time, friendly and worth every penny.',
      es: 'Vinieron a mi oficina en Tysons y, cuando salí, mi SUV parecía nueva. Puntuales, amables y valen cada centavo.',
    },
  },
  {
    testimonial_key: 'review_2',
    author_name: 'James T.',
    content: {
      en: 'Two kids and a dog had taken over our minivan. The Gold package with pet hair removal got out every crumb, stain and hair. Highly recommend!',
      es: 'Con dos niños y un perro, nuestra minivan era un desastre. El paquete Oro con eliminación de pelo de mascota quitó cada migaja, mancha y pelo. ¡Muy recomendados!',
    },
  },
  {
    testimonial_key: 'review_3',
    author_name: 'Carlos R.',
    content: {
      en: 'We use them for our company’s fleet of work vans in Fairfax. Reliable scheduling, consistent results and great communication.',
      es: 'Los contratamos para la flota de camionetas de trabajo de nuestra empresa en Fairfax. Citas puntuales, resultados constantes y excelente comunicación.',
    },
  },
];

/** The testimonials rows: five-star reviews in both languages. */
export const testimonials: Testimonial[] = listRows(reviews, (review, language) => ({
  testimonial_key: review.testimonial_key,
  author_name: review.author_name,
  content: review.content[language],
  rating: 5,
}));
