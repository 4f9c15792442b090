import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqItems } from '../../src/seed-content/faqs.ts';
import { siteSettings } from '../../src/seed-content/settings.ts';
import { drivers, type Scenario, type TestDatabase } from './harness.ts';
import { insertRows } from './rows.ts';

const migration = readFile(
  new URL(
    '../../supabase/migrations/20261126200000_seeded_texts_fit_and_one_time_format.sql',
    import.meta.url,
  ),
  'utf8',
);

/** What earlier seeds stored for the texts the migration brings up to date. */
const earlier = {
  bannerEs: '¡Llámenos o envíenos un mensaje de texto hoy para una cotización gratis!',
  howLongEn:
    'Silver takes about 1–2 hours, Gold 2–3 hours and Platinum 3–5 hours, depending on the size and condition of your vehicle. We work Monday through Sunday, 8AM to 7PM.',
  howLongEs:
    'El paquete Plata toma de 1 a 2 horas, el Oro de 2 a 3 horas y el Platino de 3 a 5 horas, según el tamaño y el estado de su vehículo. Trabajamos de lunes a domingo, de 8 a. m. a 7 p. m.',
};

const seeded = {
  bannerEs: siteSettings.find((s) => s.key === 'top_banner_message_es')!.value,
  howLong: (language: 'en' | 'es') =>
    faqItems.find((f) => f.faq_key === 'how_long' && f.language === language)!.answer,
};

/** Stores the three texts as given, runs the migration, and reads them back. */
async function afterMigration(tx: Scenario, banner: string, answers: { en: string; es: string }) {
  await insertRows(tx, 'site_settings', [
    { key: 'top_banner_message_es', value: banner, category: 'general' },
  ]);
  await insertRows(
    tx,
    'faq_items',
    (['en', 'es'] as const).map((language) => ({
      faq_key: 'how_long',
      question: `How long? (${language})`,
      answer: answers[language],
      language,
    })),
  );
  await tx.exec(await migration);
  const { rows: settings } = await tx.query<{ value: string }>(
    "select value from public.site_settings where key = 'top_banner_message_es'",
  );
  const { rows: faqs } = await tx.query<{ language: string; answer: string }>(
    "select language::text, answer from public.faq_items where faq_key = 'how_long' order by language",
  );
  return { banner: settings[0]!.value, answers: faqs.map((row) => row.answer) };
}

describe.each(drivers)('the seeded texts earlier seeds stored, on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  it('become today’s seed: a banner that fits two lines, hours in one format per language', async () => {
    const result = await db.scenario((tx) =>
      afterMigration(tx, earlier.bannerEs, { en: earlier.howLongEn, es: earlier.howLongEs }),
    );
    expect(result).toEqual({
      banner: seeded.bannerEs,
      answers: [seeded.howLong('en'), seeded.howLong('es')],
    });
    expect(result.answers[1]).toContain('de 8:00 a 19:00');
  });

  it('stay as the owner wrote them once edited', async () => {
    const owners = { en: 'We work every day, 9AM to 5PM.', es: 'Trabajamos de 9 a. m. a 5 p. m.' };
    const result = await db.scenario((tx) => afterMigration(tx, '¡Llame hoy!', owners));
    expect(result).toEqual({ banner: '¡Llame hoy!', answers: [owners.en, owners.es] });
  });
});
