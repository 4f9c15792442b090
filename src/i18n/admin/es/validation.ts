import type { SameKeys } from '../namespaces.ts';

export default {
  fieldSentence: 'Este campo {message}.',

  'is required': 'es obligatorio',
  'must be a whole number': 'debe ser un número entero',
  'must be an http(s) URL': 'debe ser una dirección http(s)',
  'must be a web address, such as www.example.com':
    'debe ser una dirección web, como www.ejemplo.com',
  'is a handle: paste the whole link to the profile page':
    'es un nombre de usuario: pegue el enlace completo a la página del perfil',
  'must be an amount in dollars from 1 to 99999, such as 195 or 19.50':
    'debe ser un monto en dólares de 1 a 99999, como 195 o 19.50 (también con coma decimal: 19,50)',
  'must be an amount from 1 to 99999 (40), a range from low to high (45-60) or words without numbers':
    'debe ser un monto de 1 a 99999 (40), un rango de menor a mayor (45-60) o palabras sin números',
  'needs at least one feature': 'necesita al menos una característica',
  'must be 1 to 5': 'debe ser de 1 a 5',
  'must be an amount like 12.50: not negative, at most 10 digits before the point and 2 after':
    'debe ser un monto como 12.50 (también con coma decimal: 12,50): no negativo, con 10 cifras como máximo antes de los decimales y 2 decimales',
  'must be a whole number of seconds from 1 to 3600, e.g. 120':
    'debe ser un número entero de segundos entre 1 y 3600, por ejemplo 120',
  'must be a whole number of deploys from 0 to 10000, e.g. 15':
    'debe ser un número entero de despliegues entre 0 y 10000, por ejemplo 15',
  'Invalid input: expected number, received NaN': 'Escriba un número.',

  'must be a US phone number like (703) 555-0100':
    'debe ser un número de teléfono de EE. UU., como (703) 555-0100',
  'must be an e-mail address like name@example.com':
    'debe ser un correo electrónico, como nombre@example.com',
  'must be written as street, city, state and ZIP code, with a comma after the street, e.g. 4200 Lee Hwy, Arlington, VA 22207':
    'debe escribirse como calle, ciudad, estado y código postal, con una coma después de la calle, por ejemplo 4200 Lee Hwy, Arlington, VA 22207',
  'must be an embeddable map link: in Google Maps use Share → Embed a map → Copy HTML and paste it here, or an OpenStreetMap export (…/export/embed.html?…)':
    'debe ser un enlace de mapa para insertar: en Google Maps use Compartir → Insertar un mapa → Copiar HTML y péguelo aquí, o una exportación de OpenStreetMap (…/export/embed.html?…)',
  'must be a whole number of months from 1 to 120, e.g. 24':
    'debe ser un número entero de meses entre 1 y 120, por ejemplo 24',
  'is not valid JSON': 'no es un JSON válido',
  'must be a 24-hour time HH:MM': 'debe ser una hora en formato de 24 horas HH:MM',
  'needs at least one day': 'necesita al menos un día',
  'lists a day twice': 'incluye un día dos veces',
  'must be later than opens (overnight hours are not supported)':
    'debe ser posterior a la hora de apertura (no se admiten horarios que pasen la medianoche)',
  'needs at least one opening interval': 'necesita al menos un horario de apertura',
  'has too many opening times ({max} at most)': 'tiene demasiados horarios ({max} como máximo)',
  'has overlapping intervals on {day}': 'tiene horarios que se superponen el {day}',
  'day.mo': 'lunes',
  'day.tu': 'martes',
  'day.we': 'miércoles',
  'day.th': 'jueves',
  'day.fr': 'viernes',
  'day.sa': 'sábado',
  'day.su': 'domingo',
  'needs at least one payment method': 'necesita al menos una forma de pago',
  'lists a method twice': 'incluye una forma de pago dos veces',
  'is too long ({max} characters at most)': 'es demasiado largo ({max} caracteres como máximo)',
  'has too many towns ({max} at most)': 'tiene demasiadas ciudades ({max} como máximo)',
  'needs at least one area': 'necesita al menos una zona',
  'has too many areas ({max} at most)': 'tiene demasiadas zonas ({max} como máximo)',

  'The site has no icon of that name. Choose a picture above, or type a Lucide icon name (lucide.dev/icons), such as fuel.':
    'El sitio no tiene ningún icono con ese nombre. Elija una imagen de arriba o escriba un nombre de icono de Lucide (lucide.dev/icons), como fuel.',
  'The site has no icon of that name. Use facebook, instagram, youtube, x, twitter, tiktok or globe.':
    'El sitio no tiene ningún icono con ese nombre. Use facebook, instagram, youtube, x, twitter, tiktok o globe.',
  'The icon list could not be loaded to check this name. Check your connection.':
    'No se pudo cargar la lista de iconos para comprobar este nombre. Revise su conexión.',
  'An amount in dollars, such as 40 or 19.50. For words, switch on "Worded per language".':
    'Un monto en dólares, como 40 o 19.50 (también con coma decimal: 19,50). Para un precio en palabras, active «Precio en palabras por idioma».',
  'For a range, type the lower amount here and the higher one in "Up to".':
    'Para un rango, escriba aquí el monto menor y el mayor en «Hasta».',
  'A range runs from the lower amount to a higher one, such as 45 to 60.':
    'Un rango va del monto menor a uno mayor, como de 45 a 60.',
  'Wording has no numbers; for an amount, switch off "Worded per language".':
    'Un precio en palabras no lleva números; para un monto, desactive «Precio en palabras por idioma».',
  'is the file name: describe what the photo shows':
    'es el nombre del archivo: describa lo que muestra la foto',
} satisfies SameKeys<'validation'>;
