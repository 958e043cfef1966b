/** CSV as RFC 4180 has it: fields quoted when they hold a comma, quote or line break; CRLF line ends. */
import { describe, expect, it } from 'vitest';
import { csvDocument, csvField, csvText } from '../../../shared/reports/csv.js';

describe('CSV', () => {
  it('quotes a field only when it holds a comma, a quote or a line break, doubling quotes', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
    expect(csvField('')).toBe('');
    expect(csvField(' spaced ')).toBe(' spaced ');
  });

  it('ends every record with CRLF, the last one too', () => {
    expect(
      csvDocument([
        ['a', 'b'],
        ['1', 'x,y'],
      ]),
    ).toBe('a,b\r\n1,"x,y"\r\n');
    expect(csvDocument([])).toBe('');
  });

  it('keeps a spreadsheet from reading a text field as a formula', () => {
    expect(csvDocument([[csvText('=HYPERLINK("http://x")')]])).toBe('"\'=HYPERLINK(""http://x"")"\r\n');
    expect(csvText('+1')).toBe("'+1");
    expect(csvText('-x')).toBe("'-x");
    expect(csvText('@sum')).toBe("'@sum");
    expect(csvText('Harbor Logo Tee')).toBe('Harbor Logo Tee');
    // Amounts are written as numbers, a minus sign included.
    expect(csvField('-5.00')).toBe('-5.00');
  });
});
