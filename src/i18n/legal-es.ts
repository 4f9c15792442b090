import type { LegalLinkNames, LegalTexts } from './legal.ts';

/**
 * Spanish texts of the privacy policy and terms of service ("usted"), the same sections as
 * `legalEn`; keep both true to what the site does.
 */
export const legalEs: LegalTexts = {
  privacy: {
    description:
      'Cómo trata su información el sitio web de {company}: sin analítica, sin rastreo y sin cookies para los visitantes.',
    intro:
      'Esta política explica qué guarda sobre usted el sitio web de {company}. En pocas palabras: casi nada, porque el sitio no rastrea a sus visitantes.',
    sections: [
      {
        heading: 'Cuando nos visita',
        paragraphs: [
          'Este sitio web no tiene analítica, publicidad ni scripts de rastreo, y no instala cookies a los visitantes. Nada de lo que usted haga en estas páginas se nos envía, salvo una solicitud de cita que usted decida enviarnos (vea más abajo).',
        ],
      },
      {
        heading: 'Lo que queda en su navegador',
        paragraphs: [
          'Cuando cambia el idioma, su navegador recuerda su elección en su almacenamiento local. Se queda en su dispositivo y nunca se nos envía; al borrar los datos del sitio en su navegador, se elimina.',
        ],
      },
      {
        heading: 'Alojamiento',
        paragraphs: [
          'El sitio está alojado en Netlify. Como cualquier servicio de alojamiento, Netlify recibe los datos técnicos que todo navegador envía al cargar una página, como su dirección IP y el tipo de navegador, y puede guardarlos por poco tiempo en sus registros para operar el servicio y mantenerlo seguro. Nosotros no los usamos para identificarle ni para seguirle.',
        ],
      },
      {
        heading: 'El mapa y los enlaces a otros sitios',
        paragraphs: [
          'El mapa del área de servicio se carga desde {mapHost}. Cuando su navegador lo muestra, ese servicio recibe su dirección IP y puede instalar sus propias cookies, según su propia política de privacidad.',
          'Los enlaces {otherLinks} llevan a sitios que tienen sus propias políticas de privacidad.',
        ],
      },
      {
        heading: 'Cuando se comunica con nosotros',
        paragraphs: [
          'Cuando nos llama, nos envía un mensaje de texto o un correo electrónico, usamos lo que nos dice (como su nombre, su número y su vehículo) solo para responderle y para agendar y prestar el servicio que nos pide.',
          'Si nos escribe por WhatsApp ({whatsapp}), sus mensajes pasan por WhatsApp, un servicio de Meta, con su propia política de privacidad. Los usamos como cualquier otro mensaje.',
        ],
      },
      {
        heading: 'Cuando solicita una reserva',
        paragraphs: [
          'El formulario de reserva guarda lo que usted escribe: el tamaño de su vehículo, el paquete y los servicios adicionales que eligió con el precio estimado que vio, si quiere el servicio móvil o en el taller, su dirección o código postal, sus fechas y horas preferidas, su nombre, teléfono y correo electrónico, sus notas, el idioma de la página y cuándo la envió.',
          'Lo usamos solo para responderle, para agendar y prestar el servicio y para recordar lo que acordamos. Se guarda en Supabase, solo nuestro personal puede leerlo y recibimos un breve resumen como aviso. Para evitar solicitudes repetidas o automáticas, guardamos durante un día una forma codificada (hash) de la dirección de su conexión y de su teléfono o correo electrónico.',
          'Las solicitudes se borran {months} después de su envío. Pídanos por teléfono o correo electrónico que borremos la suya antes si lo desea.',
        ],
      },
      {
        heading: 'Dónde se guarda el contenido del sitio',
        paragraphs: [
          'Los textos, precios e imágenes de este sitio se guardan en Supabase, un servicio de base de datos en la nube, y se incorporan a estas páginas. Aparte de las solicitudes de cita (arriba), allí no se guarda ninguna información sobre los visitantes.',
          'Solo nuestro personal inicia sesión, para editar el sitio. Su cuenta (nombre y correo electrónico) se guarda en Supabase, y su sesión se guarda en el almacenamiento local de su propio navegador.',
        ],
      },
    ],
  },
  terms: {
    description:
      'Los términos para usar el sitio web de {company} y reservar nuestros servicios de detallado móvil y en taller.',
    intro:
      'Estos términos se aplican al sitio web de {company} y a los servicios que describe. Al usar el sitio o reservar un servicio, usted los acepta.',
    sections: [
      {
        heading: 'Nuestros servicios y precios',
        paragraphs: [
          'Los paquetes, servicios adicionales y precios de este sitio describen nuestros servicios habituales. Los precios dependen del tamaño y del estado de su vehículo, y le confirmamos el precio antes de empezar.',
        ],
      },
      {
        heading: 'Reservas',
        paragraphs: [
          'Puede solicitar una reserva con el formulario de este sitio, por teléfono o por mensaje de texto. Una solicitud aún no es una reserva: confirmamos con usted la fecha, la hora y el lugar, y el precio estimado del formulario no es una cotización. Si necesita cambiar la cita, avísenos lo antes posible.',
        ],
      },
      {
        heading: 'Pago',
        paragraphs: ['Aceptamos {methods}.'],
      },
      {
        heading: 'Recubrimiento cerámico',
        paragraphs: [
          'Los recubrimientos cerámicos los cotiza y los aplica nuestro socio certificado; su cotización y sus términos se aplican a ese trabajo.',
        ],
      },
      {
        heading: 'Este sitio web',
        paragraphs: [
          'Mantenemos correcta la información de este sitio, pero puede cambiar sin previo aviso. Los textos y las imágenes pertenecen a {company}; le pedimos no copiarlos sin nuestro permiso.',
          'Los enlaces {allLinks} llevan a sitios que no controlamos, con sus propios términos.',
        ],
      },
    ],
  },
};

/** Spanish names of the sites the page may link to, listed in `{otherLinks}` and `{allLinks}`. */
export const linkNamesEs: LegalLinkNames = {
  partner: 'a nuestro socio de recubrimiento cerámico',
  social: 'a nuestras redes sociales',
  map: 'al mapa',
};
