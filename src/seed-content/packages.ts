import { Constants } from '../lib/database.types.ts';
import type { ServicePackage } from '../lib/content/schema.ts';
import { bothLanguages, type PerLanguage } from './per-language.ts';

/**
 * Each package's prices in dollars, stored without the '$' the site adds
 * (docs/architecture.md#prices), the same in both languages.
 */
const packagePrices = {
  silver: { price_sedan: '140', price_suv_2row: '170', price_suv_3row: '180' },
  gold: { price_sedan: '180', price_suv_2row: '210', price_suv_3row: '220' },
  platinum: { price_sedan: '220', price_suv_2row: '255', price_suv_3row: '265' },
} as const;

type PackageText = Pick<
  ServicePackage,
  'title' | 'label' | 'description' | 'duration' | 'features'
>;

const packages: Record<keyof typeof packagePrices, PerLanguage<PackageText>> = {
  silver: {
    en: {
      title: 'Silver',
      label: 'Essential Clean',
      description:
        'A thorough interior and exterior refresh that keeps your vehicle clean, fresh and protected.',
      duration: '1–2 hours',
      features: [
        'Exterior hand wash and dry',
        'Wheels, tires and wheel wells cleaned',
        'Tire shine',
        'Full interior vacuum, including seats, carpets, mats and trunk',
        'Dashboard, console and door panels wiped down',
        'Streak-free windows inside and out',
      ],
    },
    es: {
      title: 'Plata',
      label: 'Limpieza esencial',
      description:
        'Una limpieza completa por dentro y por fuera que mantiene su vehículo limpio, fresco y protegido.',
      duration: '1–2 horas',
      features: [
        'Lavado y secado exterior a mano',
        'Limpieza de rines, llantas y pasos de rueda',
        'Abrillantador de llantas',
        'Aspirado completo del interior: asientos, alfombras, tapetes y maletero',
        'Limpieza del tablero, la consola y los paneles de las puertas',
        'Vidrios sin marcas por dentro y por fuera',
      ],
    },
  },
  gold: {
    en: {
      title: 'Gold',
      label: 'Deep Clean',
      description:
        'Everything in Silver plus a deep interior clean and added paint protection, our most requested package.',
      duration: '2–3 hours',
      features: [
        'Everything in the Silver package',
        'Carpet and floor mat shampoo',
        'Seat shampoo, or leather cleaning and conditioning',
        'Door jambs cleaned',
        'Spray wax for extra gloss and protection',
        'Interior plastics dressed with UV protectant',
        'Air vents and tight crevices detailed',
      ],
    },
    es: {
      title: 'Oro',
      label: 'Limpieza profunda',
      description:
        'Todo lo del paquete Plata más una limpieza profunda del interior y protección adicional para la pintura. Es nuestro paquete más solicitado.',
      duration: '2–3 horas',
      features: [
        'Todo lo del paquete Plata',
        'Lavado con champú de alfombras y tapetes',
        'Lavado de asientos con champú, o limpieza y acondicionamiento del cuero',
        'Limpieza de los marcos de las puertas',
        'Cera en aerosol para más brillo y protección',
        'Plásticos interiores tratados con protector UV',
        'Detallado de rejillas de ventilación y rincones difíciles',
      ],
    },
  },
  platinum: {
    en: {
      title: 'Platinum',
      label: 'Full Detail',
      description:
        'Our most complete detail for a showroom finish inside and out, ideal before a sale or after a long winter.',
      duration: '3–5 hours',
      features: [
        'Everything in the Gold package',
        'Clay bar paint decontamination',
        'Hand-applied wax for a long-lasting shine',
        'Steam cleaning of cup holders, vents and high-touch areas',
        'Engine bay cleaned and dressed',
        'Headliner spot cleaning',
        'Odor-neutralizing treatment',
      ],
    },
    es: {
      title: 'Platino',
      label: 'Detallado completo',
      description:
        'Nuestro detallado más completo, con un acabado de agencia por dentro y por fuera. Ideal antes de vender su auto o después de un largo invierno.',
      duration: '3–5 horas',
      features: [
        'Todo lo del paquete Oro',
        'Descontaminación de la pintura con barra de arcilla',
        'Cera aplicada a mano para un brillo duradero',
        'Limpieza a vapor de portavasos, rejillas y zonas de mucho contacto',
        'Limpieza y acondicionamiento del compartimiento del motor',
        'Limpieza de manchas en el techo interior',
        'Tratamiento para eliminar olores',
      ],
    },
  },
};

/** The service_packages rows: Silver, Gold and Platinum (the enum's order) in both languages. */
export const servicePackages: ServicePackage[] = Constants.public.Enums.package_type.flatMap(
  (package_type, index) =>
    bothLanguages.map((language) => ({
      package_type,
      ...packages[package_type][language],
      ...packagePrices[package_type],
      image_url: null,
      display_order: index + 1,
      language,
      is_active: true,
    })),
);
