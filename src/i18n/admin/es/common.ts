import type { SameKeys } from '../namespaces.ts';

export default {
  loading: 'Cargando...',
  save: 'Guardar cambios',
  cancel: 'Cancelar',
  close: 'Cerrar',
  language: 'Idioma',
  english: 'Inglés',
  spanish: 'Español',
} satisfies SameKeys<'common'>;
