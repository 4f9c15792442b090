import { describe, expect, it } from 'vitest';
import {
  isFictionalPhone,
  notNeededField,
  notNeededKeys,
  SAMPLE_EMAIL,
  setupTasks,
} from '../../src/lib/data/setup-tasks.ts';
import { siteSettings } from '../../src/seed-content/settings.ts';

const seeded = Object.fromEntries(siteSettings.map((setting) => [setting.key, setting.value]));
const own = {
  phone_number: '(703) 555-2368',
  contact_email: 'owner@shinycars.com',
  ceramic_partner_url: 'https://ceramic-partner.com/quote',
  street_address: '123 Main St, Fairfax, VA 22030',
};

describe('setupTasks', () => {
  it('lists the seed’s sample phone and e-mail and the missing partner page and address', () => {
    const tasks = setupTasks(seeded);
    expect(tasks.map((task) => task.key)).toEqual([
      'phone_number',
      'contact_email',
      'ceramic_partner_url',
      'street_address',
    ]);
    // The seed's phone and e-mail are samples to replace; the partner page and address are missing.
    expect(tasks.map((task) => task.replace)).toEqual([true, true, false, false]);
    expect(tasks.every((task) => task.path === '/admin/settings')).toBe(true);
    // Only what the business may not have at all can be said to be not needed.
    expect(tasks.map((task) => task.optional)).toEqual([false, false, true, true]);
  });

  it('leaves out a missing partner page or address said to be not needed, never a sample', () => {
    const all = ['phone_number', 'contact_email', 'ceramic_partner_url', 'street_address'] as const;
    expect(setupTasks(seeded, '/admin/settings', ['street_address']).map((t) => t.key)).toEqual([
      'phone_number',
      'contact_email',
      'ceramic_partner_url',
    ]);
    expect(setupTasks(seeded, '/admin/settings', all).map((t) => t.key)).toEqual([
      'phone_number',
      'contact_email',
    ]);
    const examplePartner = { ...own, ceramic_partner_url: 'https://example.com/quote' };
    expect(setupTasks(examplePartner, '/admin/settings', all).map((t) => t.key)).toEqual([
      'ceramic_partner_url',
    ]);
  });

  it('is empty once every detail is the owner’s', () => {
    expect(setupTasks(own)).toEqual([]);
  });

  it('drops an item as soon as it is fixed, and flags an example.com partner link', () => {
    expect(setupTasks({ ...seeded, ...own, phone_number: seeded.phone_number }).length).toBe(1);
    expect(
      setupTasks({ ...own, ceramic_partner_url: 'https://www.example.com/ceramic-coating' }).map(
        (task) => task.key,
      ),
    ).toEqual(['ceramic_partner_url']);
    expect(setupTasks({ ...own, ceramic_partner_url: 'https://example.org' })[0]!.replace).toBe(
      true,
    );
  });
});

describe('notNeededKeys', () => {
  it('reads the setup keys a user’s metadata marks as not needed, and nothing else', () => {
    expect(notNeededKeys({ [notNeededField]: ['street_address', 'bogus', 3] })).toEqual([
      'street_address',
    ]);
    expect(notNeededKeys({ [notNeededField]: 'street_address' })).toEqual([]);
    expect(notNeededKeys({ admin_language: 'es' })).toEqual([]);
    expect(notNeededKeys(undefined)).toEqual([]);
  });
});

describe('SAMPLE_EMAIL', () => {
  it('is the contact e-mail the seed writes', () => {
    expect(SAMPLE_EMAIL).toBe(seeded.contact_email);
  });
});

describe('isFictionalPhone', () => {
  it('knows 555-0100 to 555-0199 as fiction and other 555 numbers as real', () => {
    expect(isFictionalPhone('(571) 555-0142')).toBe(true);
    expect(isFictionalPhone('+1 571 555 0199')).toBe(true);
    expect(isFictionalPhone('(703) 555-2368')).toBe(false);
    expect(isFictionalPhone('(571) 555-0200')).toBe(false);
  });
});
