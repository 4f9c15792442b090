import type { SameKeys } from '../namespaces.ts';

export default {
  loadFailed: 'No se pudieron cargar los administradores',
  listTitle: 'Administradores',
  listNote:
    'Cada administrador inicia sesión con su propio correo y contraseña y puede cambiarlo todo aquí, incluida esta lista. Un administrador quitado pierde el acceso en cuanto vuelve a hacer algo en el panel.',
  caption: 'Los administradores, del más antiguo al más reciente',
  email: 'Correo electrónico',
  adminSince: 'Administrador desde',
  lastSignIn: 'Último inicio de sesión',
  actions: 'Acciones',
  you: 'Usted',
  never: 'Nunca',
  remove: 'Quitar',
  removeWho: 'Quitar a {email}',
  removeQuestion: '¿Quitar a este administrador?',
  removeSelfQuestion: '¿Quitar su propio acceso?',
  removeSelfNote:
    'Ya no podrá abrir el panel ni cambiar el sitio. Su cuenta se conserva; otro administrador puede volver a agregarle.',
  removeOtherNote:
    '{email} ya no podrá abrir el panel ni cambiar el sitio. Su cuenta se conserva; puede volver a agregarle.',
  removeConfirm: 'Quitar administrador',
  removeSelfConfirm: 'Quitar mi acceso',
  removed: 'Administrador quitado',
  removedNote: '{email} ya no es administrador.',
  removeFailed: 'No se pudo quitar al administrador',
  addFailed: 'No se pudo agregar al administrador',
  addTitle: 'Agregar un administrador',
  addNote:
    'Esa persona se registra primero en {url} con su propio correo y contraseña; después escriba ese correo aquí.',
  signUpAddress: 'Dirección para registrarse',
  copy: 'Copiar',
  share: 'Compartir',
  copied: 'Copiado',
  copiedNote: 'Péguela en un mensaje para el nuevo administrador.',
  copyFailed: 'No se pudo copiar',
  copyByHand: 'La dirección quedó seleccionada: cópiela desde ahí.',
  shareTitle: 'Regístrese para el panel',
  shareText:
    'Regístrese aquí para el panel del sitio, con su propio correo y contraseña, y luego dígame ese correo.',
  add: 'Agregar administrador',
  adding: 'Agregando...',
  added: 'Administrador agregado',
  addedNote: '{email} ya puede iniciar sesión en el panel.',
  'refusal.no_such_account':
    'Ninguna cuenta usa este correo. Pídale que se registre primero en {url} y después agregue su correo aquí.',
  'refusal.email_not_confirmed':
    'Esta cuenta aún no ha confirmado su correo. Pídale que lo confirme y vuelva a agregarla.',
  'refusal.already_admin': 'Esta cuenta ya es de un administrador.',
  'refusal.not_an_admin': 'Esta cuenta ya no es de un administrador.',
  'refusal.last_admin': 'Es el último administrador. Agregue otro antes de quitar este.',
} satisfies SameKeys<'admins'>;
