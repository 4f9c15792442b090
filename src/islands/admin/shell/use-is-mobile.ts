import { mediaQueryHook } from '../../../lib/media-query-hook.ts';

/**
 * Narrower than 768 px (docs/product.md#business-facts): the sidebar becomes an off-canvas sheet.
 */
export const useIsMobile = mediaQueryHook('(max-width: 767.98px)');

/**
 * Narrower than 1280 px: beside the sidebar, a table of records (bookings, expenses) would need
 * more room than it has, and its last columns (View, Edit, Delete) would hide past the edge; the
 * pages show such records as a list instead (docs/product.md#admin-shell).
 */
export const useRecordsAsList = mediaQueryHook('(max-width: 1279.98px)');
