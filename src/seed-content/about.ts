import type { AboutSection } from '../lib/content/schema.ts';
import { listRows, type PerLanguage } from './per-language.ts';

type AboutText = Pick<AboutSection, 'title' | 'description'>;

const aboutItems: { section_key: string; emoji: string; text: PerLanguage<AboutText> }[] = [
  {
    section_key: 'licensed',
    emoji: '🛡️',
    text: {
      en: {
        title: 'Licensed and Insured',
        description:
          'Fully licensed and insured professionals, so your vehicle is in safe hands every time.',
      },
      es: {
        title: 'Con licencia y asegurados',
        description:
          'Profesionales con licencia y asegurados, para que su vehículo siempre esté en buenas manos.',
      },
    },
  },
  {
    section_key: 'mobile',
    emoji: '🚐',
    text: {
      en: {
        title: 'We Come to You',
        description:
          'Mobile service at your home or office anywhere in the DMV, or visit our shop, whichever fits your schedule.',
      },
      es: {
        title: 'Vamos hasta usted',
        description:
          'Servicio móvil en su casa u oficina en cualquier parte del DMV, o visite nuestro taller, como le resulte más cómodo.',
      },
    },
  },
  {
    section_key: 'rated',
    emoji: '⭐',
    text: {
      en: {
        title: 'Reviewed by Real Customers',
        description:
          'Read what car owners and businesses across Northern Virginia, DC and Maryland say about our work.',
      },
      es: {
        title: 'Opiniones de clientes reales',
        description:
          'Lea lo que dicen de nuestro trabajo conductores y empresas de todo el norte de Virginia, D.C. y Maryland.',
      },
    },
  },
  {
    section_key: 'addons',
    emoji: '✨',
    text: {
      en: {
        title: 'Custom Add-Ons',
        description:
          'Tailor any package with headlight restoration, clay bar, wax, polish and more.',
      },
      es: {
        title: 'Servicios adicionales a su medida',
        description:
          'Personalice cualquier paquete con restauración de faros, barra de arcilla, cera, pulido y mucho más.',
      },
    },
  },
];

/** The about_sections rows: the "why choose us" cards in both languages. */
export const aboutSections: AboutSection[] = listRows(aboutItems, (item, language) => ({
  section_key: item.section_key,
  ...item.text[language],
  emoji: item.emoji,
}));
