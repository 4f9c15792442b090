import { expect, test } from './support/test.ts';
import { aboutIconName } from '../../src/components/landing/about-icons.ts';
import { sectionIds, specSections } from '../../src/components/landing/section-ids.ts';
import { localePath, t } from '../../src/i18n/index.ts';
import { openingHoursText } from '../../src/lib/content/format-hours.ts';
import { formatPrice } from '../../src/lib/content/price.ts';
import { openingHoursSettingSchema } from '../../src/lib/content/opening-hours.ts';
import { settingDefaults, type Language } from '../../src/lib/content/schema.ts';
import { servedTowns } from '../../src/lib/content/service-area.ts';
import { serviceAreaSettingSchema } from '../../src/lib/content/service-area-schema.ts';
import { expectedContent } from './support/content.ts';

const id = (section: string) => `#${section}`;

for (const lang of ['en', 'es'] as const satisfies Language[]) {
  test.describe(`the ${lang} landing page`, () => {
    test('has every section, in page order, in its language @mobile', async ({ page }) => {
      await page.goto(localePath(lang));
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      const ids = await page
        .locator(specSections.map(id).join(','))
        .evaluateAll((els) => els.map((el) => el.id));
      expect(ids).toEqual(specSections);
      await expect(
        page.getByRole('heading', { name: t(lang, 'ceramic.heading') }).first(),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: t(lang, 'faq.heading') })).toBeAttached();
    });

    test("shows the database's hero, banner and settings", async ({ page }) => {
      const content = await expectedContent(lang);
      await page.goto(localePath(lang));
      const hero = page.locator(id(sectionIds.home));
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(String(content.hero.title));
      await expect(hero).toContainText(String(content.hero.subtitle));
      await expect(hero).toContainText(String(content.hero.description));
      await expect(
        hero.getByRole('link', { name: String(content.hero.cta_primary_text) }),
      ).toBeVisible();
      await expect(page.getByText(content.settings[`top_banner_message_${lang}`]!)).toBeVisible();
      const footer = page.locator(id(sectionIds.contact));
      await expect(footer).toContainText(content.settings.company_name!);
      const hours = openingHoursSettingSchema.parse(content.settings.opening_hours);
      await expect(footer.getByTestId('opening-hours')).toHaveText(openingHoursText(lang, hours));
    });

    test("shows the database's packages with their three prices", async ({ page }) => {
      const { packages } = await expectedContent(lang);
      await page.goto(localePath(lang));
      const services = page.locator(id(sectionIds.services));
      expect(packages).toHaveLength(3);
      for (const pkg of packages) {
        const card = services.locator('article').filter({
          has: page.getByRole('heading', { name: String(pkg.title), exact: true }),
        });
        await expect(card).toHaveCount(1);
        for (const field of ['label', 'description']) {
          await expect(card).toContainText(String(pkg[field]));
        }
        for (const field of ['price_sedan', 'price_suv_2row', 'price_suv_3row']) {
          await expect(card).toContainText(formatPrice(String(pkg[field])));
        }
        for (const feature of pkg.features as string[]) await expect(card).toContainText(feature);
      }
      await expect(services).toContainText(t(lang, 'services.extraFees'));
    });

    test("shows the database's add-ons, about cards, testimonials and FAQ", async ({ page }) => {
      const content = await expectedContent(lang);
      await page.goto(localePath(lang));
      for (const addOn of content.addOns) {
        const card = page.locator('article').filter({ hasText: String(addOn.name) });
        await expect(card).toContainText(formatPrice(String(addOn.price)));
        await expect(card.locator('svg').first()).toBeAttached();
      }
      for (const item of content.about) {
        await expect(
          page.getByRole('heading', { name: String(item.title), exact: true }),
        ).toBeVisible();
      }
      for (const review of content.testimonials) {
        await expect(page.getByText(String(review.content))).toBeVisible();
        await expect(page.getByText(String(review.author_name))).toBeVisible();
      }
      await expect(
        page.getByRole('img', { name: t(lang, 'reviews.stars', { rating: 5 }) }),
      ).toHaveCount(content.testimonials.length);
      for (const faq of content.faqs)
        await expect(page.getByText(String(faq.question))).toBeVisible();
      // The questions are all the FAQ holds: no line under them repeats an answer.
      const faq = page.locator(id(sectionIds.faq));
      expect(
        await faq.evaluate(
          (el) => [...el.querySelectorAll('p')].filter((p) => !p.closest('details')).length,
        ),
      ).toBe(0);
    });

    test('draws each Why Choose Us card with the line icon of its emoji', async ({ page }) => {
      const { about } = await expectedContent(lang);
      await page.goto(localePath(lang));
      const section = page.locator(id(sectionIds.whyUs));
      for (const item of about) {
        const card = section
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: String(item.title), exact: true }) });
        const icon = aboutIconName(String(item.emoji));
        if (icon) {
          // The sprite symbol the card draws exists, so the icon shows on every system.
          await expect(card.locator(`use[href="#icon-${icon}"]`)).toBeVisible();
          await expect(page.locator(`symbol#icon-${icon}`)).toBeAttached();
        } else {
          await expect(card.locator('.emoji')).toHaveText(String(item.emoji));
        }
      }
    });

    test('lists the service area with a titled, lazy map', async ({ page }) => {
      await page.goto(localePath(lang));
      const area = page.locator(id(sectionIds.serviceArea));
      const map = area.locator('iframe');
      await expect(map).toHaveAttribute('title', t(lang, 'serviceArea.mapTitle'));
      await expect(map).toHaveAttribute('loading', 'lazy');
      await expect(map).toHaveAttribute('src', new RegExp(`[?&]hl=${lang}(&|$)`));
      const { settings } = await expectedContent(lang);
      const areas = serviceAreaSettingSchema.parse(
        settings.service_area ?? settingDefaults.service_area,
      );
      for (const place of [...areas.map((served) => served[lang]), ...servedTowns(areas)])
        await expect(area).toContainText(place);
      await expect(area).toContainText(t(lang, 'serviceArea.surrounding'));
    });

    test('names the area served in the map box until the map paints over it, and links to the map @mobile', async ({
      page,
    }) => {
      const { settings } = await expectedContent(lang);
      const areas = serviceAreaSettingSchema.parse(
        settings.service_area ?? settingDefaults.service_area,
      );
      const area = page.locator(id(sectionIds.serviceArea));
      const map = area.locator('iframe');
      const placeholder = area.getByText(areas.map((served) => served[lang]).join(' · '));
      /** Whether the text shows in the map's box: hiding it changes what the box looks like. */
      const textShows = async () => {
        const shown = await map.screenshot();
        await placeholder.evaluate((text) => (text.style.visibility = 'hidden'));
        const hidden = await map.screenshot();
        await placeholder.evaluate((text) => (text.style.visibility = ''));
        return !shown.equals(hidden);
      };
      // The map's embed, which this machine cannot reach, held: the box is not left empty.
      await page.route(/google\.com\/maps/, () => {});
      await page.goto(localePath(lang));
      await map.scrollIntoViewIfNeeded();
      await expect(placeholder).toBeVisible();
      expect(await textShows()).toBe(true);
      // Whether the embed loads or not (offline, blocked), the map opens from a link of its own:
      // Google Maps' search for the embed's query (which a phone opens in its Maps app), not the
      // embed, a page made for a frame.
      const link = area.getByRole('link', { name: t(lang, 'serviceArea.openMap'), exact: true });
      await expect(link).toBeVisible();
      const query = new URL((await map.getAttribute('src'))!).searchParams.get('q')!;
      expect(query).toBeTruthy();
      await expect(link).toHaveAttribute(
        'href',
        `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`,
      );

      // Once the map has painted, as Google's does, it covers the text.
      await page.unrouteAll();
      await page.route(/google\.com\/maps/, (route) =>
        route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><html lang="en" style="background:#e5e3df"><title>Map</title><button>Zoom in</button></html>',
        }),
      );
      await page.reload();
      await map.scrollIntoViewIfNeeded();
      await page.frameLocator('iframe').getByRole('button').waitFor();
      await expect.poll(textShows).toBe(false);
    });

    test('makes every call link a tel: link, the ceramic quote a call while no partner page is set', async ({
      page,
    }) => {
      const { settings } = await expectedContent(lang);
      await page.goto(localePath(lang));
      const digits = settings.phone_number!.replace(/\D/g, '');
      const callLinks = page.locator('a[href^="tel:"]');
      expect(await callLinks.count()).toBeGreaterThanOrEqual(3);
      for (const href of await callLinks.evaluateAll((as) =>
        as.map((a) => a.getAttribute('href')),
      )) {
        expect(href!.replace(/\D/g, '')).toContain(digits);
      }
      // The seed sets no partner page: no placeholder link, a call instead.
      expect(settings.ceramic_partner_url).toBeUndefined();
      const ceramic = page.locator(id(sectionIds.ceramic));
      await expect(ceramic.locator('a[target="_blank"]')).toHaveCount(0);
      await expect(
        ceramic.getByRole('link', { name: t(lang, 'ceramic.callQuote') }),
      ).toHaveAttribute('href', `tel:+1${digits}`);
    });
  });
}
