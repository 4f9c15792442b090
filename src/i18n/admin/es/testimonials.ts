import type { SameKeys } from '../namespaces.ts';

export default {
  dialogDescription:
    'El autor y la calificación son los mismos en ambos idiomas; la reseña se escribe en cada idioma.',
  empty: 'Todavía no hay testimonios. Agregue la primera reseña.',
  content: 'Reseña',
  authorName: 'Nombre del autor',
  rating: 'Calificación',
  oneStar: '1 estrella',
  stars: '{count} estrellas',
  outOfFive: '{rating} de 5 estrellas',
} satisfies SameKeys<'testimonials'>;
