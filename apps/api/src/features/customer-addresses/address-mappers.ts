import type { CustomerAddress } from '@lumo/graphql/server';
import type { CustomerAddressRow, CustomerRow } from '../../db/schema';

/** A stored address as Magento's CustomerAddress, with the customer's default flags. */
export function toCustomerAddress(row: CustomerAddressRow, customer: CustomerRow): CustomerAddress {
  return {
    id: row.id,
    firstname: row.firstname,
    middlename: row.middlename,
    lastname: row.lastname,
    prefix: row.prefix,
    suffix: row.suffix,
    company: row.company,
    street: row.street,
    city: row.city,
    region:
      row.region || row.regionCode || row.regionId
        ? { region: row.region, region_code: row.regionCode, region_id: row.regionId }
        : null,
    region_id: row.regionId,
    postcode: row.postcode,
    country_code: row.countryCode,
    country_id: row.countryCode,
    telephone: row.telephone,
    fax: row.fax,
    vat_id: row.vatId,
    default_billing: customer.defaultBillingId === row.id,
    default_shipping: customer.defaultShippingId === row.id,
  };
}
