import type { SameKeys } from '../namespaces.ts';

export default {
  editTitle: 'Editar la portada (ES / EN)',
  dialogDescription: 'La foto es la misma en ambos idiomas; los textos se escriben en cada idioma.',
  empty: 'Todavía no hay portada: edite un idioma para escribirla.',
  title: 'Título',
  subtitle: 'Subtítulo',
  description: 'Descripción',
  mainButtonText: 'Texto del botón principal',
  secondButtonText: 'Texto del segundo botón',
  backgroundImage: 'Imagen de fondo',
  cardEn: 'Portada en inglés',
  cardEs: 'Portada en español',
  edit: 'Editar',
  editLabel: 'Editar la portada ({code})',
  mainButton: 'Botón principal',
  secondButton: 'Segundo botón',
  missingEn: 'Todavía no hay portada en inglés: edítela para copiar la del otro idioma.',
  missingEs: 'Todavía no hay portada en español: edítela para copiar la del otro idioma.',
} satisfies SameKeys<'hero'>;
