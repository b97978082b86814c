/** @vitest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AccountForm } from './account-form';
import { BIRTH_DATE_PARTS } from './date-parts';
import type { FieldGroup, FormResult, FormText } from './form-types';

const text: FormText = {
  submit: 'Save',
  pending: 'Wait',
  errorSummary: 'Please correct the marked fields.',
  messages: {
    'account.errors.required': 'This is a required field.',
    'account.errors.invalidDate': 'Please enter a valid date.',
    'account.errors.dateMissingMonth': 'The date must include a month.',
    'account.errors.yearFourDigits': 'The year must have four digits.',
  },
};

const groups: FieldGroup[] = [
  {
    fields: [
      { name: 'firstname', label: 'First name', type: 'text' },
      {
        name: 'date_of_birth',
        label: 'Date of birth',
        type: 'date',
        hint: 'For example, 27 3 1990',
        autoComplete: 'bday',
        dateParts: BIRTH_DATE_PARTS,
        datePartLabels: { day: 'Day', month: 'Month', year: 'Year' },
      },
    ],
  },
];

function renderDetails(
  action = vi.fn(async (): Promise<FormResult> => ({ ok: true, message: 'Saved.' })),
) {
  render(
    <AccountForm
      schema="details"
      groups={groups}
      text={text}
      action={action}
      testId="d"
      defaultValues={{ firstname: 'Ada', day: '17', month: '05', year: '1990' }}
    />,
  );
  return action;
}

describe('a date as a memorable-date fieldset', () => {
  it('renders a fieldset with a legend, a hint and three labelled numeric inputs', () => {
    renderDetails();
    const group = screen.getByRole('group', { name: /Date of birth/ });
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAccessibleDescription('For example, 27 3 1990');
    const day = within(group).getByLabelText('Day');
    const month = within(group).getByLabelText('Month');
    const year = within(group).getByLabelText('Year');
    for (const input of [day, month, year]) {
      expect(input).toHaveAttribute('inputmode', 'numeric');
      expect(input).toHaveAttribute('type', 'text');
    }
    expect(day).toHaveAttribute('autocomplete', 'bday-day');
    expect(month).toHaveAttribute('autocomplete', 'bday-month');
    expect(year).toHaveAttribute('autocomplete', 'bday-year');
    expect(day).toHaveClass('ls-date-input-2');
    expect(year).toHaveClass('ls-date-input-4');
    expect(day).toHaveValue('17');
    expect(month).toHaveValue('05');
    expect(year).toHaveValue('1990');
  });

  it('sends the composed YYYY-MM-DD, not the parts', async () => {
    const action = renderDetails();
    const year = screen.getByLabelText('Year');
    await userEvent.clear(year);
    await userEvent.type(year, '1991');
    await userEvent.clear(screen.getByLabelText('Day'));
    await userEvent.type(screen.getByLabelText('Day'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(action).toHaveBeenCalledWith({ firstname: 'Ada', date_of_birth: '1991-05-03' }),
    );
  });

  it('shows a missing part at the fieldset, marks that part, and the summary link focuses it', async () => {
    const action = renderDetails();
    await userEvent.clear(screen.getByLabelText('Month'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByTestId('d:errors');
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('Date of birth: The date must include a month.');
    const group = screen.getByRole('group', { name: /Date of birth/ });
    expect(group).toHaveAccessibleDescription(
      'For example, 27 3 1990 The date must include a month.',
    );
    expect(screen.getByLabelText('Month')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Day')).not.toHaveAttribute('aria-invalid');
    const link = within(summary).getByRole('link', { name: /Date of birth/ });
    expect(link.getAttribute('href')).toBe(`#${screen.getByLabelText('Month').id}`);
    expect(action).not.toHaveBeenCalled();
  });

  it('refuses an impossible date (31/02) and marks every part', async () => {
    renderDetails();
    await userEvent.clear(screen.getByLabelText('Day'));
    await userEvent.type(screen.getByLabelText('Day'), '31');
    await userEvent.clear(screen.getByLabelText('Month'));
    await userEvent.type(screen.getByLabelText('Month'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByTestId('d:errors');
    expect(summary).toHaveTextContent('Date of birth: Please enter a valid date.');
    for (const label of ['Day', 'Month', 'Year']) {
      expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    }
    const link = within(summary).getByRole('link', { name: /Date of birth/ });
    expect(link.getAttribute('href')).toBe(`#${screen.getByLabelText('Day').id}`);
  });

  it("shows the api's date_of_birth error at the fieldset", async () => {
    const action = vi.fn(async (): Promise<FormResult> => ({
      ok: false,
      fieldErrors: { date_of_birth: 'You are too young to register in this store.' },
    }));
    renderDetails(action);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const group = await screen.findByRole('group', {
      name: /Date of birth/,
      description: /too young/,
    });
    expect(within(group).getByLabelText('Year')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('d:errors')).toHaveTextContent(
      'Date of birth: You are too young to register in this store.',
    );
  });
});
