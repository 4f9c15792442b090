import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, type Scenario, type TestDatabase } from './harness.ts';
import { insertRows, validRows } from './rows.ts';

type Prices = {
  language: string;
  price_sedan: string;
  price_suv_2row: string;
  price_suv_3row: string;
};

const silver = (language: string, prices: [string, string, string], title = 'Silver') => ({
  ...validRows.service_packages,
  language,
  title,
  price_sedan: prices[0],
  price_suv_2row: prices[1],
  price_suv_3row: prices[2],
});

const addOn = (serviceKey: string, language: string, price: string) => ({
  ...validRows.additional_services,
  service_key: serviceKey,
  language,
  price,
});

async function packagePrices(tx: Scenario): Promise<Prices[]> {
  const { rows } = await tx.query<Prices>(
    `select language, price_sedan, price_suv_2row, price_suv_3row
     from public.service_packages where package_type = 'silver' order by language`,
  );
  return rows;
}

async function addOnPrices(tx: Scenario, serviceKey: string): Promise<Record<string, string>> {
  const { rows } = await tx.query<{ language: string; price: string }>(
    'select language, price from public.additional_services where service_key = $1',
    [serviceKey],
  );
  return Object.fromEntries(rows.map((r) => [r.language, r.price]));
}

describe.each(drivers)('prices kept identical across languages on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  it('an admin changing the English package prices changes the Spanish ones too', async () => {
    const prices = await db.scenario(async (tx) => {
      await insertRows(tx, 'service_packages', [silver('en', ['140', '170', '180'])]);
      await insertRows(tx, 'service_packages', [silver('es', ['140', '170', '180'], 'Plata')]);
      const { rowCount } = await tx.as('admin', (sql) =>
        sql.query(
          `update public.service_packages set price_sedan = '150', price_suv_3row = '190'
           where package_type = 'silver' and language = 'en'`,
        ),
      );
      expect(rowCount).toBe(1);
      return packagePrices(tx);
    });
    expect(prices).toEqual([
      { language: 'en', price_sedan: '150', price_suv_2row: '170', price_suv_3row: '190' },
      { language: 'es', price_sedan: '150', price_suv_2row: '170', price_suv_3row: '190' },
    ]);
  });

  it('a change made in Spanish reaches the English row as well', async () => {
    const prices = await db.scenario(async (tx) => {
      await insertRows(tx, 'service_packages', [
        silver('en', ['140', '170', '180']),
        silver('es', ['140', '170', '180'], 'Plata'),
      ]);
      await tx.as('admin', (sql) =>
        sql.query(
          "update public.service_packages set price_suv_2row = '175' where language = 'es'",
        ),
      );
      return packagePrices(tx);
    });
    expect(prices.map((p) => p.price_suv_2row)).toEqual(['175', '175']);
  });

  it('a new Spanish package row takes the English prices, whatever it was given', async () => {
    const prices = await db.scenario(async (tx) => {
      await insertRows(tx, 'service_packages', [silver('en', ['140', '170', '180'])]);
      await tx.as('admin', (sql) =>
        insertRows(sql, 'service_packages', [silver('es', ['1', '2', '3'], 'Plata')]),
      );
      return packagePrices(tx);
    });
    expect(prices[1]).toEqual({
      language: 'es',
      price_sedan: '140',
      price_suv_2row: '170',
      price_suv_3row: '180',
    });
  });

  it('editing a package title leaves the other language untouched', async () => {
    const titles = await db.scenario(async (tx) => {
      await insertRows(tx, 'service_packages', [
        silver('en', ['140', '170', '180']),
        silver('es', ['140', '170', '180'], 'Plata'),
      ]);
      await tx.as('admin', (sql) =>
        sql.query("update public.service_packages set title = 'Silver Plus' where language = 'en'"),
      );
      const { rows } = await tx.query<{ title: string }>(
        'select title from public.service_packages order by language',
      );
      return rows.map((r) => r.title);
    });
    expect(titles).toEqual(['Silver Plus', 'Plata']);
  });

  it('an add-on price change in English reaches the Spanish row', async () => {
    const prices = await db.scenario(async (tx) => {
      await insertRows(tx, 'additional_services', [
        addOn('hand_wax', 'en', '45-60'),
        addOn('hand_wax', 'es', '45-60'),
      ]);
      await tx.as('admin', (sql) =>
        sql.query(
          "update public.additional_services set price = '50-65' where service_key = 'hand_wax' and language = 'en'",
        ),
      );
      return addOnPrices(tx, 'hand_wax');
    });
    expect(prices).toEqual({ en: '50-65', es: '50-65' });
  });

  it('a new Spanish add-on row takes the English numeric price', async () => {
    const prices = await db.scenario(async (tx) => {
      await insertRows(tx, 'additional_services', [addOn('clay_bar', 'en', '30')]);
      await insertRows(tx, 'additional_services', [addOn('clay_bar', 'es', '35')]);
      return addOnPrices(tx, 'clay_bar');
    });
    expect(prices).toEqual({ en: '30', es: '30' });
  });

  it('"Additional Fee" and "Cargo adicional" stay worded per language', async () => {
    const prices = await db.scenario(async (tx) => {
      await insertRows(tx, 'additional_services', [addOn('pet_hair', 'en', 'Additional Fee')]);
      await insertRows(tx, 'additional_services', [addOn('pet_hair', 'es', 'Cargo adicional')]);
      return addOnPrices(tx, 'pet_hair');
    });
    expect(prices).toEqual({ en: 'Additional Fee', es: 'Cargo adicional' });
  });

  it('rewording an add-on label in English does not overwrite the Spanish label', async () => {
    const prices = await db.scenario(async (tx) => {
      await insertRows(tx, 'additional_services', [
        addOn('pet_hair', 'en', 'Additional Fee'),
        addOn('pet_hair', 'es', 'Cargo adicional'),
      ]);
      await tx.as('admin', (sql) =>
        sql.query(
          "update public.additional_services set price = 'Extra fee' where language = 'en'",
        ),
      );
      return addOnPrices(tx, 'pet_hair');
    });
    expect(prices).toEqual({ en: 'Extra fee', es: 'Cargo adicional' });
  });

  it('a new Spanish add-on keeps a numeric price when the English row only has a label', async () => {
    const prices = await db.scenario(async (tx) => {
      await insertRows(tx, 'additional_services', [addOn('pet_hair', 'en', 'Additional Fee')]);
      await insertRows(tx, 'additional_services', [addOn('pet_hair', 'es', '25')]);
      return addOnPrices(tx, 'pet_hair');
    });
    expect(prices).toEqual({ en: 'Additional Fee', es: '25' });
  });
});

describe.each(drivers)('a package photo shared by both languages on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  const photo = 'https://cdn.example.com/gold.jpg';
  const photos = async (tx: Scenario) => {
    const { rows } = await tx.query<{ image_url: string | null }>(
      "select image_url from public.service_packages where package_type = 'silver' order by language",
    );
    return rows.map((row) => row.image_url);
  };

  it('a package photo set on one language is on both', async () => {
    const result = await db.scenario(async (tx) => {
      await insertRows(tx, 'service_packages', [
        { ...silver('en', ['140', '170', '180']), image_url: null },
        { ...silver('es', ['140', '170', '180'], 'Plata'), image_url: null },
      ]);
      await tx.as('admin', (sql) =>
        sql.query("update public.service_packages set image_url = $1 where language = 'en'", [
          photo,
        ]),
      );
      const set = await photos(tx);
      await tx.as('admin', (sql) =>
        sql.query("update public.service_packages set image_url = null where language = 'es'"),
      );
      return { set, removed: await photos(tx) };
    });
    expect(result).toEqual({ set: [photo, photo], removed: [null, null] });
  });

  it('a new language of a package takes the photo it already has', async () => {
    const result = await db.scenario(async (tx) => {
      await insertRows(tx, 'service_packages', [
        { ...silver('en', ['140', '170', '180']), image_url: photo },
      ]);
      await tx.as('admin', (sql) =>
        insertRows(sql, 'service_packages', [
          { ...silver('es', ['140', '170', '180'], 'Plata'), image_url: null },
        ]),
      );
      return photos(tx);
    });
    expect(result).toEqual([photo, photo]);
  });
});

describe.each(drivers)('the hero photo shared by both languages on $name', (driver) => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await driver.open();
  });
  afterAll(() => db?.close());

  const photo = 'https://cdn.example.com/hero-es.jpg';
  const hero = (language: string, title: string, background_image_url: string | null) => ({
    ...validRows.hero_content,
    language,
    title,
    background_image_url,
  });
  type HeroState = { language: string; title: string; background_image_url: string | null };
  const heroes = async (tx: Scenario) => {
    const { rows } = await tx.query<HeroState>(
      'select language, title, background_image_url from public.hero_content order by language',
    );
    return rows;
  };

  it('a photo picked in Spanish is the English hero photo too, and clearing it clears both', async () => {
    const result = await db.scenario(async (tx) => {
      await insertRows(tx, 'hero_content', [
        hero('en', 'Detailing', null),
        hero('es', 'Detallado', null),
      ]);
      const { rowCount } = await tx.as('admin', (sql) =>
        sql.query(
          "update public.hero_content set background_image_url = $1, title = 'Brillo' where language = 'es'",
          [photo],
        ),
      );
      expect(rowCount).toBe(1);
      const set = await heroes(tx);
      await tx.as('admin', (sql) =>
        sql.query(
          "update public.hero_content set background_image_url = null where language = 'en'",
        ),
      );
      return { set, removed: await heroes(tx) };
    });
    // The photo is on both; the texts stay each language's own.
    expect(result).toEqual({
      set: [
        { language: 'en', title: 'Detailing', background_image_url: photo },
        { language: 'es', title: 'Brillo', background_image_url: photo },
      ],
      removed: [
        { language: 'en', title: 'Detailing', background_image_url: null },
        { language: 'es', title: 'Brillo', background_image_url: null },
      ],
    });
  });

  it('a new language of the hero takes the photo it already has', async () => {
    const result = await db.scenario(async (tx) => {
      await insertRows(tx, 'hero_content', [hero('en', 'Detailing', photo)]);
      await tx.as('admin', (sql) =>
        insertRows(sql, 'hero_content', [hero('es', 'Detallado', null)]),
      );
      return heroes(tx);
    });
    expect(result).toEqual([
      { language: 'en', title: 'Detailing', background_image_url: photo },
      { language: 'es', title: 'Detallado', background_image_url: photo },
    ]);
  });

  it('a change of one language’s texts or photo writes the other language only for the photo', async () => {
    const versions = await db.scenario(async (tx) => {
      await insertRows(tx, 'hero_content', [
        hero('en', 'Detailing', null),
        hero('es', 'Detallado', null),
      ]);
      const count = async () => {
        const { rows } = await tx.query<{ language: string; n: number }>(
          `select language::text, count(*)::int as n from private.content_history
           where table_name = 'hero_content' group by language order by language`,
        );
        return Object.fromEntries(rows.map((row) => [row.language, row.n]));
      };
      const inserted = await count();
      await tx.as('admin', (sql) =>
        sql.query("update public.hero_content set title = 'Shine' where language = 'en'"),
      );
      const texts = await count();
      await tx.as('admin', (sql) =>
        sql.query(
          "update public.hero_content set background_image_url = $1 where language = 'en'",
          [photo],
        ),
      );
      return { inserted, texts, photo: await count() };
    });
    expect(versions).toEqual({
      inserted: { en: 1, es: 1 },
      texts: { en: 2, es: 1 },
      photo: { en: 3, es: 2 },
    });
  });
});
