import type { SameKeys } from '../namespaces.ts';

export default {
  hero: 'El titular, el texto y los botones de la parte superior de la página principal, en cada idioma.',
  packages:
    'Los paquetes de detallado con sus precios según el tamaño del vehículo y sus características.',
  services: 'Los servicios adicionales que se ofrecen con un paquete, con sus precios e iconos.',
  about: 'Las tarjetas que cuentan a los visitantes quién es usted y cómo trabaja.',
  testimonials: 'Las reseñas de clientes que se muestran en la página principal.',
  faqs: 'Las preguntas y respuestas al final de la página principal, en cada idioma.',
  bookings: 'Las solicitudes de cita enviadas desde la página principal, las más nuevas primero.',
  social: 'Los perfiles de redes sociales enlazados desde el pie de página.',
  images: 'Suba, describa y organice las imágenes que se usan en todo el sitio.',
  settings:
    'Los datos de contacto del sitio público, el aviso, el horario, los enlaces, las zonas de servicio y la publicación.',
  expenses:
    'Los gastos recurrentes del sitio web y del software y los servicios del negocio: hospedaje, dominio, correo electrónico, suscripciones. Los pagos únicos aparecen en la lista, pero no se suman a los totales.',
  admins:
    'Quién puede iniciar sesión aquí y cambiar el sitio: agregue a alguien por el correo con el que se registró.',
} satisfies SameKeys<'pages'>;
