/** @vitest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTranslator } from '@/features/i18n/translator';
import { AgeVerificationForm } from './age-verification-form';
import { ageVerificationText } from './age-verification-page';

const english = await createTranslator('en');

function renderForm(answer: () => Promise<Response>) {
  const fetchImpl = vi.fn(answer);
  vi.stubGlobal('fetch', fetchImpl);
  render(
    <AgeVerificationForm
      storeView="uk"
      methods={['electoral_roll', 'document']}
      verifyDocument="mutation Verify { verifyCustomerAge }"
      countryCode="GB"
      text={ageVerificationText(english)}
    />,
  );
  return fetchImpl;
}

async function fillAndSend(method = 'Electoral roll', birth = ['17', '5', '1990']) {
  const user = userEvent.setup();
  await user.click(screen.getByLabelText(method));
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Lovelace');
  const group = screen.getByRole('group', { name: 'Date of birth' });
  for (const [index, label] of ['Day', 'Month', 'Year'].entries()) {
    if (birth[index]) await user.type(within(group).getByLabelText(label), birth[index]);
  }
  await user.type(screen.getByLabelText('Street address'), '1 High Street');
  await user.type(screen.getByLabelText('Town or city'), 'London');
  await user.type(screen.getByLabelText('Postcode'), 'SW1A 1AA');
  if (method !== 'Electoral roll') {
    await user.type(screen.getByLabelText('Document number'), 'X123');
  }
  await user.click(screen.getByRole('button', { name: 'Verify my age' }));
}

afterEach(() => vi.unstubAllGlobals());

describe('the age verification form', () => {
  it('sends the chosen method and details, and shows a pass with its reference', async () => {
    const fetchImpl = renderForm(async () =>
      Response.json({
        data: { verifyCustomerAge: { outcome: 'PASS', reference: 'REF-1', is_age_verified: true } },
      }),
    );
    await fillAndSend();
    expect(await screen.findByText("You're verified")).toBeTruthy();
    expect(screen.getByText(/Reference: REF-1/)).toBeTruthy();
    const body = JSON.parse(
      (fetchImpl.mock.calls[0] as unknown as [string, RequestInit])[1].body as string,
    );
    expect(body.variables.input).toMatchObject({
      method: 'electoral_roll',
      firstname: 'Ada',
      date_of_birth: '1990-05-17',
      country_code: 'GB',
    });
    expect(body.variables.input.document_number).toBeUndefined();
  });

  it('asks for the document number for the document method, and shows a fail', async () => {
    renderForm(async () =>
      Response.json({
        data: { verifyCustomerAge: { outcome: 'FAIL', reference: 'R', is_age_verified: false } },
      }),
    );
    await fillAndSend('Passport or driving licence');
    expect(await screen.findByText('We could not verify your age')).toBeTruthy();
  });

  it('marks the field the api names, and shows other errors above the button', async () => {
    renderForm(async () =>
      Response.json({
        errors: [
          {
            message: 'api text',
            extensions: {
              category: 'graphql-input',
              field: 'firstname',
              code: 'NOT_ACCOUNT_HOLDER',
            },
          },
        ],
      }),
    );
    await fillAndSend();
    expect(
      await screen.findByText('The details must be those of the account holder.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('First name').getAttribute('aria-invalid')).toBe('true');
  });

  it("fills in the account's names and date of birth", () => {
    render(
      <AgeVerificationForm
        storeView="uk"
        methods={['document']}
        verifyDocument="mutation Verify { verifyCustomerAge }"
        countryCode="GB"
        person={{ firstname: 'Ada', lastname: 'Lovelace', dateOfBirth: '1990-05-17' }}
        text={ageVerificationText(english)}
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('First name').value).toBe('Ada');
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(within(group).getByLabelText<HTMLInputElement>('Day').value).toBe('17');
    expect(within(group).getByLabelText<HTMLInputElement>('Month').value).toBe('05');
    expect(within(group).getByLabelText<HTMLInputElement>('Year').value).toBe('1990');
    expect(within(group).getByLabelText('Day').getAttribute('autocomplete')).toBe('bday-day');
    expect(screen.getByLabelText<HTMLInputElement>('Country code').value).toBe('GB');
  });

  it('refuses a two-digit year at the date of birth without asking the api', async () => {
    const fetchImpl = renderForm(async () => Response.json({}));
    await fillAndSend('Electoral roll', ['17', '5', '90']);
    expect(await screen.findByText('The year must have four digits.')).toBeTruthy();
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(within(group).getByLabelText('Year').getAttribute('aria-invalid')).toBe('true');
    expect(within(group).getByLabelText('Day').getAttribute('aria-invalid')).toBeNull();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('says so when the shop cannot be reached', async () => {
    renderForm(async () => {
      throw new TypeError('offline');
    });
    await fillAndSend();
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
  });
});
