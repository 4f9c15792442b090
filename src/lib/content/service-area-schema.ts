import { z } from '../zod.ts';
import { NAME_MAX, tooLong } from '../schemas/text-length.ts';
import { jsonSetting } from './json-setting.ts';

/*
 * The rules of the `service_area` setting, apart from the list and its helpers in service-area.ts
 * so that what only reads the list (the admin's first view among them) does not load zod.
 */

const placeName = z.string().trim().min(1, 'is required').max(NAME_MAX, tooLong(NAME_MAX));

/** The areas served, in the order the site lists them, each with its towns. */
export const serviceAreaSchema = z
  .array(
    z.object({
      en: placeName,
      es: placeName,
      towns: z.array(placeName).max(100, 'has too many towns (100 at most)'),
    }),
  )
  .min(1, 'needs at least one area')
  .max(20, 'has too many areas (20 at most)');

/** The `service_area` setting: its JSON text parsed and validated (to a `ServiceArea`). */
export const serviceAreaSettingSchema = jsonSetting(serviceAreaSchema);
