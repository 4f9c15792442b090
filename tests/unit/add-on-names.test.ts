import { describe, expect, it } from 'vitest';
import { addOnNames, shownAddOns } from '../../src/lib/data/add-on-names.ts';

// A booking request's add-ons in the admin's language (docs/product.md#bookings).
const service = (en?: string, es?: string) => ({
  rows: { ...(en ? { en: { name: en } } : {}), ...(es ? { es: { name: es } } : {}) },
});
const names = addOnNames([
  service('Headlight Restoration', 'Restauración de faros'),
  service('Hand Wax', 'Encerado a mano'),
  service('Ceramic Coating'),
]);

describe("a request's add-ons", () => {
  it("are shown by their service's name in the admin's language, from a request in either language", () => {
    const spanish = ['Restauración de faros', 'Encerado a mano'];
    expect(shownAddOns(spanish, 'es', 'en', names)).toEqual([
      { name: 'Headlight Restoration' },
      { name: 'Hand Wax' },
    ]);
    expect(shownAddOns(spanish, 'es', 'es', names)).toEqual([
      { name: 'Restauración de faros' },
      { name: 'Encerado a mano' },
    ]);
    expect(shownAddOns(['Hand Wax'], 'en', 'es', names)).toEqual([{ name: 'Encerado a mano' }]);
    // A name written in the other language than the request's (the form of an older page).
    expect(shownAddOns(['Hand Wax'], 'es', 'es', names)).toEqual([{ name: 'Encerado a mano' }]);
  });

  it('match whatever their capitals and spaces', () => {
    expect(shownAddOns(['  restauración  DE   faros '], 'es', 'en', names)).toEqual([
      { name: 'Headlight Restoration' },
    ]);
    expect(shownAddOns(['hand\twax'], 'en', 'es', names)).toEqual([{ name: 'Encerado a mano' }]);
  });

  it('are shown as stored, in the visitor’s language, when no service has that name or it has none in the admin’s', () => {
    expect(shownAddOns(['Pulido antiguo', 'Encerado a mano'], 'es', 'en', names)).toEqual([
      { name: 'Pulido antiguo', lang: 'es' },
      { name: 'Hand Wax' },
    ]);
    expect(shownAddOns(['Ceramic Coating'], 'en', 'es', names)).toEqual([
      { name: 'Ceramic Coating', lang: 'en' },
    ]);
    // Before the services' names are read.
    expect(shownAddOns(['Hand Wax'], 'en', 'es')).toEqual([{ name: 'Hand Wax', lang: 'en' }]);
  });

  it("of a name two services share are found in the request's language first, then the first listed", () => {
    const shared = addOnNames([
      service('Polish', 'Pulido'),
      service('Pulido', 'Pulido premium'),
      service('Hand Polish', 'Pulido'),
    ]);
    expect(shownAddOns(['Pulido'], 'es', 'en', shared)).toEqual([{ name: 'Polish' }]);
    expect(shownAddOns(['Pulido'], 'en', 'es', shared)).toEqual([{ name: 'Pulido premium' }]);
  });
});
