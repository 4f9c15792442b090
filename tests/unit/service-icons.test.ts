import { describe, expect, it } from 'vitest';
import { fallbackIconName } from '../../src/lib/content/icon-name.ts';
import { lucideIconName } from '../../src/lib/content/icons.ts';
import {
  serviceIcon,
  serviceIconLabel,
  serviceIcons,
} from '../../src/islands/admin/services/service-icons.ts';
import { additionalServices } from '../../src/seed-content/add-ons.ts';
import servicesEn from '../../src/i18n/admin/en/services.ts';
import servicesEs from '../../src/i18n/admin/es/services.ts';

describe('the Services editor’s icon grid', () => {
  it('offers every icon the seed’s add-ons use', () => {
    for (const { icon_name } of additionalServices) {
      expect(serviceIcon(icon_name), icon_name).toBe(icon_name);
    }
  });

  it('offers only icons the site draws, each once, named in English and Spanish', () => {
    expect(new Set(serviceIcons).size).toBe(serviceIcons.length);
    expect(serviceIcons.length).toBeGreaterThanOrEqual(12);
    expect(serviceIcons.length).toBeLessThanOrEqual(20);
    for (const icon of serviceIcons) {
      expect(lucideIconName(icon), icon).toBe(icon);
      expect(servicesEn[`icon.${icon}`], icon).toBeTruthy();
      expect(servicesEs[`icon.${icon}`], icon).toBeTruthy();
    }
  });

  it('has the icon the site draws for a name it has not, which a new service starts with', () => {
    expect(serviceIcon(fallbackIconName)).toBe(fallbackIconName);
  });

  it('names a stored icon as the grid does, and no other', () => {
    const t = (key: `icon.${string}`) => servicesEs[key as keyof typeof servicesEs];
    expect(serviceIconLabel('spray-can', t)).toBe('Aerosol');
    expect(serviceIconLabel('Lightbulb', t)).toBe('Bombilla');
    expect(serviceIconLabel('fuel', t)).toBeUndefined();
  });

  it('finds a stored name as the site reads it, and no icon for any other', () => {
    expect(serviceIcon('spray-can')).toBe('SprayCan');
    expect(serviceIcon(' disc-3 ')).toBe('Disc3');
    expect(serviceIcon('sparkles')).toBe('Sparkles');
    for (const name of ['fuel', '', 'no-such-icon', 'constructor']) {
      expect(serviceIcon(name), name).toBeUndefined();
    }
  });
});
