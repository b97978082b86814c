import type { StoreViewCode } from '@lumo/block-schema';

/**
 * Reference data of the directory: the countries the store views ship to, with ISO-3166 codes and
 * their regions where checkout needs one (CA provinces and territories, CH cantons, US states and
 * DC). It is a data module, not a table: it changes with a code review, never at run time, and
 * every read stays in memory. Names in English and in the store view's locale come from
 * Intl.DisplayNames (ICU), so only codes are kept here.
 */
export interface RegionData {
  /** Stable numeric id (Magento's region_id), unique across countries. */
  id: number;
  code: string;
  name: string;
}

export interface CountryData {
  iso2: string;
  iso3: string;
  regions: readonly RegionData[];
}

/** Regions with ids from a base per country, so adding a country never renumbers another. */
function regions(base: number, entries: readonly [code: string, name: string][]): RegionData[] {
  return entries.map(([code, name], index) => ({ id: base + index + 1, code, name }));
}

const CANADA = regions(1000, [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
]);

const SWITZERLAND = regions(2000, [
  ['AG', 'Aargau'],
  ['AI', 'Appenzell Innerrhoden'],
  ['AR', 'Appenzell Ausserrhoden'],
  ['BE', 'Bern'],
  ['BL', 'Basel-Landschaft'],
  ['BS', 'Basel-Stadt'],
  ['FR', 'Fribourg'],
  ['GE', 'Geneva'],
  ['GL', 'Glarus'],
  ['GR', 'Graubünden'],
  ['JU', 'Jura'],
  ['LU', 'Lucerne'],
  ['NE', 'Neuchâtel'],
  ['NW', 'Nidwalden'],
  ['OW', 'Obwalden'],
  ['SG', 'St. Gallen'],
  ['SH', 'Schaffhausen'],
  ['SO', 'Solothurn'],
  ['SZ', 'Schwyz'],
  ['TG', 'Thurgau'],
  ['TI', 'Ticino'],
  ['UR', 'Uri'],
  ['VD', 'Vaud'],
  ['VS', 'Valais'],
  ['ZG', 'Zug'],
  ['ZH', 'Zürich'],
]);

const UNITED_STATES = regions(3000, [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
]);

/** The 27 member states of the European Union (2026), which the eu store view ships to. */
const EU_MEMBERS: readonly CountryData[] = (
  [
    ['AT', 'AUT'],
    ['BE', 'BEL'],
    ['BG', 'BGR'],
    ['HR', 'HRV'],
    ['CY', 'CYP'],
    ['CZ', 'CZE'],
    ['DK', 'DNK'],
    ['EE', 'EST'],
    ['FI', 'FIN'],
    ['FR', 'FRA'],
    ['DE', 'DEU'],
    ['GR', 'GRC'],
    ['HU', 'HUN'],
    ['IE', 'IRL'],
    ['IT', 'ITA'],
    ['LV', 'LVA'],
    ['LT', 'LTU'],
    ['LU', 'LUX'],
    ['MT', 'MLT'],
    ['NL', 'NLD'],
    ['PL', 'POL'],
    ['PT', 'PRT'],
    ['RO', 'ROU'],
    ['SK', 'SVK'],
    ['SI', 'SVN'],
    ['ES', 'ESP'],
    ['SE', 'SWE'],
  ] as const
).map(([iso2, iso3]) => ({ iso2, iso3, regions: [] }));

const country = (iso2: string, iso3: string, list: readonly RegionData[] = []): CountryData => ({
  iso2,
  iso3,
  regions: list,
});

/**
 * Which countries each store view lists (its shipping destinations). Each national store view
 * ships to its own country; eu to every EU member (Greece and Ireland included, as the eu view
 * is the pan-European shop; their own store views remain the national ones).
 */
export const SHIPPING_COUNTRIES: Readonly<Record<StoreViewCode, readonly CountryData[]>> = {
  uk: [country('GB', 'GBR')],
  gr: [country('GR', 'GRC')],
  ie: [country('IE', 'IRL')],
  eu: EU_MEMBERS,
  ca: [country('CA', 'CAN', CANADA)],
  ch: [country('CH', 'CHE', SWITZERLAND)],
  us: [country('US', 'USA', UNITED_STATES)],
};
