import type { SameKeys } from '../namespaces.ts';

export default {
  editTitle: 'Editar paquete de servicio',
  dialogDescription:
    'Los precios y la foto son los mismos en ambos idiomas; todo lo demás se escribe en cada idioma.',
  empty: 'Todavía no hay paquetes. Primero cargue los datos iniciales.',
  title: 'Título',
  label: 'Etiqueta',
  description: 'Descripción',
  duration: 'Duración',
  features: 'Características',
  featuresHint: 'Una característica por línea; las líneas en blanco se descartan.',
  priceSedan: 'Precio sedán',
  priceSuv2: 'Precio SUV de 2 filas',
  priceSuv3: 'Precio SUV de 3 filas',
  priceHint: 'En dólares, por ejemplo 195 o 19.50.',
  photo: 'Foto',
  sedan: 'Sedán',
  suv2: 'SUV de 2 filas',
  suv3: 'SUV de 3 filas',
  silver: 'plata',
  gold: 'oro',
  platinum: 'platino',
} satisfies SameKeys<'packages'>;
