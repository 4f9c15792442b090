import type { SameKeys } from '../namespaces.ts';

export default {
  dialogDescription:
    'El icono y el monto son los mismos en ambos idiomas; los textos se escriben en cada idioma.',
  empty: 'Todavía no hay servicios adicionales. Agregue el primero.',
  name: 'Nombre',
  description: 'Descripción',
  iconHint:
    'Lo más fácil es elegir una imagen de arriba. Aquí, cualquier nombre de icono de Lucide (lucide.dev/icons), como fuel.',
  icon: 'Icono',
  otherIcon: 'Otro icono por nombre',
  'icon.Sparkles': 'Destellos',
  'icon.WandSparkles': 'Varita mágica',
  'icon.Droplets': 'Gotas de agua',
  'icon.SprayCan': 'Aerosol',
  'icon.Bubbles': 'Burbujas',
  'icon.BrushCleaning': 'Cepillo de limpieza',
  'icon.Disc3': 'Disco de pulidora',
  'icon.Lightbulb': 'Bombilla',
  'icon.Car': 'Auto',
  'icon.ShieldCheck': 'Escudo de protección',
  'icon.Sun': 'Sol',
  'icon.Wind': 'Aire fresco',
  'icon.Armchair': 'Asiento',
  'icon.PawPrint': 'Huella de mascota',
  'icon.Gem': 'Diamante',
  'icon.Leaf': 'Hoja',
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
