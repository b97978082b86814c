import type { StoreViewCode } from '@lumo/block-schema';
import type { CustomerAddress } from '@lumo/graphql/server';
import { addressSchemaFor, countryOf, type AddressInput } from '@lumo/customer-schema';
import { z } from 'zod';
import type { Clock } from '../../clock';
import type { CustomerAddressRow, CustomerRow } from '../../db/schema';
import { CustomerRepository } from '../customers/customer-repository';
import { parseCustomerInput } from '../customers/customer-inputs';
import type { CustomerSession } from '../customers/customer-service';
import { AddressRepository, type NewCustomerAddress } from './address-repository';
import { toCustomerAddress } from './address-mappers';
import {
  addressNotFoundError,
  defaultAddressDeleteError,
  MAX_ADDRESSES,
  resolveRegion,
  tooManyAddressesError,
} from './address-rules';

const addressIdSchema = z.object({
  id: z
    .number('account.errors.invalidValue')
    .int('account.errors.invalidValue')
    .positive('account.errors.invalidValue')
    .max(2_147_483_647, 'account.errors.invalidValue'),
});

/** Untrusted input with the deprecated country_id read as country_code. */
function withCountryCode(input: unknown): Record<string, unknown> {
  if (!input || typeof input !== 'object') return {};
  const record = { ...(input as Record<string, unknown>) };
  if (record.country_code == null && record.country_id != null)
    record.country_code = record.country_id;
  delete record.country_id;
  return record;
}

/** A stored address in the input's shape (the base an update's fields are laid over). */
function asInput(row: CustomerAddressRow, customer: CustomerRow): Record<string, unknown> {
  return {
    firstname: row.firstname,
    middlename: row.middlename,
    lastname: row.lastname,
    prefix: row.prefix,
    suffix: row.suffix,
    company: row.company,
    telephone: row.telephone,
    street: row.street,
    city: row.city,
    region:
      row.regionId !== null
        ? { region_id: row.regionId }
        : row.region || row.regionCode
          ? { region: row.region, region_code: row.regionCode }
          : undefined,
    postcode: row.postcode,
    country_code: row.countryCode,
    fax: row.fax,
    vat_id: row.vatId,
    default_billing: customer.defaultBillingId === row.id,
    default_shipping: customer.defaultShippingId === row.id,
  };
}

/** Magento's customer address CRUD, always within the signed-in customer's own addresses. */
export class AddressService {
  constructor(
    private readonly addresses: AddressRepository,
    private readonly customers: CustomerRepository,
    private readonly clock: Clock,
  ) {}

  async list(customer: CustomerRow): Promise<CustomerAddress[]> {
    const rows = await this.addresses.list(customer.id);
    return rows.map((row) => toCustomerAddress(row, customer));
  }

  /** Validates an address for the store view: format per country, region from the directory. */
  validate(
    storeView: StoreViewCode,
    input: Record<string, unknown>,
  ): { address: AddressInput; values: Omit<NewCustomerAddress, 'customerId'> } {
    const country = countryOf(input, '');
    const address = parseCustomerInput(addressSchemaFor(country || 'XX'), input);
    const region = resolveRegion(storeView, address.country_code, address.region);
    return {
      address,
      values: {
        firstname: address.firstname,
        middlename: address.middlename ?? null,
        lastname: address.lastname,
        prefix: address.prefix ?? null,
        suffix: address.suffix ?? null,
        company: address.company ?? null,
        telephone: address.telephone,
        street: address.street,
        city: address.city,
        postcode: address.postcode,
        countryCode: address.country_code,
        fax: address.fax ?? null,
        vatId: address.vat_id ?? null,
        ...region,
      },
    };
  }

  async create(session: CustomerSession, input: unknown): Promise<CustomerAddress> {
    const { customer } = session;
    const { address, values } = this.validate(customer.storeView, withCountryCode(input));
    return this.addresses.db.transaction(async (tx) => {
      const addresses = new AddressRepository(tx);
      if ((await addresses.count(customer.id)) >= MAX_ADDRESSES) throw tooManyAddressesError();
      const now = this.clock.now();
      const row = await addresses.insert({
        ...values,
        customerId: customer.id,
        createdAt: now,
        updatedAt: now,
      });
      const updated = await this.applyDefaults(tx, customer, row.id, address);
      return toCustomerAddress(row, updated);
    });
  }

  async update(session: CustomerSession, id: unknown, input: unknown): Promise<CustomerAddress> {
    const { customer } = session;
    const { id: addressId } = parseCustomerInput(addressIdSchema, { id });
    const existing = await this.addresses.find(customer.id, addressId);
    if (!existing) throw addressNotFoundError(addressId);
    const patch = Object.fromEntries(
      Object.entries(withCountryCode(input ?? {})).filter(([, value]) => value !== undefined),
    );
    const { address, values } = this.validate(customer.storeView, {
      ...asInput(existing, customer),
      ...patch,
    });
    return this.addresses.db.transaction(async (tx) => {
      const row = await new AddressRepository(tx).update(customer.id, addressId, {
        ...values,
        updatedAt: this.clock.now(),
      });
      if (!row) throw addressNotFoundError(addressId);
      const updated = await this.applyDefaults(tx, customer, row.id, address, existing);
      return toCustomerAddress(row, updated);
    });
  }

  async delete(session: CustomerSession, id: unknown): Promise<boolean> {
    const { customer } = session;
    const { id: addressId } = parseCustomerInput(addressIdSchema, { id });
    const fresh = (await this.customers.findById(customer.id)) ?? customer;
    const existing = await this.addresses.find(customer.id, addressId);
    if (!existing) throw addressNotFoundError(addressId);
    if (fresh.defaultBillingId === addressId || fresh.defaultShippingId === addressId) {
      throw defaultAddressDeleteError();
    }
    return this.addresses.delete(customer.id, addressId);
  }

  /** Sets or clears the customer's default billing and shipping address ids from the flags. */
  private async applyDefaults(
    tx: CustomerRepository['db'],
    customer: CustomerRow,
    addressId: number,
    address: AddressInput,
    existing?: CustomerAddressRow,
  ): Promise<CustomerRow> {
    const customers = new CustomerRepository(tx);
    const fresh = (await customers.findById(customer.id)) ?? customer;
    const changes: { defaultBillingId?: number | null; defaultShippingId?: number | null } = {};
    const first = !existing && fresh.defaultBillingId === null && fresh.defaultShippingId === null;
    if (address.default_billing === true || (first && address.default_billing !== false)) {
      changes.defaultBillingId = addressId;
    } else if (address.default_billing === false && fresh.defaultBillingId === addressId) {
      changes.defaultBillingId = null;
    }
    if (address.default_shipping === true || (first && address.default_shipping !== false)) {
      changes.defaultShippingId = addressId;
    } else if (address.default_shipping === false && fresh.defaultShippingId === addressId) {
      changes.defaultShippingId = null;
    }
    if (Object.keys(changes).length === 0) return fresh;
    return customers.update(customer.id, changes, this.clock.now());
  }
}
