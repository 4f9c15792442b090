import type { SameKeys } from '../namespaces.ts';

export default {
  dialogDescription:
    'El icono y el monto son los mismos en ambos idiomas; los textos se escriben en cada idioma.',
  empty: 'Todavía no hay servicios adicionales. Agregue el primero.',
  name: 'Nombre',
  description: 'Descripción',
  iconHint: 'Un nombre de icono de Lucide (lucide.dev/icons), como Sparkles o spray-can.',
  price: 'Precio',
  priceHint: 'En dólares, el mismo en ambos idiomas, por ejemplo 40.',
  priceTo: 'Hasta (para un rango)',
  priceToHint: 'Opcional: con 60, el 45 pasa a ser un rango, $45 – $60.',
  worded: 'Precio en palabras por idioma',
  wordedOn: 'Cada idioma escribe su precio con palabras, como «Cargo adicional».',
  wordedOff:
    'Actívelo para un precio en palabras (como «Cargo adicional»), escrito en cada idioma.',
  priceWording: 'Precio en palabras',
} satisfies SameKeys<'services'>;
