/** @vitest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { trsFormDefinitionSchema } from '@lumo/block-schema';
import { createTranslator } from '@/features/i18n/translator';
import { TrsForm } from './trs-form';
import { trsFormText } from './trs-text';

const push = vi.fn();
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const english = await createTranslator('en');
const definition = trsFormDefinitionSchema.parse({
  title: 'Retailer registration',
  fields: [
    { name: 'company', label: 'Company name', type: 'text', required: true },
    { name: 'email', label: 'Email', type: 'email', required: true },
    {
      name: 'shopType',
      label: 'Type of shop',
      type: 'select',
      required: true,
      options: [{ value: 'vape', label: 'Vape shop' }],
    },
    { name: 'adults', label: 'Adults only', type: 'checkbox', required: true },
  ],
});

function renderForm(fetchImpl: typeof fetch) {
  vi.stubGlobal('fetch', fetchImpl);
  return render(
    <TrsForm
      storeView="uk"
      formCode="retailer"
      definition={definition}
      submitDocument="mutation Submit { submitTrsRegistration }"
      recaptchaSiteKey=""
      confirmHref="/trs/register/confirm/"
      text={trsFormText(english, undefined)}
    />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  push.mockReset();
});

describe('TRS form', () => {
  it("shows the definition's fields and refuses missing and invalid values before sending", async () => {
    const fetchImpl = vi.fn();
    renderForm(fetchImpl as unknown as typeof fetch);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findAllByText('This is a required field.')).toHaveLength(4);
    await user.type(screen.getByLabelText(/Email/), 'nope');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(fetchImpl).not.toHaveBeenCalled();
  });

  it('sends the values with the CAPTCHA header and goes to the confirmation page', async () => {
    const fetchImpl = vi.fn(async () =>
      Response.json({ data: { submitTrsRegistration: { result: true } } }),
    );
    renderForm(fetchImpl as unknown as typeof fetch);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Company name/), 'Corner Shop');
    await user.type(screen.getByLabelText(/Email/), 'sam@corner.test');
    await user.selectOptions(screen.getByLabelText(/Type of shop/), 'vape');
    await user.click(screen.getByLabelText(/Adults only/));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await vi.waitFor(() => expect(push).toHaveBeenCalledWith('/trs/register/confirm/'));
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect((init.headers as Record<string, string>)['X-ReCaptcha']).toBe('pass');
    expect(JSON.parse(init.body as string).variables).toEqual({
      formCode: 'retailer',
      values: { company: 'Corner Shop', email: 'sam@corner.test', shopType: 'vape', adults: true },
    });
  });

  it("shows the api's field errors", async () => {
    renderForm((async () =>
      Response.json({
        errors: [
          {
            message: 'email: trs.errors.email',
            extensions: { issues: [{ field: 'email', message: 'trs.errors.email' }] },
          },
        ],
      })) as unknown as typeof fetch);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Company name/), 'Corner Shop');
    await user.type(screen.getByLabelText(/Email/), 'sam@corner.test');
    await user.selectOptions(screen.getByLabelText(/Type of shop/), 'vape');
    await user.click(screen.getByLabelText(/Adults only/));
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Enter a valid email address.')).toBeTruthy();
    expect(push).not.toHaveBeenCalled();
  });
});
