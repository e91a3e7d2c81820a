import { screen, waitFor, within } from '@testing-library/react';
import { getMockDatabase, resetMockFaults, setMockFaults } from '@ujuzi/mocks';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, signedInSession, startMockBackend } from '../../../test/app-harness';
import { FeeStructurePage } from '../fee-structure/fee-structure-page';
import { FeeStructuresPage } from './fee-structures-page';

startMockBackend();
afterEach(() => resetMockFaults());

const LOADED = { timeout: 15_000 };
/** What the section's students_count says: its active enrollments. */
const confirmCount = (section: number): number =>
  getMockDatabase().academics.classEnrollments.filter((row) => row.class_section === section && row.status === 'active').length;

describe('fee structures', () => {
  it('lists each class level’s structure and creates one with its items, the total summed as typed', async () => {
    const { user } = renderInApp(<FeeStructuresPage />, {
      path: '/dashboard/finance/fee-structures',
      session: signedInSession('admin'),
    });
    const first = getMockDatabase().finance.feeStructures.all()[0];
    expect(await screen.findByRole('link', { name: first?.name }, LOADED)).toBeTruthy();
    await user.click(screen.getAllByRole('button', { name: 'New fee structure' })[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'New fee structure' }, LOADED));
    await user.type(await dialog.findByRole('textbox', { name: /^Name/ }, LOADED), 'Bootcamp fees');
    await user.click(dialog.getByRole('button', { name: 'Create fee structure' }));
    // The contract's rules on the fields, nothing typed lost.
    expect((await dialog.findAllByText(/required|Choose|Enter/i, undefined, LOADED)).length).toBeGreaterThan(0);
    expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveProperty('value', 'Bootcamp fees');
    const level = getMockDatabase().academics.classLevels.all()[0];
    const term = getMockDatabase().core.academicTerms.all()[0];
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Class level/ }), String(level?.id));
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Term/ }), String(term?.id));
    await user.type(dialog.getByRole('textbox', { name: /^Item 1/ }), 'Tuition');
    await user.type(dialog.getByRole('textbox', { name: /^Amount of item 1/ }), '30000');
    await user.click(dialog.getByRole('button', { name: 'Add an item' }));
    await user.type(dialog.getByRole('textbox', { name: /^Item 2/ }), 'Lab');
    await user.type(dialog.getByRole('textbox', { name: /^Amount of item 2/ }), '2500.50');
    expect(dialog.getByText(/32,500\.50/)).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Create fee structure' }));
    expect(await screen.findByText('Fee structure created', undefined, LOADED)).toBeTruthy();
    await waitFor(() =>
      expect(getMockDatabase().finance.feeStructures.find((row) => row.name === 'Bootcamp fees')?.items).toHaveLength(2),
    );
  }, 40_000);

  it('offers Retry when the structures fail to load', async () => {
    setMockFaults({ statuses: { listFeeStructures: 500 } });
    renderInApp(<FeeStructuresPage />, { path: '/dashboard/finance/fee-structures', session: signedInSession('accountant') });
    expect((await screen.findAllByRole('button', { name: 'Try again' }, LOADED)).length).toBeGreaterThan(0);
  });

  it('bills a section after a confirmation naming the structure, the group, the learners and the total', async () => {
    const db = getMockDatabase();
    const active = db.academics.classEnrollments.filter((row) => row.status === 'active');
    const section = db.academics.classSections.get(active[0]?.class_section ?? 0);
    const structure = db.finance.feeStructures.find((row) => row.class_level === section?.class_level);
    if (!section || !structure) throw new Error('the seed has a section with learners and its structure');
    const created = db.finance.feeStructures.insert({
      ...structure,
      name: 'Hackathon levy',
      items: [{ name: 'Levy', amount: '1000.00' }],
    });
    const { user } = renderInApp(<FeeStructurePage />, {
      path: `/dashboard/finance/fee-structures/${created.id}`,
      routePath: '/dashboard/finance/fee-structures/:id',
      session: signedInSession('accountant'),
    });
    await user.click(await screen.findByRole('button', { name: 'Bill learners' }, LOADED));
    const dialog = within(await screen.findByRole('dialog', { name: 'Bill learners from Hackathon levy' }));
    await user.click(dialog.getByText('One section'));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    expect(await dialog.findByText('Choose a section.')).toBeTruthy();
    const label = section.display_name ?? section.name;
    await user.selectOptions(dialog.getByRole('combobox', { name: /^Section/ }), String(section.id));
    await user.click(dialog.getByRole('button', { name: 'Continue' }));
    const count = confirmCount(section.id);
    const confirm = within(await screen.findByRole('dialog', { name: `Bill ${label}?` }));
    expect(confirm.getByText(new RegExp(`Hackathon levy will be billed to ${label}: ${count} learners?`))).toBeTruthy();
    await user.dblClick(confirm.getByRole('button', { name: new RegExp(`^Bill ${count} learners?$`) }));
    expect(await screen.findByText(/^Billed \d+ learners? from Hackathon levy$/, undefined, LOADED)).toBeTruthy();
    const fees = db.finance.studentFees.filter((row) => row.fee_structure === created.id);
    expect(fees.length).toBe(new Set(fees.map((row) => row.student.id)).size);
    expect(fees.length).toBeGreaterThan(0);
  }, 40_000);
});
