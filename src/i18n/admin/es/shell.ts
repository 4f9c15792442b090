import type { SameKeys } from '../namespaces.ts';

export default {
  'nav.overview': 'Resumen',
  'nav.hero': 'Portada',
  'nav.packages': 'Paquetes de servicio',
  'nav.services': 'Servicios adicionales',
  'nav.about': 'Sobre nosotros',
  'nav.testimonials': 'Testimonios',
  'nav.faqs': 'Preguntas frecuentes',
  'nav.bookings': 'Citas',
  'nav.social': 'Redes sociales',
  'nav.images': 'Biblioteca de imágenes',
  'nav.settings': 'Configuración del sitio',
  'nav.admins': 'Administradores',
  'nav.expenses': 'Gastos',
  'group.content': 'Contenido',
  'group.configuration': 'Configuración',
  sidebar: 'Barra lateral',
  sections: 'Secciones del panel',
  newBookingsOne: '(1 nueva)',
  newBookingsMany: '({count} nuevas)',
  skipToContent: 'Saltar al contenido',
  title: 'Administración',
  subtitle: 'Sistema de gestión de contenidos',
  toggleSidebar: 'Mostrar u ocultar la barra lateral',
  viewSite: 'Ver sitio',
  switchLanguage: 'Mostrar el panel en inglés',
  languageNotSaved: 'No se pudo guardar el idioma en su cuenta',
  languageNotSwitched: 'No se pudo cambiar el idioma',
  languageNotSwitchedWhy:
    'No se pudieron descargar sus textos: puede que se haya perdido la conexión. Revise su conexión e inténtelo de nuevo.',
  accountMenu: 'Menú de la cuenta',
  signedInAs: 'Sesión iniciada como',
  changePassword: 'Cambiar contraseña',
  changePasswordNote:
    'Al guardar la nueva contraseña, se cerrará la sesión en sus otros dispositivos.',
  currentPassword: 'Contraseña actual',
  wrongCurrentPassword: 'La contraseña actual no es correcta',
  samePassword: 'Elija una contraseña distinta de la actual',
  passwordChanged: 'Contraseña cambiada.',
  passwordNotChanged: 'No se pudo cambiar la contraseña',
  signOut: 'Cerrar sesión',
  signingOut: 'Cerrando sesión...',
  sessionEnded: 'Su sesión ha terminado',
  sessionEndedNote:
    'Sus cambios sin guardar se conservan. Vuelva a iniciar sesión para guardarlos.',
  signIn: 'Iniciar sesión',
  signInAgain: 'Inicie sesión para guardar sus cambios',
  signInAgainNote:
    'Su sesión ha terminado. Sus cambios sin guardar se conservan: vuelva a iniciar sesión aquí y después guarde.',
  wrongSignIn: 'El correo o la contraseña no son correctos',
  notAnAdmin: 'Esta cuenta no es de administrador. Inicie sesión con una cuenta de administrador.',
  signedInAgain: 'Sesión iniciada de nuevo. Ya puede guardar.',
  menuTitle: 'Menú del panel',
  closeMenu: 'Cerrar menú',
  notFound: 'Página no encontrada',
  notFoundNote:
    'No hay ninguna página del panel en esta dirección. Elija una página en la barra lateral.',
  backToDashboard: 'Volver al panel',
  pageFailed: 'No fue posible cargar esta página',
  pageFailedNote:
    'Es posible que se haya perdido la conexión o que el panel se haya actualizado desde que abrió esta pestaña. Si al reintentar no se carga, vuelva a cargar la página.',
  'status.checking': 'Comprobando…',
  'status.live': 'Su último cambio está publicado',
  'status.publishing': 'Publicando su cambio…',
  'status.paused': 'Publicación en pausa: se alcanzó el límite mensual de despliegues',
  'status.delayed': 'Publicación retrasada',
  'status.unknown': 'Estado desconocido',
  'status.soon': 'Los cambios se publicarán en breve',
  'status.countdown': 'Los cambios se publicarán en',
  'status.at': 'a las {time}',
  'status.behind': 'Pendiente desde las {time}.',
  'details.live': 'El sitio público muestra su último cambio guardado.',
  'details.publishing':
    'El sitio público se está actualizando con sus cambios. Suele tardar uno o dos minutos.',
  'details.scheduled':
    'Retrasada por el período de espera: después de una actualización, el sitio espera a que pase un rato sin cambios guardados, para que una serie de ediciones se publique junta en una sola actualización. Sus cambios se publicarán a las {time}.',
  'details.scheduledAction':
    'Para publicarlos de inmediato, use {publishNow}. El período de espera se configura en Configuración del sitio → Publicación.',
  'details.paused':
    'En pausa por el límite mensual de despliegues: {deploys} este mes, con un límite de {budget}, así que sus cambios están guardados, pero no se publicarán por sí solos hasta el mes que viene.',
  'details.deploys.one': '{count} despliegue',
  'details.deploys.other': '{count} despliegues',
  'details.pausedZero':
    'En pausa por el límite mensual de despliegues: es 0, así que nada se publica por sí solo; sus cambios están guardados.',
  'details.pausedAction':
    'Aumente el límite en Configuración del sitio → Publicación, o use {publishNow}.',
  'details.failed': 'Retrasada porque falló la última actualización del sitio público.',
  'details.delayed':
    'Retrasada: el sitio público debía haberse actualizado hace más de 3 minutos. Puede que haya fallado la solicitud a su proveedor de alojamiento o la actualización misma.',
  'details.delayedAction':
    'Sus cambios están guardados y, mientras tanto, el sitio público muestra la versión anterior. Use {publishNow} para intentarlo de nuevo.',
  'details.unknown':
    'No fue posible leer el estado de la publicación (puede que se haya perdido la conexión). Se volverá a leer en unos segundos.',
  'details.technical': 'Detalle técnico: {detail}',
  'failure.unknown':
    'Este panel no reconoce el motivo; el detalle técnico de abajo puede servirle a su desarrollador.',
  'failure.stopped':
    'La actualización se detuvo antes de terminar (puede que el equipo que genera el sitio se haya quedado sin memoria o haya fallado).',
  'failure.contentInvalid':
    'Parte del contenido guardado no tiene una forma que el sitio público pueda usar. Su desarrollador puede ver de qué entrada se trata en el registro de la actualización.',
  'failure.heroMissing':
    'El sitio público no tiene ninguna portada activa en uno de sus idiomas. Active una en Portada; al guardarla, se vuelve a publicar.',
  'failure.contentUnreadable':
    'La actualización no pudo leer su contenido de la base de datos (no se pudo conectar con ella o rechazó la solicitud).',
  'failure.photosUnreachable':
    'La actualización no pudo obtener las fotos del almacenamiento de imágenes (no se pudo conectar con él).',
  'failure.hookNotCalled':
    'La base de datos no pudo enviar a su proveedor de alojamiento la solicitud de actualizar el sitio: no tiene disponible su función de solicitudes web (pg_net). Pida a su desarrollador que revise la configuración de publicación.',
  'failure.hookRefused':
    'Su proveedor de alojamiento rechazó la solicitud de actualizar el sitio: puede que su dirección en la configuración de publicación sea incorrecta o se haya eliminado. Pida a su desarrollador que la revise.',
  'failure.hookTimedOut':
    'Su proveedor de alojamiento no respondió a tiempo a la solicitud de actualizar el sitio.',
  'failure.hookUnreachable':
    'No se pudo conectar con su proveedor de alojamiento para pedirle que actualice el sitio.',
  'failure.jobNotRunning':
    'La tarea programada de publicación no se está ejecutando, así que los cambios no se publican solos. Use {publishNow} y pida a su desarrollador que active la tarea.',
  'short.checking': 'Comprobando…',
  'short.live': 'Publicado',
  'short.publishing': 'Publicando…',
  'short.paused': 'En pausa',
  'short.delayed': 'Con retraso',
  'short.unknown': 'Desconocido',
  'short.soon': 'En breve',
  'short.countdown': 'En {time}',
  publishDetails: 'Detalles de la publicación',
  revisions:
    'Cada guardado lleva un número. El sitio público muestra el cambio {site}; su último cambio guardado es el {database}.',
  publishNow: 'Publicar ahora',
  publishNowShort: 'Publicar',
  publishing: 'Publicando…',
  publishStarted: 'Publicando sus últimos cambios…',
  publishFailed: 'No se pudo publicar',
  unreachable: 'No se pudo conectar con el servidor. Revise su conexión e inténtelo de nuevo.',
  overBudgetTitle: '¿Publicar por encima del límite mensual de despliegues?',
  'overBudgetUsed.zero':
    'Su límite mensual de despliegues es 0, así que este mes nada se publica por sí solo.',
  'overBudgetUsed.one': 'Ya se usó el único despliegue de este mes.',
  'overBudgetUsed.other': 'Ya se usaron los {budget} despliegues de este mes.',
  overBudgetText:
    'Si publica ahora, este será el despliegue número {next} de este mes, que cuesta {credits} créditos de Netlify por encima de su límite. Los créditos son lo que su plan de alojamiento en Netlify incluye cada mes; en el plan gratuito, sus 300 créditos son un límite estricto: cuando se agotan, el sitio deja de estar en línea.',
  overBudgetConfirm: 'Publicar ahora ({credits} créditos)',
} satisfies SameKeys<'shell'>;
