import Link from 'next/link';
import { redirect } from 'next/navigation';
import { getStoreView, type StoreViewCode } from '@lumo/block-schema';
import { getTranslator, type Translate } from '@/features/i18n/server';
import { currentCustomer } from '@/features/account/server/session';
import { activeCart } from '@/features/cart/server/cart-session';
import { pricesIncludeTax } from '@/features/cart/cart-model';
import { formatMoney } from '@/features/catalog/price';
import {
  saveAddressesAction,
  savePaymentMethodAction,
  saveShippingMethodAction,
  placeOrderAction,
} from '../actions';
import { NEW_ADDRESS, isPickupMethod, type AddressFormValues } from '../checkout-schemas';
import { storePath } from '../checkout-paths';
import {
  CHECKOUT_STEPS,
  resolveStep,
  stepNumber,
  stepPath,
  stepStatuses,
  type CheckoutStep,
} from '../checkout-steps';
import {
  isEmptyCart,
  loadAgreements,
  loadCheckoutCart,
  loadCountries,
  loadPickupStores,
  loadSavedCards,
  progressOf,
  type CheckoutCart,
  type CountryOption,
} from '../server/checkout-api';
import { AddressStepForm, type AddressStepText } from './address-step-form';
import { CheckoutEvents } from './checkout-events';
import {
  PaymentStepForm,
  PlaceOrderForm,
  ShippingStepForm,
  type ChoiceText,
  type PaymentOption,
  type ShippingOption,
} from './choice-step-forms';
import {
  CheckoutFrame,
  CheckoutUnavailable,
  OrderSummary,
  checkoutMessages,
  eventItems,
} from './checkout-parts';

type SearchParams = Record<string, string | string[] | undefined>;

function choiceText(t: Translate, submitKey: string): ChoiceText {
  return {
    submit: t(submitKey),
    pending: t('checkout.pending'),
    unavailable: t('checkout.errors.unavailable'),
    messages: checkoutMessages(t),
  };
}

function addressText(t: Translate): AddressStepText {
  return {
    shippingLegend: t('checkout.address.shipping'),
    billingLegend: t('checkout.address.billing'),
    savedAddresses: t('checkout.address.saved'),
    newAddress: t('checkout.address.new'),
    saveInAddressBook: t('checkout.address.saveInAddressBook'),
    billingSame: t('checkout.address.billingSame'),
    firstname: t('account.fields.firstName'),
    lastname: t('account.fields.lastName'),
    telephone: t('account.fields.phone'),
    street1: t('account.fields.street1'),
    street2: t('account.fields.street2'),
    city: t('account.fields.city'),
    region: t('account.fields.region'),
    regionChoose: t('checkout.address.chooseRegion'),
    postcode: t('account.fields.postcode'),
    country: t('account.fields.country'),
    noCountries: t('checkout.address.noCountries'),
    ...choiceText(t, 'checkout.continue'),
  };
}

function emptyAddress(country: string): AddressFormValues {
  return {
    firstname: '',
    lastname: '',
    telephone: '',
    street: ['', ''],
    city: '',
    region: { region_id: '', region: '' },
    postcode: '',
    country_code: country,
  };
}

type CartAddress = Omit<NonNullable<CheckoutCart['billing_address']>, '__typename'>;

function formAddress(
  address: CartAddress | null | undefined,
  fallback: AddressFormValues,
): AddressFormValues {
  if (!address) return fallback;
  return {
    firstname: address.firstname,
    lastname: address.lastname,
    telephone: address.telephone ?? '',
    street: [address.street[0] ?? '', address.street[1] ?? ''],
    city: address.city,
    region: {
      region_id: address.region?.region_id ? String(address.region.region_id) : '',
      region: address.region?.label ?? address.region?.code ?? '',
    },
    postcode: address.postcode ?? '',
    country_code: address.country.code,
  };
}

function addressLines(address: CartAddress): string[] {
  return [
    `${address.firstname} ${address.lastname}`,
    ...address.street,
    [address.city, address.region?.label, address.postcode].filter(Boolean).join(', '),
    address.country.label || address.country.code,
    address.telephone ?? '',
  ].filter(Boolean);
}

function defaultCountry(storeView: StoreViewCode, countries: CountryOption[]): string {
  const own = getStoreView(storeView).countryId;
  if (countries.some((country) => country.code === own)) return own;
  return countries[0]?.code ?? (own === 'EU' ? 'DE' : own);
}

/**
 * /checkout/onepage (SPEC §9, ADR 0035): the four steps in order on one page, the step in the URL
 * (`?step=shipping_method`); a step opens only once the steps before it are done, and each done
 * step shows what was chosen with a link back to change it.
 */
export async function OnepageView({
  storeView,
  searchParams,
}: {
  storeView: StoreViewCode;
  searchParams: SearchParams;
}) {
  const t = await getTranslator(storeView);
  const view = getStoreView(storeView);
  const prefix = view.pathPrefix;
  const active = await activeCart(storeView, { create: false });
  if (!active) redirect(storePath(storeView, '/checkout/cart'));
  const load = await loadCheckoutCart(storeView, active.cartId, active.token);
  if (load.kind === 'missing') redirect(storePath(storeView, '/checkout/cart'));
  if (load.kind === 'unavailable') return <CheckoutUnavailable storeView={storeView} />;
  const cart = load.cart;
  if (isEmptyCart(cart)) redirect(storePath(storeView, '/checkout/cart'));
  const isCustomer = active.kind === 'customer';
  if (!isCustomer && !cart.email) redirect(storePath(storeView, '/checkout/login'));
  const progress = progressOf(cart, isCustomer);
  const step = resolveStep(searchParams.step, progress);
  const statuses = stepStatuses(step, progress);
  const money = (value: number) =>
    formatMoney({ value, currency: cart.totals.quote_currency_code || view.currency }, view.locale);
  const shippingAddress = cart.shipping_addresses[0] ?? null;
  const shippingPrice = (method: {
    amount: { value?: number | null };
    price_incl_tax: { value?: number | null };
  }) => {
    const value =
      (pricesIncludeTax(storeView) ? method.price_incl_tax.value : method.amount.value) ?? 0;
    return value === 0 ? t('checkout.shipping.free') : money(value);
  };

  const stepBody = async (current: CheckoutStep) => {
    switch (current) {
      case 'customer_address_data': {
        const [countries, customer] = await Promise.all([
          loadCountries(storeView),
          isCustomer ? currentCustomer(storeView) : Promise.resolve(null),
        ]);
        const saved =
          customer?.kind === 'customer'
            ? (customer.customer.addresses ?? []).flatMap((address) =>
                address?.id
                  ? [
                      {
                        id: address.id,
                        isDefault: Boolean(address.default_shipping),
                        label: [
                          `${address.firstname} ${address.lastname}`,
                          ...(address.street ?? []),
                          address.city,
                          address.postcode,
                          address.country_code,
                        ]
                          .filter(Boolean)
                          .join(', '),
                      },
                    ]
                  : [],
              )
            : [];
        const country = defaultCountry(storeView, countries);
        const blank = emptyAddress(country);
        if (customer?.kind === 'customer') {
          blank.firstname = customer.customer.firstname ?? '';
          blank.lastname = customer.customer.lastname ?? '';
          blank.telephone = customer.customer.phone ?? '';
        }
        const shippingDefaults = formAddress(shippingAddress, blank);
        const chosen = saved.find((address) => address.isDefault) ?? saved[0];
        return (
          <>
            {!isCustomer ? (
              <p className="ls-checkout-email" data-testid="checkout:email">
                {t('checkout.address.emailAs', { email: cart.email })}{' '}
                <Link href={storePath(storeView, '/checkout/login')}>{t('checkout.change')}</Link>
              </p>
            ) : null}
            <AddressStepForm
              countries={countries}
              savedAddresses={saved.map(({ id, label }) => ({ id, label }))}
              isCustomer={isCustomer}
              defaultValues={{
                shipping_choice: shippingAddress || !chosen ? NEW_ADDRESS : String(chosen.id),
                shipping: shippingDefaults,
                save_in_address_book: false,
                billing_same: true,
                billing: formAddress(cart.billing_address, blank),
              }}
              text={addressText(t)}
              action={saveAddressesAction.bind(null, storeView)}
            />
          </>
        );
      }
      case 'shipping_method': {
        const methods = shippingAddress?.available_shipping_methods ?? [];
        const options: ShippingOption[] = methods.flatMap((method) =>
          method
            ? [
                {
                  value: `${method.carrier_code}|${method.method_code ?? ''}`,
                  label: [method.carrier_title, method.method_title].filter(Boolean).join(' – '),
                  price: shippingPrice(method),
                  available: method.available,
                  error: method.error_message ?? null,
                  isPickup: isPickupMethod(method.carrier_code, method.method_code),
                },
              ]
            : [],
        );
        const stores = options.some((option) => option.isPickup)
          ? await loadPickupStores(storeView)
          : [];
        const selected = shippingAddress?.selected_shipping_method;
        const firstAvailable = options.find((option) => option.available)?.value ?? '';
        return (
          <ShippingStepForm
            options={options}
            stores={stores}
            defaultValues={{
              method: selected
                ? `${selected.carrier_code}|${selected.method_code}`
                : firstAvailable,
              pickup_location_code: shippingAddress?.pickup_location_code ?? '',
            }}
            text={{
              ...choiceText(t, 'checkout.continue'),
              legend: t('checkout.shipping.legend'),
              store: t('checkout.shipping.store'),
              chooseStore: t('checkout.shipping.chooseStore'),
              none: t('checkout.shipping.none'),
            }}
            action={saveShippingMethodAction.bind(null, storeView)}
          />
        );
      }
      case 'payment_method': {
        const cards =
          isCustomer && active.token ? await loadSavedCards(storeView, active.token) : [];
        const options: PaymentOption[] = [];
        for (const method of cart.available_payment_methods ?? []) {
          if (!method) continue;
          if (method.code === 'worldpay_cc_vault') {
            for (const card of cards) {
              options.push({
                value: `worldpay_cc_vault:${card.publicHash}`,
                label: t('checkout.payment.savedCard', { card: card.label }),
              });
            }
            continue;
          }
          options.push({
            value: method.code,
            label: method.title,
            hint:
              method.code === 'worldpay_cc'
                ? t('checkout.payment.cardHint')
                : method.code === 'banktransfer'
                  ? t('checkout.payment.bankTransferHint')
                  : undefined,
          });
        }
        const selected = cart.selected_payment_method?.code;
        return (
          <PaymentStepForm
            options={options}
            canSaveCard={isCustomer}
            defaultValues={{
              method:
                selected && options.some((option) => option.value === selected)
                  ? selected
                  : (options[0]?.value ?? ''),
              save_card: false,
            }}
            text={{
              ...choiceText(t, 'checkout.continue'),
              legend: t('checkout.payment.legend'),
              saveCard: t('checkout.payment.saveCard'),
              none: t('checkout.payment.none'),
            }}
            action={savePaymentMethodAction.bind(null, storeView)}
          />
        );
      }
      case 'review': {
        const agreements = (await loadAgreements(storeView)) ?? [];
        return (
          <>
            <ul className="ls-checkout-review-lines" data-testid="checkout:review-lines">
              {cart.cart_items.map((item) => (
                <li key={item.item_id}>
                  {item.name} × {item.qty} — {money(item.final_price * item.qty)}
                </li>
              ))}
            </ul>
            <PlaceOrderForm
              agreements={agreements.map((agreement) => ({
                id: agreement.agreement_id,
                name: agreement.name,
                // Shown as text: agreement HTML is not rendered (no markup from the api in the page).
                content: agreement.is_html
                  ? agreement.content.replace(/<[^>]*>/g, ' ')
                  : agreement.content,
                checkboxText: agreement.checkbox_text,
                manual: agreement.mode === 'MANUAL',
              }))}
              text={{
                ...choiceText(t, 'checkout.placeOrder.submit'),
                legend: t('checkout.review.agreements'),
              }}
              action={placeOrderAction.bind(null, storeView)}
            />
          </>
        );
      }
    }
  };

  const summaryOf = (done: CheckoutStep): string[] => {
    switch (done) {
      case 'customer_address_data':
        return [
          ...(shippingAddress ? addressLines(shippingAddress) : []),
          ...(cart.email && !isCustomer ? [cart.email] : []),
        ];
      case 'shipping_method': {
        const selected = shippingAddress?.selected_shipping_method;
        return selected
          ? [
              `${[selected.carrier_title, selected.method_title].filter(Boolean).join(' – ')}: ${shippingPrice(selected)}`,
            ]
          : [];
      }
      case 'payment_method':
        return cart.selected_payment_method ? [cart.selected_payment_method.title] : [];
      case 'review':
        return [];
    }
  };

  const body = await stepBody(step);
  return (
    <CheckoutFrame
      storeView={storeView}
      title={t('checkout.title')}
      testId="route:checkout-onepage"
    >
      <nav
        aria-label={t('checkout.steps.label')}
        className="ls-checkout-steps"
        data-testid="checkout:steps"
      >
        <ol>
          {statuses.map(({ step: item, status }) => (
            <li
              key={item}
              className={`ls-checkout-step ls-checkout-step-${status}`}
              aria-current={status === 'current' ? 'step' : undefined}
              data-testid={`checkout:step-${item}`}
              data-status={status}
            >
              <span className="ls-checkout-step-number">{stepNumber(item)}</span>{' '}
              {t(`checkout.steps.${item}`)}
              {status === 'done' ? (
                <span className="ls-visually-hidden"> ({t('checkout.steps.done')})</span>
              ) : null}
            </li>
          ))}
        </ol>
      </nav>
      <div className="ls-checkout-layout">
        <div className="ls-checkout-main">
          {CHECKOUT_STEPS.map((item) => {
            const status = statuses.find((entry) => entry.step === item)!;
            const headingId = `checkout-step-${item}`;
            return (
              <section
                key={item}
                aria-labelledby={headingId}
                className={`ls-checkout-section ls-checkout-section-${status.status}`}
                data-testid={`checkout:section-${item}`}
              >
                <h2 id={headingId}>
                  {stepNumber(item)}. {t(`checkout.steps.${item}`)}
                </h2>
                {item === step ? (
                  body
                ) : status.status === 'done' ? (
                  <div className="ls-checkout-done">
                    <p>
                      {summaryOf(item).map((line, index) => (
                        <span key={index}>
                          {line}
                          <br />
                        </span>
                      ))}
                    </p>
                    {status.canOpen ? (
                      <Link href={stepPath(prefix, item)} data-testid={`checkout:edit-${item}`}>
                        {t('checkout.edit')}
                        <span className="ls-visually-hidden"> {t(`checkout.steps.${item}`)}</span>
                      </Link>
                    ) : null}
                  </div>
                ) : null}
              </section>
            );
          })}
          <p>
            <Link
              href={storePath(storeView, '/checkout/cart')}
              data-testid="checkout:back-to-basket"
            >
              {t('checkout.backToBasket')}
            </Link>
          </p>
        </div>
        <OrderSummary storeView={storeView} cart={cart} t={t} />
      </div>
      <CheckoutEvents
        beginKey={`${cart.total_quantity}:${cart.totals.grand_total}`}
        step={stepNumber(step)}
        stepName={step}
        currency={cart.totals.quote_currency_code}
        value={cart.totals.grand_total}
        items={eventItems(cart)}
      />
    </CheckoutFrame>
  );
}
