import { measureHeight } from '../../../lib/measure-height.ts';

/**
 * The admin header's ref: keeps its height in --admin-header-height on <html> while it is shown,
 * so the toasts (components/ui/toaster.tsx) can sit below it.
 */
export const measureHeader = measureHeight('--admin-header-height');
