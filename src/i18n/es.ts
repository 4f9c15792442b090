import type { UiKey } from './en.ts';

/** Spanish UI strings of the public site (US Latino audience, "usted"); same keys as `en`. */
export const es: Record<UiKey, string> = {
  'meta.title': '{company} | Detallado móvil de autos en el norte de Virginia, D.C. y Maryland',
  'meta.description':
    'Detallado de autos móvil y en taller en el norte de Virginia, Washington D.C. y Maryland. Paquetes de interior y exterior desde {price}, recubrimiento cerámico, servicios para flotas y servicios adicionales. Llame o envíe un mensaje de texto para reservar.',
  'meta.locale': 'es_US',

  'a11y.skipToContent': 'Saltar al contenido principal',

  'banner.label': 'Llámenos o envíenos un mensaje de texto',
  'banner.call': 'Llamar',
  'banner.text': 'Enviar texto',
  'banner.callAria': 'Llámenos al {phone}',
  'banner.textAria': 'Envíenos un mensaje de texto al {phone}',
  // A brand name: the same in both languages.
  'brand.whatsapp': 'WhatsApp',

  'nav.label': 'Navegación principal',
  'nav.homeAria': 'Inicio de {company}',
  'nav.home': 'Inicio',
  'nav.about': 'Nosotros',
  'nav.services': 'Servicios',
  'nav.carDetailing': 'Detallado de autos',
  'nav.ceramicCoating': 'Recubrimiento cerámico',
  'nav.fleetServices': 'Servicios para flotas',
  'nav.serviceArea': 'Área de servicio',
  'nav.contact': 'Contacto',
  'nav.bookNow': 'Reservar ahora',
  'nav.dashboard': 'Panel de control',
  'nav.logout': 'Cerrar sesión',
  'nav.login': 'Iniciar sesión',
  'nav.openMenu': 'Abrir menú',
  'nav.closeMenu': 'Cerrar menú',

  'hero.callAria': 'Llámenos al {phone}',

  'about.heading': 'Quiénes somos',
  'about.intro':
    'Somos un equipo local de detallado móvil y en taller que atiende toda el área del DMV. Ya sea que maneje un auto para ir al trabajo o administre una flota de vehículos de trabajo, tratamos cada auto como si fuera nuestro, en su casa, en su oficina o en nuestro taller.',

  'services.heading': 'Paquetes de detallado de autos',
  'services.intro':
    'Elija el paquete que mejor se adapte a su vehículo. El precio depende del tamaño del vehículo; todos los paquetes incluyen interior y exterior.',
  'services.priceSedan': 'Sedán/Cupé',
  'services.priceSuv2Row': 'SUV de 2 filas',
  'services.priceSuv3Row': 'SUV de 3 filas',
  'services.duration': 'Duración',
  'services.features': 'Qué incluye',
  'services.extraFees': 'Se aplican cargos adicionales por pelo de perro y arena.',
  'services.book': 'Reservar {package}',
  'badge.mostPopular': 'El más popular',

  'ceramic.heading': 'Recubrimiento cerámico',
  'ceramic.intro':
    'Protección a largo plazo y un brillo profundo. Nuestros recubrimientos cerámicos se cotizan y se aplican a través de nuestro socio certificado.',
  'ceramic.priceNote': 'Precio según cotización',
  'ceramic.fiveYear.title': 'Recubrimiento cerámico de 5 años',
  'ceramic.fiveYear.layers': '1 capa de recubrimiento cerámico 9H',
  'ceramic.fiveYear.polish': 'Pulido de la pintura antes de aplicar el recubrimiento',
  'ceramic.tenYear.title': 'Recubrimiento cerámico de 10 años',
  'ceramic.tenYear.layers': '1 capa de recubrimiento cerámico 10H',
  'ceramic.tenYear.polish': 'Pulido de la pintura antes de aplicar el recubrimiento',
  'ceramic.lifetime.title': 'Recubrimiento cerámico de por vida',
  'ceramic.lifetime.layers': '2 capas de recubrimiento cerámico 10H',
  'ceramic.lifetime.correction': 'Corrección de pintura en 3 pasos',
  'ceramic.lifetime.glassWheels': 'Recubrimiento de vidrios y rines',
  'ceramic.getQuote': 'Pedir una cotización',
  'ceramic.newTab': '(abre el sitio de nuestro socio en una pestaña nueva)',
  'ceramic.callQuote': 'Llame para cotizar',

  'fleet.heading': 'Servicios para flotas',
  'fleet.intro':
    'Mantenga los vehículos de su empresa limpios, con buena imagen y listos para el camino. Detallamos autos, camionetas y camiones en sus instalaciones, con un horario que se adapta a su negocio.',
  'fleet.bullet.onSite': 'Servicio en su estacionamiento u oficina',
  'fleet.bullet.schedule': 'Horarios flexibles: semanal, quincenal o mensual',
  'fleet.bullet.pricing': 'Precios por volumen para varios vehículos',
  'fleet.bullet.billing': 'Una sola factura para toda su flota',
  'fleet.cta': 'Llame para cotizar su flota',
  'fleet.request': 'Solicite una cotización para su flota',

  'addons.heading': 'Servicios adicionales',
  'addons.intro': 'Agregue cualquiera de estos servicios a su paquete para un resultado aún mejor.',

  'why.heading': 'Por qué elegirnos',

  'reviews.heading': 'Lo que dicen nuestros clientes',
  'reviews.intro': 'Lo que dicen de nosotros conductores y empresas en todo el DMV.',
  'reviews.stars': '{rating} de 5 estrellas',

  'carousel.label': 'Fotos de nuestros trabajos de detallado',
  'carousel.illustrationsLabel': 'Ilustraciones de nuestros trabajos de detallado',
  'carousel.roleDescription': 'carrusel',
  'carousel.slideRoleDescription': 'diapositiva',
  'carousel.previous': 'Diapositiva anterior',
  'carousel.next': 'Diapositiva siguiente',
  'carousel.goTo': 'Ir a la diapositiva {n}',
  'carousel.slideOf': 'Diapositiva {n} de {total}',
  'carousel.image1Alt': 'Ilustración de un sedán recién detallado con un acabado brillante',
  'carousel.image2Alt':
    'Ilustración del interior limpio de un vehículo con los asientos lavados con champú',
  'carousel.image3Alt': 'Ilustración de la pintura de un auto pulida con una pulidora orbital',

  'serviceArea.heading': 'Área de servicio',
  'serviceArea.intro':
    'Llevamos nuestro servicio de detallado móvil a Washington D.C., el norte de Virginia y la zona cercana de Maryland.',
  'serviceArea.mapTitle':
    'Mapa de nuestra área de servicio en la región de D.C., Maryland y Virginia',
  'serviceArea.openMap': 'Abrir el mapa',
  'serviceArea.surrounding': 'y áreas aledañas',

  'faq.heading': 'Preguntas frecuentes',
  'faq.fallback':
    '¿Tiene alguna pregunta? Llámenos o envíenos un mensaje de texto y con gusto le ayudamos.',

  'footer.locations': 'Ubicaciones',
  'footer.servingDmv': 'Al servicio de la región del DMV',
  'footer.services': 'Servicios',
  'footer.terms': 'Términos',
  'footer.privacy': 'Política de privacidad',
  'footer.termsOfService': 'Términos del servicio',
  'footer.contact': 'Contacto',
  'footer.hours': 'Horario',
  'footer.email': 'Correo electrónico',
  'footer.address': 'Dirección',
  'footer.followUs': 'Síganos',
  'footer.socialAria': '{platform} (se abre en una pestaña nueva)',
  'footer.copyright': '© {year} {company}. Todos los derechos reservados.',

  'hours.closed': 'cerrado',

  'payment.cash': 'efectivo',
  'payment.cards': 'tarjetas',
  'payment.checks': 'cheques',

  'legal.contactHeading': 'Preguntas',
  'legal.contactText':
    '¿Tiene preguntas sobre esta página? Llámenos, envíenos un mensaje de texto o escríbanos un correo electrónico:',

  'sticky.label': 'Acciones rápidas',
  'sticky.callNow': 'Llamar ahora',
  'sticky.callAria': 'Llámenos o envíenos un mensaje de texto al {phone}',
  'sticky.book': 'Reservar',

  'language.switch': 'English',
  'language.switchAria': 'English: ver esta página en inglés',
  'language.current': 'Español',
  'language.homeAria': 'English: ir a la página de inicio en inglés',

  'scroll.top': 'Ir al principio de la página',
  'scroll.bottom': 'Ir al final de la página',

  'notFound.metaTitle': 'Página no encontrada | {company}',
  'notFound.title': '¡Uy! Página no encontrada',
  'notFound.home': 'Volver al inicio',
  'notFound.intro': 'La página que busca no existe o se ha movido.',
  'notFound.help': '¿Necesita ayuda? Llámenos o envíenos un mensaje de texto:',
  'booking.title': 'Reservar un servicio',
  'booking.intro':
    'Díganos qué necesita y cuándo. Le confirmamos por teléfono, mensaje de texto o correo electrónico.',
  'booking.close': 'Cerrar',
  'booking.size': 'Tamaño del vehículo',
  'booking.package': 'Paquete',
  'booking.packageUnsure': 'Aún no lo sé',
  'booking.addOns': 'Servicios adicionales',
  'booking.estimate': 'Precio estimado',
  'booking.estimateNone': 'Elija un paquete para ver un precio estimado.',
  'booking.sizeFleet': 'Flota (varios vehículos)',
  'booking.vehicleCount': 'Número de vehículos',
  'booking.fleetCount': 'Flota · {count} vehículos',
  'booking.estimateFleet':
    'Le preparamos una cotización para su flota y se la damos cuando nos comuniquemos con usted.',
  'booking.extraFee': 'cargo adicional',
  'booking.mode': 'Dónde',
  'booking.modeMobile': 'Móvil: vamos a donde esté',
  'booking.modeShop': 'En nuestro taller',
  'booking.website': 'Sitio web',
  'booking.shopAddressLater': 'Le damos la dirección al confirmar',
  'booking.address': 'Dirección del servicio o código postal',
  'booking.outsideArea':
    'Parece estar fuera de nuestra área de servicio habitual. Envíe la solicitud de todos modos: a menudo viajamos un poco más lejos.',
  'booking.window1': 'Fecha y hora preferidas',
  'booking.window2': 'Segunda opción (opcional)',
  'booking.date': 'Fecha',
  'booking.time': 'Hora de inicio (franja de 2 horas)',
  'booking.timeZone': 'Las fechas y horas se indican en la hora del Este (Washington D.C.).',
  'booking.name': 'Nombre',
  'booking.phone': 'Teléfono',
  'booking.email': 'Correo electrónico',
  'booking.contactHint': 'Un número de teléfono o un correo electrónico, para poder responderle.',
  'booking.notes': 'Notas (opcional)',
  'booking.consent':
    'Pueden comunicarse conmigo sobre esta solicitud por teléfono, mensaje de texto o correo electrónico.',
  'booking.privacy': 'Cómo guardamos su solicitud: vea nuestra política de privacidad.',
  'booking.newTab': '(se abre en una pestaña nueva)',
  'booking.submit': 'Enviar solicitud',
  'booking.sending': 'Enviando…',
  'booking.doneTitle': 'Solicitud recibida',
  'booking.done':
    '¡Gracias! Recibimos su solicitud y nos comunicaremos pronto para confirmar la hora.',
  'booking.timeFirst': 'Primero elija una fecha',
  'booking.timeChoose': 'Elija una hora',
  'booking.notesCount': '{count} de {max} caracteres',
  'booking.summaryContact': 'Le respondemos en',
  'booking.summaryWindow1': 'Horario preferido',
  'booking.summaryWindow2': 'Segunda opción',
  'booking.error.date_required': 'Elija una fecha.',
  'booking.error.time_required': 'Elija una hora de inicio.',
  'booking.error.date_too_far': 'Elija una fecha dentro de los próximos 12 meses.',
  'booking.error.day_closed': 'Ese día estamos cerrados. Elija otra fecha.',
  'booking.error.day_full': 'Ya no quedan horarios ese día. Elija otra fecha.',
  'booking.error.contact_required': 'Indique un número de teléfono o un correo electrónico.',
  'booking.error.invalid_phone':
    'Revise el número de teléfono: 10 dígitos con el código de área, como 703 555 0123. Una extensión puede ir en las notas.',
  'booking.error.invalid_email':
    'Revise el correo electrónico: tiene la forma nombre@ejemplo.com, con un punto después de la @.',
  'booking.error.name_required': 'Díganos su nombre.',
  'booking.error.address_required': 'Indique la dirección del servicio o el código postal.',
  'booking.error.date_in_past': 'Esa fecha u hora ya pasó. Elija una posterior.',
  'booking.error.invalid_window': 'Elija una fecha y una hora de inicio dentro de nuestro horario.',
  'booking.error.outside_hours':
    'Esa hora está fuera de nuestro horario de atención. Elija otra hora.',
  'booking.error.notes_too_long': 'Las notas pueden tener hasta 1,000 caracteres.',
  'booking.error.invalid_vehicle_count': 'Indique el número de vehículos, de 2 a 500.',
  'booking.error.consent_required': 'Acepte que nos comuniquemos con usted sobre esta solicitud.',
  'booking.error.rate_limited':
    'Por ahora no podemos recibir más solicitudes en línea. Por favor, llámenos o envíenos un mensaje de texto.',
  'booking.error.invalid_field':
    'Algo en el formulario no está bien. Revíselo e inténtelo de nuevo.',
  'booking.error.network':
    'No se pudo enviar la solicitud. Revise su conexión e inténtelo de nuevo, o llámenos o envíenos un mensaje.',
};
