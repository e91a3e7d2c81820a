import { describe, expect, it } from 'vitest';
import { importableCsv, previewImport } from './csv';

describe('reading a subscribers CSV', () => {
  it('flags invalid, missing and duplicate addresses and unknown frequencies, row by row', () => {
    const { rows, fileProblem } = previewImport(
      'Email,First_Name,frequency\n Wanjiru@Gmail.com ,Wanjiru,weekly\notieno@@gmail,Otieno,\n,Nobody,\nwanjiru@gmail.com,Again,\nakinyi@ujuzi.ke,Akinyi,hourly\n',
    );
    expect(fileProblem).toBeNull();
    expect(rows.map((row) => [row.row, row.email, row.problem])).toEqual([
      [1, 'wanjiru@gmail.com', null],
      [2, 'otieno@@gmail', '“otieno@@gmail” is not a valid email address.'],
      [3, '', 'No email address.'],
      [4, 'wanjiru@gmail.com', 'Duplicate of row 1.'],
      [5, 'akinyi@ujuzi.ke', '“hourly” is not a frequency (daily, weekly or monthly).'],
    ]);
  });

  it('refuses a file without an email column or without rows', () => {
    expect(previewImport('name\nWanjiru\n').fileProblem).toBe('The first row must name the columns, one of them "email".');
    expect(previewImport('email\n').fileProblem).toBe('The file has a header but no subscribers.');
    expect(previewImport('').fileProblem).toBe('The file is empty.');
  });

  it('writes only the rows without problems, quoting where needed', () => {
    const { rows } = previewImport('email,first_name\na@x.ke,"Otieno, Jr"\nbad,\n');
    expect(importableCsv(rows)).toBe('email,first_name,last_name,frequency\na@x.ke,"Otieno, Jr",,\n');
  });
});
