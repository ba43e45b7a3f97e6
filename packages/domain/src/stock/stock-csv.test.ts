import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, csvLine, parseCsv, readStockCount, STOCK_COUNT_MAX } from './stock-csv';

describe('parseCsv', () => {
  it.each([
    [
      'a,b\nc,d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'a,b\r\nc,d\r\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['\uFEFFslug,count\n', [['slug', 'count']]],
    ['"x, y","say ""hi"""\n', [['x, y', 'say "hi"']]],
    ['"two\nlines",1', [['two\nlines', '1']]],
    ['a,,\n', [['a', '', '']]],
  ])('reads %j', (text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });

  it('is null for a quote that never closes', () => {
    expect(parseCsv('a,"b\nc')).toBeNull();
  });

  it('reads back what csvLine writes, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          const safe = rows.map((r) => r.map((c) => c.replace(/^[=+\-@\t\r]/, 'x')));
          expect(parseCsv(safe.map((r) => csvLine(r)).join(''))).toEqual(safe);
        },
      ),
    );
  });
});

describe('csvField', () => {
  it('defuses formulas a spreadsheet would run', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('-5')).toBe("'-5");
    expect(csvField(-5)).toBe('-5');
    expect(csvField(null)).toBe('');
    expect(csvField('आलु')).toBe('आलु');
  });
});

describe('readStockCount', () => {
  it('takes the count from counted, count, quantity or stock, slugs in any case', () => {
    for (const name of ['counted', 'Count', 'QUANTITY', 'stock']) {
      expect(readStockCount(`Slug,${name}\nAALU,4\n`)).toEqual({
        ok: true,
        rows: [{ row: 2, slug: 'aalu', counted: 4 }],
        errors: [],
      });
    }
  });

  it('names the row of every bad line and keeps the good ones', () => {
    const file = readStockCount(`slug,counted\na,1\n\nb,1.5\nc,-1\nd,${STOCK_COUNT_MAX + 1}\na,2\n,3\ne,\n`);
    expect(file.ok && file.rows).toEqual([{ row: 2, slug: 'a', counted: 1 }]);
    expect(file.ok && file.errors.map((e) => e.row)).toEqual([4, 5, 6, 7, 8, 9]);
  });

  it('refuses a file without a header it understands', () => {
    expect(readStockCount('')).toMatchObject({ ok: false, message: 'The file is empty.' });
    expect(readStockCount('a,b\n1,2')).toMatchObject({ ok: false });
    expect(readStockCount('slug,count')).toMatchObject({
      ok: false,
      message: 'The file has no product rows.',
    });
  });
});
