/**
 * `text` as a comparison that ignores case and accents reads it: lowercased, its accents dropped
 * ('María' reads 'maria', 'Peña' 'pena').
 */
export const foldedCase = (text: string): string =>
  text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
