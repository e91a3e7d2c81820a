import { describe, expect, it } from 'vitest';
import {
  BANK_SLIP,
  bankSlipProblem,
  enrollmentActions,
  isFinance,
  mayPayFor,
  mayVerifyBankTransfers,
} from './enrollment-actions';

const student = { id: 4, user_type: 'student' };
const mine = (status: string) => ({ status, user: { id: 4 } });

describe('enrollment actions', () => {
  it('lets the owner convert and cancel a trial, never extend it', () => {
    expect(enrollmentActions(student, mine('trial'))).toEqual(['convert_trial', 'cancel']);
    expect(enrollmentActions(student, mine('expired'))).toEqual(['convert_trial', 'cancel']);
  });

  it('lets finance staff extend a trial, and not a teacher or a parent', () => {
    expect(enrollmentActions({ id: 6, user_type: 'accountant' }, mine('trial'))).toEqual([
      'convert_trial',
      'extend_trial',
      'cancel',
    ]);
    expect(enrollmentActions({ id: 2, user_type: 'admin' }, mine('active'))).toEqual(['cancel']);
    expect(enrollmentActions({ id: 3, user_type: 'teacher' }, mine('trial'))).toEqual([]);
    expect(enrollmentActions({ id: 5, user_type: 'parent' }, mine('trial'))).toEqual([]);
  });

  it('offers nothing on a cancelled or completed enrollment, nor to someone signed out', () => {
    expect(enrollmentActions(student, mine('cancelled'))).toEqual([]);
    expect(enrollmentActions(student, mine('completed'))).toEqual([]);
    expect(enrollmentActions(null, mine('trial'))).toEqual([]);
  });

  it('lets a learner, their parent and finance staff pay, nobody else', () => {
    expect(mayPayFor(student, 4)).toBe(true);
    expect(mayPayFor({ id: 5, user_type: 'parent' }, 4, [4, 9])).toBe(true);
    expect(mayPayFor({ id: 5, user_type: 'parent' }, 8, [4, 9])).toBe(false);
    expect(mayPayFor({ id: 3, user_type: 'teacher' }, 4)).toBe(false);
    expect(isFinance({ user_type: 'super_admin' })).toBe(true);
    expect(isFinance({ user_type: 'teacher' })).toBe(false);
  });

  it('lets accountants verify bank transfers as admins do; nobody else', () => {
    expect(['super_admin', 'admin', 'accountant'].map((user_type) => mayVerifyBankTransfers({ user_type }))).toEqual([
      true,
      true,
      true,
    ]);
    expect(['teacher', 'staff', 'student', 'parent'].some((user_type) => mayVerifyBankTransfers({ user_type }))).toBe(false);
  });

  it('takes an image or a PDF of at most 5 MB as a bank transfer slip, saying why not otherwise', () => {
    expect(bankSlipProblem({ type: 'application/pdf', size: BANK_SLIP.maxBytes })).toBeNull();
    expect(bankSlipProblem({ type: 'image/jpeg', size: 1024 })).toBeNull();
    expect(bankSlipProblem({ type: 'image/png', size: BANK_SLIP.maxBytes + 1 })).toBe('The slip must be at most 5 MB.');
    expect(bankSlipProblem({ type: 'application/zip', size: 10 })).toBe('The slip must be an image (JPG, PNG, WebP) or a PDF.');
    expect(bankSlipProblem(null)).toBe('Choose the photo or PDF of the slip.');
  });
});
