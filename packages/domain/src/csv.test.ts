import { describe, expect, it } from 'vitest';
import { parseCsv } from './csv';

describe('reading a CSV file', () => {
  it('reads quoted cells with commas, escaped quotes and line breaks', () => {
    expect(parseCsv('email,first_name\n"a@x.ke","Otieno, ""Jr"""\r\n\nb@x.ke,"two\nlines"\n')).toEqual([
      ['email', 'first_name'],
      ['a@x.ke', 'Otieno, "Jr"'],
      ['b@x.ke', 'two\nlines'],
    ]);
  });

  it('ignores the byte-order mark a spreadsheet puts before the header', () => {
    expect(parseCsv('\uFEFFemail\nwanjiru@gmail.com')).toEqual([['email'], ['wanjiru@gmail.com']]);
  });
});
