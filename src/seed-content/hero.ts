import type { HeroContent } from '../lib/content/schema.ts';
import { bothLanguages, type PerLanguage } from './per-language.ts';

const hero: PerLanguage<Omit<HeroContent, 'language' | 'background_image_url' | 'is_active'>> = {
  en: {
    title: 'Professional Auto Detailing That Comes to You',
    subtitle: 'Mobile and in-shop detailing in Northern Virginia, Washington DC and Maryland',
    description:
      'From daily drivers to entire fleets, our licensed and insured team brings back that showroom shine at your home, your office or our shop. Quality products, fair prices and friendly, reliable service.',
    cta_primary_text: 'Schedule Now',
    cta_secondary_text: 'Call',
  },
  es: {
    title: 'Detallado profesional de autos que llega hasta usted',
    subtitle: 'Detallado móvil y en taller en el norte de Virginia, Washington D.C. y Maryland',
    description:
      'Desde su auto de todos los días hasta flotas completas, nuestro equipo con licencia y asegurado le devuelve el brillo de agencia en su casa, en su oficina o en nuestro taller. Productos de calidad, precios justos y un servicio amable y confiable.',
    cta_primary_text: 'Reservar ahora',
    cta_secondary_text: 'Llamar',
  },
};

/** The hero_content rows: one active hero per language. */
export const heroContent: HeroContent[] = bothLanguages.map((language) => ({
  language,
  ...hero[language],
  background_image_url: null,
  is_active: true,
}));
