'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { get, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { addressStepSchema, NEW_ADDRESS, type AddressStepValues } from '../checkout-schemas';
import type { CheckoutResult } from '../checkout-result';
import type { CountryOption } from '../server/checkout-api';
import { FieldShell, FormAlert, fieldAria, idOf, messageOf, useCheckoutSubmit } from './form-parts';

export interface AddressStepText {
  shippingLegend: string;
  billingLegend: string;
  savedAddresses: string;
  newAddress: string;
  saveInAddressBook: string;
  billingSame: string;
  firstname: string;
  lastname: string;
  telephone: string;
  street1: string;
  street2: string;
  city: string;
  region: string;
  regionChoose: string;
  postcode: string;
  country: string;
  noCountries: string;
  submit: string;
  pending: string;
  unavailable: string;
  messages: Record<string, string>;
}

/**
 * Step 1 (customer_address_data): the shipping address (a saved one or a new one, which a
 * customer may keep in the address book) and the billing address, the same by default. The country
 * and region selects come from the api's `countries` directory; each country's rules (postcode
 * format, region required) are @lumo/customer-schema's, checked here and again by the action.
 */
export function AddressStepForm({
  countries,
  savedAddresses,
  isCustomer,
  defaultValues,
  text,
  action,
}: {
  countries: CountryOption[];
  savedAddresses: { id: number; label: string }[];
  isCustomer: boolean;
  defaultValues: AddressStepValues;
  text: AddressStepText;
  action: (values: AddressStepValues) => Promise<CheckoutResult>;
}) {
  const formId = useId().replace(/:/g, '');
  const form = useForm<AddressStepValues>({
    resolver: zodResolver(addressStepSchema, undefined, { raw: true }),
    defaultValues,
  });
  const { register, handleSubmit, control, setError, formState } = form;
  const { submit, formError, link, attempt } = useCheckoutSubmit(
    action,
    setError,
    text.unavailable,
  );
  const choice = useWatch({ control, name: 'shipping_choice' });
  const billingSame = useWatch({ control, name: 'billing_same' });
  const hasSaved = savedAddresses.length > 0;
  return (
    <form
      noValidate
      className="ls-checkout-form"
      data-testid="checkout:address-form"
      onSubmit={handleSubmit(submit)}
    >
      <FormAlert
        message={formError}
        link={link}
        attempt={attempt}
        testId="checkout:address-errors"
      />
      {countries.length === 0 ? (
        <p role="alert" className="ls-form-summary" data-testid="checkout:no-countries">
          {text.noCountries}
        </p>
      ) : null}
      <fieldset className="ls-form-group">
        <legend>{text.shippingLegend}</legend>
        {hasSaved ? (
          <fieldset className="ls-checkout-choices" data-testid="checkout:saved-addresses">
            <legend>{text.savedAddresses}</legend>
            {savedAddresses.map((address) => (
              <div className="ls-field ls-field-radio" key={address.id}>
                <input
                  type="radio"
                  id={`${formId}-saved-${address.id}`}
                  value={String(address.id)}
                  {...register('shipping_choice')}
                />
                <label htmlFor={`${formId}-saved-${address.id}`}>{address.label}</label>
              </div>
            ))}
            <div className="ls-field ls-field-radio">
              <input
                type="radio"
                id={`${formId}-saved-new`}
                value={NEW_ADDRESS}
                {...register('shipping_choice')}
              />
              <label htmlFor={`${formId}-saved-new`}>{text.newAddress}</label>
            </div>
            {formState.errors.shipping_choice ? (
              <p className="ls-field-error">
                {messageOf(formState.errors.shipping_choice.message, text.messages)}
              </p>
            ) : null}
          </fieldset>
        ) : null}
        {!hasSaved || choice === NEW_ADDRESS ? (
          <>
            <AddressFields
              form={form}
              prefix="shipping"
              formId={formId}
              countries={countries}
              text={text}
            />
            {isCustomer ? (
              <div className="ls-field ls-field-checkbox">
                <input
                  type="checkbox"
                  id={`${formId}-save`}
                  {...register('save_in_address_book')}
                />
                <label htmlFor={`${formId}-save`}>{text.saveInAddressBook}</label>
              </div>
            ) : null}
          </>
        ) : null}
      </fieldset>
      <div className="ls-field ls-field-checkbox">
        <input
          type="checkbox"
          id={`${formId}-billing-same`}
          data-testid="checkout:billing-same"
          {...register('billing_same')}
        />
        <label htmlFor={`${formId}-billing-same`}>{text.billingSame}</label>
      </div>
      {billingSame === false ? (
        <fieldset className="ls-form-group" data-testid="checkout:billing-address">
          <legend>{text.billingLegend}</legend>
          <AddressFields
            form={form}
            prefix="billing"
            formId={formId}
            countries={countries}
            text={text}
          />
        </fieldset>
      ) : null}
      <button
        type="submit"
        className="ls-button ls-button-primary"
        disabled={formState.isSubmitting}
        data-testid="checkout:address-submit"
      >
        {formState.isSubmitting ? text.pending : text.submit}
      </button>
    </form>
  );
}

function AddressFields({
  form,
  prefix,
  formId,
  countries,
  text,
}: {
  form: UseFormReturn<AddressStepValues>;
  prefix: 'shipping' | 'billing';
  formId: string;
  countries: CountryOption[];
  text: AddressStepText;
}) {
  const { register, control, formState, setValue } = form;
  const country = useWatch({ control, name: `${prefix}.country_code` });
  const regions = countries.find((option) => option.code === country)?.regions ?? [];
  const errorOf = (name: string): string | undefined => {
    const error = get(formState.errors, `${prefix}.${name}`) as { message?: unknown } | undefined;
    const own = error?.message;
    if (own !== undefined) return messageOf(own, text.messages);
    return undefined;
  };
  const text1 = (
    name: 'firstname' | 'lastname' | 'telephone' | 'city' | 'postcode',
    label: string,
    autoComplete: string,
    type = 'text',
  ) => {
    const id = idOf(`${formId}-${prefix}`, name);
    const error = errorOf(name);
    return (
      <FieldShell id={id} label={label} required error={error}>
        <input
          type={type}
          autoComplete={`${prefix === 'billing' ? 'billing' : 'shipping'} ${autoComplete}`}
          data-testid={`checkout:${prefix}-${name}`}
          {...fieldAria(id, error, true)}
          {...register(`${prefix}.${name}`)}
        />
      </FieldShell>
    );
  };
  const streetId = idOf(`${formId}-${prefix}`, 'street.0');
  const streetError = errorOf('street.0') ?? errorOf('street');
  const regionId = idOf(`${formId}-${prefix}`, 'region');
  const regionError = errorOf('region') ?? errorOf('region.region_id') ?? errorOf('region.region');
  const countryId = idOf(`${formId}-${prefix}`, 'country_code');
  const countryError = errorOf('country_code');
  const section = prefix === 'billing' ? 'billing' : 'shipping';
  return (
    <div className="ls-checkout-address">
      {text1('firstname', text.firstname, 'given-name')}
      {text1('lastname', text.lastname, 'family-name')}
      {text1('telephone', text.telephone, 'tel', 'tel')}
      <FieldShell id={streetId} label={text.street1} required error={streetError}>
        <input
          type="text"
          autoComplete={`${section} address-line1`}
          data-testid={`checkout:${prefix}-street1`}
          {...fieldAria(streetId, streetError, true)}
          {...register(`${prefix}.street.0`)}
        />
      </FieldShell>
      <FieldShell id={idOf(`${formId}-${prefix}`, 'street.1')} label={text.street2}>
        <input
          type="text"
          id={idOf(`${formId}-${prefix}`, 'street.1')}
          autoComplete={`${section} address-line2`}
          {...register(`${prefix}.street.1`)}
        />
      </FieldShell>
      {text1('city', text.city, 'address-level2')}
      <FieldShell id={countryId} label={text.country} required error={countryError}>
        <select
          autoComplete={`${section} country`}
          data-testid={`checkout:${prefix}-country`}
          {...fieldAria(countryId, countryError, true)}
          {...register(`${prefix}.country_code`, {
            onChange: () => setValue(`${prefix}.region`, { region_id: '', region: '' }),
          })}
        >
          {countries.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </FieldShell>
      {regions.length > 0 ? (
        <FieldShell id={regionId} label={text.region} required error={regionError}>
          <select
            autoComplete={`${section} address-level1`}
            data-testid={`checkout:${prefix}-region`}
            {...fieldAria(regionId, regionError, true)}
            {...register(`${prefix}.region.region_id`)}
          >
            <option value="">{text.regionChoose}</option>
            {regions.map((region) => (
              <option key={region.id} value={String(region.id)}>
                {region.name}
              </option>
            ))}
          </select>
        </FieldShell>
      ) : (
        <FieldShell id={regionId} label={text.region} error={regionError}>
          <input
            type="text"
            autoComplete={`${section} address-level1`}
            data-testid={`checkout:${prefix}-region`}
            {...fieldAria(regionId, regionError)}
            {...register(`${prefix}.region.region`)}
          />
        </FieldShell>
      )}
      {text1('postcode', text.postcode, 'postal-code')}
    </div>
  );
}
