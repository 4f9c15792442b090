import type { SameKeys } from '../namespaces.ts';

export default {
  empty: 'Todavía no hay preguntas frecuentes. Agregue la primera pregunta.',
  question: 'Pregunta',
  answer: 'Respuesta',
} satisfies SameKeys<'faqs'>;
