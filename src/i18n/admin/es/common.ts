import type { SameKeys } from '../namespaces.ts';

export default {
  loading: 'Cargando...',
  saving: 'Guardando...',
  save: 'Guardar cambios',
  cancel: 'Cancelar',
  close: 'Cerrar',
  language: 'Idioma',
  english: 'Inglés',
  spanish: 'Español',
  notAvailable: 'No disponible',
  quoted: '«{name}»',
  loadFailed:
    'No fue posible cargar {what}: {message}. Vuelva a cargar la página para intentarlo de nuevo.',
  'what.counts': 'los números',
  'what.list': 'la lista',
  'what.images': 'las imágenes',
  'what.admins': 'los administradores',
  'what.requests': 'las solicitudes',
  'what.history': 'el historial',
  unreachable: 'no se pudo conectar con el servidor (revise su conexión)',
  notifications: 'Notificaciones',
  closeToast: 'Cerrar aviso',
  partFailed:
    'No fue posible cargar esta parte: es posible que se haya perdido la conexión o que el panel se haya actualizado.',
  retry: 'Reintentar',
} satisfies SameKeys<'common'>;
