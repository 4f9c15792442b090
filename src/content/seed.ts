import type {
  AboutSection,
  AdditionalService,
  FaqItem,
  HeroContent,
  Language,
  SeedContent,
  ServicePackage,
} from '../lib/content/schema.ts';

/*
 * Initial content of the site (SPEC §3 "Seed content", prices and constants from SPEC §9), in English
 * and Spanish. Used by /seed, the CLI seeder, `CONTENT_SOURCE=seed` builds and test fixtures.
 * Prices are written once per row but kept identical across languages; only wording differs.
 */

type PerLanguage<T> = Record<Language, T>;

const packagePrices = {
  silver: { price_sedan: '$140', price_suv_2row: '$170', price_suv_3row: '$180' },
  gold: { price_sedan: '$180', price_suv_2row: '$210', price_suv_3row: '$220' },
  platinum: { price_sedan: '$220', price_suv_2row: '$255', price_suv_3row: '$265' },
} as const;

const hero: PerLanguage<Omit<HeroContent, 'language' | 'background_image_url' | 'is_active'>> = {
  en: {
    title: 'Professional Auto Detailing That Comes to You',
    subtitle: 'Mobile and in-shop detailing in Northern Virginia, Washington DC and Maryland',
    description:
      'From daily drivers to entire fleets, our licensed and insured team brings back that showroom shine at your home, your office or our shop. Quality products, fair prices and five-star service.',
    cta_primary_text: 'Schedule Now',
    cta_secondary_text: 'Call',
  },
  es: {
    title: 'Detallado profesional de autos que llega hasta usted',
    subtitle: 'Detallado móvil y en taller en el norte de Virginia, Washington D.C. y Maryland',
    description:
      'Desde su auto de todos los días hasta flotas completas, nuestro equipo con licencia y seguro le devuelve el brillo de agencia en su casa, en su oficina o en nuestro taller. Productos de calidad, precios justos y un servicio de cinco estrellas.',
    cta_primary_text: 'Agendar ahora',
    cta_secondary_text: 'Llamar',
  },
};

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

type AddOn = Pick<AdditionalService, 'service_key' | 'icon_name'> & {
  text: PerLanguage<Pick<AdditionalService, 'name' | 'description'>>;
  /** An amount is the same in both languages; only a label such as 'Additional Fee' is translated. */
  price: string | PerLanguage<string>;
};

const addOns: AddOn[] = [
  {
    service_key: 'headlight_restoration',
    price: '$40',
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
    price: '$30',
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
    price: '$45-$60',
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
    price: '$60-$100',
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
    price: '$200-$300',
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
        title: 'Con licencia y seguro',
        description:
          'Profesionales con licencia y seguro, para que su vehículo siempre esté en buenas manos.',
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
        title: 'Five-Star Rated',
        description:
          'Car owners and businesses across Northern Virginia, DC and Maryland trust us with their vehicles.',
      },
      es: {
        title: 'Calificación de cinco estrellas',
        description:
          'Conductores y empresas de todo el norte de Virginia, D.C. y Maryland nos confían sus vehículos.',
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

const reviews: { testimonial_key: string; author_name: string; content: PerLanguage<string> }[] = [
  {
    testimonial_key: 'review_1',
    author_name: 'Maria G.',
    content: {
      en: 'They came to my office in Tysons, and when I walked out my SUV looked brand new. On time, friendly and worth every penny.',
      es: 'Vinieron a mi oficina en Tysons y, cuando salí, mi SUV parecía nueva. Puntuales, amables y valen cada centavo.',
    },
  },
  {
    testimonial_key: 'review_2',
    author_name: 'James T.',
    content: {
      en: 'Two kids and a dog had taken over our minivan. The Gold package with pet hair removal got out every crumb, stain and hair. Highly recommend!',
      es: 'Con dos niños y un perro, nuestra minivan era un desastre. El paquete Oro con eliminación de pelo de mascota quitó cada migaja, mancha y pelo. ¡Muy recomendados!',
    },
  },
  {
    testimonial_key: 'review_3',
    author_name: 'Carlos R.',
    content: {
      en: 'We use them for our company’s fleet of work vans in Fairfax. Reliable scheduling, consistent results and great communication.',
      es: 'Los contratamos para la flota de camionetas de trabajo de nuestra empresa en Fairfax. Citas puntuales, resultados constantes y excelente comunicación.',
    },
  },
];

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
          'Silver takes about 1–2 hours, Gold 2–3 hours and Platinum 3–5 hours, depending on the size and condition of your vehicle. We work Monday through Sunday, 8AM to 7PM.',
      },
      es: {
        question: '¿Cuánto tiempo toma un detallado?',
        answer:
          'El paquete Plata toma de 1 a 2 horas, el Oro de 2 a 3 horas y el Platino de 3 a 5 horas, según el tamaño y el estado de su vehículo. Trabajamos de lunes a domingo, de 8 a. m. a 7 p. m.',
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

const bothLanguages: readonly Language[] = ['en', 'es'];

/** Every row of the initial content, in both languages, ready to insert in `seedTables` order. */
export const seedContent: SeedContent = {
  site_settings: [
    { key: 'company_name', value: 'DMV Mobile Detailing', category: 'general' },
    { key: 'phone_number', value: '(571) 555-0142', category: 'contact' },
    { key: 'contact_email', value: 'info@dmvmobiledetailing.com', category: 'contact' },
    {
      key: 'top_banner_message_en',
      value: 'Call or text us today for a free quote!',
      category: 'general',
    },
    {
      key: 'top_banner_message_es',
      value: '¡Llámenos o envíenos un mensaje de texto hoy para una cotización gratis!',
      category: 'general',
    },
    { key: 'business_hours_en', value: 'Mon–Sun 8AM–7PM', category: 'contact' },
    { key: 'business_hours_es', value: 'Lun–Dom 8 a. m.–7 p. m.', category: 'contact' },
    {
      key: 'ceramic_partner_url',
      value: 'https://www.example.com/ceramic-coating',
      category: 'links',
    },
    {
      key: 'map_embed_url',
      value:
        'https://maps.google.com/maps?q=Washington%20DC%20metropolitan%20area&z=9&output=embed',
      category: 'links',
    },
  ],
  hero_content: bothLanguages.map((language) => ({
    language,
    ...hero[language],
    background_image_url: null,
    is_active: true,
  })),
  service_packages: (['silver', 'gold', 'platinum'] as const).flatMap((package_type, index) =>
    bothLanguages.map((language) => ({
      package_type,
      ...packages[package_type][language],
      ...packagePrices[package_type],
      image_url: null,
      display_order: index + 1,
      language,
      is_active: true,
    })),
  ),
  additional_services: addOns.flatMap((addOn, index) =>
    bothLanguages.map((language) => ({
      service_key: addOn.service_key,
      ...addOn.text[language],
      price: typeof addOn.price === 'string' ? addOn.price : addOn.price[language],
      icon_name: addOn.icon_name,
      language,
      display_order: index + 1,
      is_active: true,
    })),
  ),
  about_sections: aboutItems.flatMap((item, index) =>
    bothLanguages.map((language) => ({
      section_key: item.section_key,
      ...item.text[language],
      emoji: item.emoji,
      display_order: index + 1,
      language,
      is_active: true,
    })),
  ),
  testimonials: reviews.flatMap((review, index) =>
    bothLanguages.map((language) => ({
      testimonial_key: review.testimonial_key,
      author_name: review.author_name,
      content: review.content[language],
      rating: 5,
      language,
      display_order: index + 1,
      is_active: true,
    })),
  ),
  faq_items: faqs.flatMap((faq, index) =>
    bothLanguages.map((language) => ({
      faq_key: faq.faq_key,
      ...faq.text[language],
      language,
      display_order: index + 1,
      is_active: true,
    })),
  ),
  social_links: [
    {
      platform: 'facebook',
      url: 'https://www.facebook.com/dmvmobiledetailing',
      icon_name: 'facebook',
      display_order: 1,
      is_active: true,
    },
    {
      platform: 'instagram',
      url: 'https://www.instagram.com/dmvmobiledetailing',
      icon_name: 'instagram',
      display_order: 2,
      is_active: true,
    },
  ],
};
