import { describe, expect, it } from 'vitest';
import {
  isFictionalPhone,
  isSampleSocialLink,
  notNeededField,
  notNeededKeys,
  SAMPLE_EMAIL,
  setupTasks,
  type SetupValues,
} from '../../src/lib/data/setup-tasks.ts';
import { siteSettings } from '../../src/seed-content/settings.ts';
import { socialLinks } from '../../src/seed-content/social.ts';

const seeded: SetupValues = {
  ...Object.fromEntries(siteSettings.map((setting) => [setting.key, setting.value])),
  social_links: socialLinks.filter((link) => link.is_active).map((link) => link.url),
};
const own = {
  phone_number: '(703) 555-2368',
  contact_email: 'owner@shinycars.com',
  ceramic_partner_url: 'https://ceramic-partner.com/quote',
  street_address: '123 Main St, Fairfax, VA 22030',
  social_links: ['https://www.instagram.com/shinycars_va', 'https://www.tiktok.com/@shinycars'],
};

describe('setupTasks', () => {
  it('lists the seed’s sample phone, e-mail and social links and the missing partner page and address', () => {
    const tasks = setupTasks(seeded);
    expect(tasks.map((task) => task.key)).toEqual([
      'phone_number',
      'contact_email',
      'social_links',
      'ceramic_partner_url',
      'street_address',
    ]);
    // The seed's phone, e-mail and social links are samples to replace; the partner page and
    // address are missing.
    expect(tasks.map((task) => task.replace)).toEqual([true, true, true, false, false]);
    expect(tasks.map((task) => task.path)).toEqual([
      '/admin/settings',
      '/admin/settings',
      '/admin/social',
      '/admin/settings',
      '/admin/settings',
    ]);
    // Only what the business may not have at all can be said to be not needed.
    expect(tasks.map((task) => task.optional)).toEqual([false, false, false, true, true]);
    // The item names the sample it replaces, where it is one value.
    expect(tasks.map((task) => task.value)).toEqual([
      seeded.phone_number,
      seeded.contact_email,
      '',
      '',
      '',
    ]);
  });

  it('lists the social links while any active one is a sample, not once each is replaced, switched off or deleted', () => {
    const [facebook, instagram] = socialLinks.map((link) => link.url);
    const social = (links: string[]) =>
      setupTasks({ ...own, social_links: links }).map((task) => task.key);
    expect(social([facebook!, instagram!])).toEqual(['social_links']);
    // One replaced, the other still the seed's.
    expect(social(['https://www.facebook.com/shinycars', instagram!])).toEqual(['social_links']);
    // Both replaced; or the sample switched off (only active links are read), or deleted.
    expect(
      social(['https://www.facebook.com/shinycars', 'https://instagram.com/shinycars']),
    ).toEqual([]);
    expect(social(['https://www.facebook.com/shinycars'])).toEqual([]);
    expect(social([])).toEqual([]);
    expect(setupTasks({ ...own, social_links: undefined })).toEqual([]);
    // 'Not needed' is for missing details: it never hides a sample.
    expect(
      setupTasks({ ...own, social_links: [facebook!] }, '/admin/settings', ['social_links']).length,
    ).toBe(1);
  });

  it('leaves out a missing partner page or address said to be not needed, never a sample', () => {
    const all = [
      'phone_number',
      'contact_email',
      'social_links',
      'ceramic_partner_url',
      'street_address',
    ] as const;
    expect(setupTasks(seeded, '/admin/settings', ['street_address']).map((t) => t.key)).toEqual([
      'phone_number',
      'contact_email',
      'social_links',
      'ceramic_partner_url',
    ]);
    expect(setupTasks(seeded, '/admin/settings', all).map((t) => t.key)).toEqual([
      'phone_number',
      'contact_email',
      'social_links',
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

describe('isSampleSocialLink', () => {
  it('knows every link the seed writes, on any network, and example.com links, as samples', () => {
    expect(socialLinks.length).toBeGreaterThan(0);
    for (const link of socialLinks) expect(isSampleSocialLink(link.url), link.url).toBe(true);
    for (const url of [
      'https://www.tiktok.com/@dmvmobiledetailing',
      'http://youtube.com/@DMVMobileDetailing/',
      'https://x.com/dmvmobiledetailing?lang=en',
      'https://www.example.com/our-page',
    ])
      expect(isSampleSocialLink(url), url).toBe(true);
  });

  it('leaves the owner’s own pages alone, even with a similar name', () => {
    for (const url of [
      'https://www.facebook.com/dmvmobiledetailingva',
      'https://www.instagram.com/shinycars',
      'https://dmvmobiledetailing.com/',
      'https://www.facebook.com/groups/dmvmobiledetailing',
    ])
      expect(isSampleSocialLink(url), url).toBe(false);
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
