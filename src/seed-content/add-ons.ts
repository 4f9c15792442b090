import type { AdditionalService } from '../lib/content/schema.ts';
import { listRows, type PerLanguage } from './per-language.ts';

type AddOn = Pick<AdditionalService, 'service_key' | 'icon_name'> & {
  text: PerLanguage<Pick<AdditionalService, 'name' | 'description'>>;
  /**
   * An amount or range in dollars ('40', '45-60') is the same in both languages; only a label such
   * as 'Additional Fee' is translated.
   */
  price: string | PerLanguage<string>;
};

const addOns: AddOn[] = [
  {
    service_key: 'headlight_restoration',
    price: '40',
    icon_name: 'Lightbulb',
    text: {
      en: {
        name: 'Headlight Restoration',
        description:
          'Restores cloudy, yellowed headlights for a cleaner look and better visibility at night.',
      },
      es: {
        name: 'Restauración de faros',
        description:
          'Devuelve la claridad a los faros opacos o amarillentos para una mejor apariencia y más visibilidad de noche.',
      },
    },
  },
  {
    service_key: 'clay_bar',
    price: '30',
    icon_name: 'Sparkles',
    text: {
      en: {
        name: 'Clay Bar Treatment',
        description:
          'Lifts bonded contaminants from the paint, leaving it smooth as glass and ready for wax.',
      },
      es: {
        name: 'Tratamiento con barra de arcilla',
        description:
          'Elimina los contaminantes adheridos a la pintura y la deja lisa como el vidrio, lista para la cera.',
      },
    },
  },
  {
    service_key: 'hand_wax',
    price: '45-60',
    icon_name: 'Droplets',
    text: {
      en: {
        name: 'Hand Wax',
        description: 'A protective coat of wax applied by hand for a deep, glossy shine.',
      },
      es: {
        name: 'Encerado a mano',
        description:
          'Una capa de cera protectora aplicada a mano para un brillo intenso y profundo.',
      },
    },
  },
  {
    service_key: 'buffer_wax',
    price: '60-100',
    icon_name: 'Disc3',
    text: {
      en: {
        name: 'Buffer Wax',
        description:
          'Wax applied with an orbital buffer for even coverage and longer-lasting protection.',
      },
      es: {
        name: 'Encerado con pulidora',
        description:
          'Cera aplicada con pulidora orbital para una cobertura uniforme y una protección más duradera.',
      },
    },
  },
  {
    service_key: 'one_step_polish',
    price: '200-300',
    icon_name: 'WandSparkles',
    text: {
      en: {
        name: 'One-Step Polish',
        description:
          'A machine polish that removes light swirl marks and oxidation and restores gloss in a single step.',
      },
      es: {
        name: 'Pulido en un paso',
        description:
          'Pulido a máquina que elimina marcas circulares leves y oxidación, y recupera el brillo en un solo paso.',
      },
    },
  },
  {
    service_key: 'pet_hair_sand_removal',
    price: { en: 'Additional Fee', es: 'Cargo adicional' },
    icon_name: 'PawPrint',
    text: {
      en: {
        name: 'Pet Hair and Sand Removal',
        description:
          'Extra time and tools to lift embedded pet hair and sand from carpets and upholstery.',
      },
      es: {
        name: 'Eliminación de pelo de mascota y arena',
        description:
          'Tiempo y herramientas adicionales para retirar el pelo de mascota y la arena incrustados en alfombras y tapicería.',
      },
    },
  },
];

/** The additional_services rows: the add-ons in both languages. */
export const additionalServices: AdditionalService[] = listRows(addOns, (addOn, language) => ({
  service_key: addOn.service_key,
  ...addOn.text[language],
  price: typeof addOn.price === 'string' ? addOn.price : addOn.price[language],
  icon_name: addOn.icon_name,
}));
