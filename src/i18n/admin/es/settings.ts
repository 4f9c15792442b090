import type { SameKeys } from '../namespaces.ts';

export default {
  cardTitle: 'Configuración del sitio público',
  cardIntro:
    'Los datos de contacto, el aviso, el horario y los enlaces que muestra la página principal en los dos idiomas, y cuánto tiempo se guardan las solicitudes de cita, como indica la página de privacidad.',
  edit: 'Editar configuración',
  loading: 'Cargando la configuración...',
  empty: 'No se encontró la configuración.',
  notSet: 'Sin definir',
  unreadable: 'No se puede leer: edítelo para definirlo de nuevo',
  hoursEnglish: 'Horario (inglés)',
  hoursSpanish: 'Horario (español)',

  dialogIntro:
    'La configuración guardada se publica con la próxima publicación: el estado en el encabezado indica cuándo.',
  groupContact: 'Empresa y contacto',
  companyNameField: 'Nombre de la empresa',
  phoneField: 'Teléfono',
  phoneHint: 'Todos los enlaces para llamar y enviar mensajes, el pie de página y la barra fija.',
  whatsappField: 'Número de WhatsApp (opcional)',
  whatsappHint: 'Si lo indica, se agrega un enlace de WhatsApp junto a llamar y mensaje.',
  emailField: 'Correo de contacto',
  addressField: 'Dirección del taller (opcional)',
  addressHint:
    'Se muestra en el pie de página y a los buscadores, por ejemplo 4200 Lee Hwy, Arlington, VA 22207.',
  groupLinks: 'Enlaces',
  partnerField: 'Página del socio de recubrimiento cerámico (opcional)',
  partnerHint:
    'Si la indica, la sección de recubrimiento cerámico enlaza a ella («Pedir una cotización»); si no, ofrece una llamada.',
  mapField: 'Mapa de la zona de servicio (enlace para insertar)',
  mapHint: 'Google Maps: Compartir → Insertar un mapa → Copiar HTML, y péguelo aquí.',
  groupBookings: 'Citas',
  retentionField: 'Guardar las solicitudes de cita durante (meses)',
  retentionHint:
    'La página de privacidad indica este período; las solicitudes más antiguas se pueden eliminar en la página Citas. De 1 a 120; 24 de forma predeterminada.',
  groupBanner: 'Mensaje del aviso superior',
  english: 'Inglés',
  spanish: 'Español',
  paymentField: 'Formas de pago aceptadas',

  hoursIntro:
    'Una fila por horario, con los días en que se aplica. Los días que no están en ninguna fila se muestran como cerrados.',
  openingTime: 'Horario {number}',
  removeOpeningTime: 'Quitar el horario {number}',
  addOpeningTime: 'Agregar horario',
  days: 'Días',
  opens: 'Abre',
  closes: 'Cierra',
  footerEnglish: 'Pie de página en inglés',
  footerSpanish: 'Pie de página en español',
  hoursIncomplete: 'Corrija el horario para verlo.',
  faqReminderBefore:
    'Puede que sus respuestas de preguntas frecuentes mencionen su horario, y no cambian con esta configuración: revíselas en',
  faqReminderPayments:
    'Puede que sus respuestas de preguntas frecuentes mencionen sus formas de pago, y no cambian con esta configuración: revíselas en',
  faqLink: 'Preguntas frecuentes',
  // «Formas de pago» se restauró…: the name, quoted, is one thing whatever its number.
  restoredSetting: '«{names}»',
  // Feminine: the editors' notice says 'fue modificada' of it.
  clashedSetting: 'La configuración de {names}',
  clashedSettings: 'La configuración de {names}',

  areasIntro:
    'Se muestran en el pie de página y en la sección «Área de servicio», y el formulario de citas las usa para decirle al visitante si está dentro de la zona. Los nombres de las ciudades son iguales en los dos idiomas; una zona sin ciudades es una ciudad (Washington DC).',
  area: 'Zona {number}',
  removeArea: 'Quitar la zona {number}',
  addArea: 'Agregar zona',
  areaEnglish: 'Zona (inglés)',
  areaSpanish: 'Zona (español)',
  towns: 'Ciudades',
  townsHint: 'Una ciudad por línea, o separadas por comas.',

  publishing: 'Publicación',
  publishingPlain:
    'Un despliegue es una actualización del sitio público en Netlify, la empresa que lo aloja; los créditos son la unidad con la que Netlify mide sus planes.',
  publishingIntro:
    'Cada publicación es un despliegue de producción en Netlify, que cuesta {credits} créditos en todos los planes: los 300 créditos al mes del plan Free alcanzan para 20 despliegues como máximo, y el sitio deja de estar en línea cuando se acaban; Personal tiene 1,000 y Pro 5,000. El ancho de banda y las visitas usan los mismos créditos, así que mantenga el presupuesto en unas tres cuartas partes de su plan (15 en Free, 50 en Personal, 250 en Pro).',
  editPublishing: 'Editar la configuración de publicación',
  publishingLoading: 'Cargando la configuración de publicación...',
  publishingEmpty: 'No se encontró la configuración de publicación.',
  publishingDialogIntro:
    'Los cambios se aplican al próximo despliegue. «{publishNow}» en el encabezado nunca se retiene.',
  quietPeriod: 'Período de espera',
  quietPeriodNote:
    'Tras una actualización, cuánto espera el sitio a que usted haga una pausa en sus ediciones antes de volver a actualizarse, para que una serie de ediciones se publique junta.',
  budget: 'Presupuesto mensual de despliegues',
  'budgetDeploys.one': '{count} despliegue',
  'budgetDeploys.other': '{count} despliegues',
  budgetNote:
    'Cuántas veces al mes puede actualizarse el sitio por sí solo; cada actualización cuesta créditos de Netlify.',
  deploysThisMonth: 'Despliegues este mes',
  deploysOf: '{count} de {budget}',
  quietField: 'Período de espera (segundos)',
  quietHint:
    'Un cambio guardado poco después de una actualización del sitio (un despliegue) espera hasta que pase este tiempo sin cambios, para que una serie de ediciones se publique en una sola actualización. 120 (2 minutos) es un buen comienzo.',
  budgetField: 'Presupuesto mensual de despliegues',
  budgetHint:
    'Al llegar a esta cantidad de despliegues en un mes, la publicación automática se pausa hasta el mes siguiente; «{publishNow}» sigue funcionando.',

  expensesTitle: 'Control de gastos',
  expensesMovedBefore: 'El control de gastos tiene su propia página:',
  expensesLink: 'abrir Gastos',
  expensesMovedAfter: '(también en la barra lateral, en Configuración).',
} satisfies SameKeys<'settings'>;
