import type { FaqItem } from '../lib/content/schema.ts';
import { listRows, type PerLanguage } from './per-language.ts';

type FaqText = Pick<FaqItem, 'question' | 'answer'>;

const faqs: { faq_key: string; text: PerLanguage<FaqText> }[] = [
  {
    faq_key: 'what_areas',
    text: {
      en: {
        question: 'What areas do you serve?',
        answer:
          'We serve Washington DC, Northern Virginia (including Fairfax, Arlington, Alexandria, McLean, Tysons and Reston) and nearby Maryland (including Bethesda, Rockville and Silver Spring), plus the surrounding areas.',
      },
      es: {
        question: '¿Qué zonas atienden?',
        answer:
          'Atendemos Washington D.C., el norte de Virginia (incluidos Fairfax, Arlington, Alexandria, McLean, Tysons y Reston) y la zona cercana de Maryland (incluidos Bethesda, Rockville y Silver Spring), además de las áreas aledañas.',
      },
    },
  },
  {
    faq_key: 'how_long',
    text: {
      en: {
        question: 'How long does a detail take?',
        answer:
          'Silver takes about 1–2 hours, Gold 2–3 hours and Platinum 3–5 hours, depending on the size and condition of your vehicle. We work Monday through Sunday, 8 AM to 7 PM.',
      },
      es: {
        question: '¿Cuánto tiempo toma un detallado?',
        answer:
          'El paquete Plata toma de 1 a 2 horas, el Oro de 2 a 3 horas y el Platino de 3 a 5 horas, según el tamaño y el estado de su vehículo. Trabajamos de lunes a domingo, de 8:00 a 19:00.',
      },
    },
  },
  {
    faq_key: 'payment',
    text: {
      en: {
        question: 'What payment methods do you accept?',
        answer:
          'We accept cash, credit and debit cards, Venmo, Zelle and Apple Pay. Payment is due once the job is complete.',
      },
      es: {
        question: '¿Qué formas de pago aceptan?',
        answer:
          'Aceptamos efectivo, tarjetas de crédito y débito, Venmo, Zelle y Apple Pay. El pago se realiza al terminar el servicio.',
      },
    },
  },
  {
    faq_key: 'water_power',
    text: {
      en: {
        question: 'Do I need to provide water or electricity?',
        answer:
          'No. Our mobile unit brings its own water and power, so we can work in your driveway, parking lot or garage. Just make sure there is room to work around the vehicle.',
      },
      es: {
        question: '¿Tengo que proporcionar agua o electricidad?',
        answer:
          'No. Nuestra unidad móvil lleva su propia agua y electricidad, así que podemos trabajar en la entrada de su casa, en un estacionamiento o en su garaje. Solo asegúrese de que haya espacio para trabajar alrededor del vehículo.',
      },
    },
  },
];

/** The faq_items rows: questions and answers in both languages. */
export const faqItems: FaqItem[] = listRows(faqs, (faq, language) => ({
  faq_key: faq.faq_key,
  ...faq.text[language],
}));
