import type { SameKeys } from '../namespaces.ts';

export default {
  dialogDescription:
    'El emoji es el mismo en ambos idiomas; los textos se escriben en cada idioma.',
  empty: 'Todavía no hay tarjetas de «Sobre nosotros». Agregue la primera.',
  title: 'Título',
  description: 'Descripción',
  emoji: 'Emoji',
  emojiLabel: 'Emoji {emoji}',
} satisfies SameKeys<'about'>;
