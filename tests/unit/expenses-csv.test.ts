import { describe, expect, it } from 'vitest';
import { expensesCsv, type CsvExpense } from '../../src/lib/expenses/expenses-csv.ts';

const expense = (overrides: Partial<CsvExpense>): CsvExpense => ({
  name: 'Hosting',
  vendor: 'Netlify',
  category: 'Subscription',
  amount: '19.00',
  frequency: 'monthly',
  next_due_date: '2026-12-01',
  description: null,
  ...overrides,
});

/** A minimal RFC 4180 reader, as a spreadsheet reads the file: rows of fields. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (c === '"') {
      quoted = !quoted;
    } else if (!quoted && c === ',') {
      row.push(field);
      field = '';
    } else if (!quoted && c === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else {
      field += c;
    }
  }
  return rows;
}

describe('expensesCsv', () => {
  it('starts with a UTF-8 byte-order mark and a header row, one CRLF line per expense', () => {
    const csv = expensesCsv([expense({}), expense({ name: 'Domain', vendor: null })]);
    expect(
      csv.startsWith(
        '\uFEFF"Name","Vendor","Category","Amount","Frequency","Next Due","Description"\r\n',
      ),
    ).toBe(true);
    expect(readCsv(csv.slice(1))).toEqual([
      ['Name', 'Vendor', 'Category', 'Amount', 'Frequency', 'Next Due', 'Description'],
      ['Hosting', 'Netlify', 'Subscription', '19.00', 'monthly', '2026-12-01', ''],
      ['Domain', '', 'Subscription', '19.00', 'monthly', '2026-12-01', ''],
    ]);
  });

  it('keeps quotes, commas, line breaks and accents inside one field', () => {
    const name = 'Café "Premium", plan';
    const description = 'first line\nsecond, with comma\r\nthird';
    const csv = expensesCsv([expense({ name, description })]);
    expect(csv).toContain('"Café ""Premium"", plan"');
    expect(readCsv(csv.slice(1))[1]).toEqual([
      name,
      'Netlify',
      'Subscription',
      '19.00',
      'monthly',
      '2026-12-01',
      description,
    ]);
  });

  it('turns a name a spreadsheet would run as a formula into text with a leading apostrophe', () => {
    const hostile = [
      '=HYPERLINK("http://evil.example","Click")',
      '+1+1',
      '-2+3',
      '@SUM(A1)',
      '\tTab',
      '\rCR',
    ];
    const csv = expensesCsv(hostile.map((name) => expense({ name, vendor: '=cmd' })));
    const names = readCsv(csv.slice(1))
      .slice(1)
      .map((row) => row[0]);
    expect(names).toEqual(hostile.map((name) => `'${name}`));
    expect(csv).toContain('"\'=HYPERLINK(""http://evil.example"",""Click"")"');
    expect(readCsv(csv.slice(1))[1]![1]).toBe("'=cmd");
  });

  it('writes only the header for an empty tracker', () => {
    expect(readCsv(expensesCsv([]).slice(1))).toHaveLength(1);
  });
});
