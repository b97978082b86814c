import type { StoreViewCode } from '@lumo/block-schema';
import type { OpeningPeriod, StoreLocationKind } from '../../db/store-locator-schema';

// The locator's demo seed: fictional shops and drop-off points at plausible addresses (phone
// numbers from the ranges regulators keep for fiction: Ofcom's 01632/020 7946 0xxx style and
// North America's 555-01xx), and the centroids of the postcode areas the lookup knows.

export interface SeedLocation {
  code: string;
  kind: StoreLocationKind;
  name: string;
  street: string;
  city: string;
  postcode: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  phone: string | null;
  openingHours: OpeningPeriod[];
  storeViews: StoreViewCode[];
}

export interface SeedPostcodeArea {
  countryCode: string;
  prefix: string;
  name: string;
  latitude: number;
  longitude: number;
}

const days = (from: number, to: number, opens: string, closes: string): OpeningPeriod[] =>
  Array.from({ length: to - from + 1 }, (_, index) => ({ day: from + index, opens, closes }));

/** A high-street shop: Monday to Saturday 9 to 6, Sunday 11 to 5. */
const SHOP_HOURS = [...days(1, 6, '09:00', '18:00'), ...days(7, 7, '11:00', '17:00')];
/** A shopping-centre unit: every day, late on Thursday. */
const MALL_HOURS = [
  ...days(1, 3, '09:30', '20:00'),
  ...days(4, 4, '09:30', '21:00'),
  ...days(5, 6, '09:30', '20:00'),
  ...days(7, 7, '11:00', '17:00'),
];
/** A partner's counter (newsagent, repair shop): long weekdays, short Saturday, closed Sunday. */
const PARTNER_HOURS = [...days(1, 5, '07:00', '19:00'), ...days(6, 6, '08:00', '14:00')];
/** A council recycling centre: every day 8 to 4. */
const CENTRE_HOURS = days(1, 7, '08:00', '16:00');

type Row = [
  code: string,
  name: string,
  street: string,
  city: string,
  postcode: string,
  latitude: number,
  longitude: number,
  phone: string | null,
  hours: OpeningPeriod[],
];

function rows(
  kind: StoreLocationKind,
  countryCode: string,
  storeViews: StoreViewCode[],
  list: Row[],
): SeedLocation[] {
  return list.map(([code, name, street, city, postcode, latitude, longitude, phone, hours]) => ({
    code,
    kind,
    name,
    street,
    city,
    postcode,
    countryCode,
    latitude,
    longitude,
    phone,
    openingHours: hours,
    storeViews,
  }));
}

// prettier-ignore
export const SEED_LOCATIONS: readonly SeedLocation[] = [
  // ---- United Kingdom: shops ----------------------------------------------------------------
  ...rows('STORE', 'GB', ['uk'], [
    ['uk-london-soho', 'Lumo Soho', '41 Dean Street', 'London', 'W1D 4PY', 51.5136, -0.1322, '020 7946 0101', SHOP_HOURS],
    ['uk-london-westminster', 'Lumo Victoria Street', '118 Victoria Street', 'London', 'SW1E 5LB', 51.4975, -0.1357, '020 7946 0102', SHOP_HOURS],
    ['uk-london-shoreditch', 'Lumo Shoreditch', '9 Great Eastern Street', 'London', 'EC2A 3EJ', 51.5246, -0.0812, '020 7946 0103', SHOP_HOURS],
    ['uk-london-camden', 'Lumo Camden', '212 Camden High Street', 'London', 'NW1 8QR', 51.5405, -0.1446, '020 7946 0104', SHOP_HOURS],
    ['uk-manchester', 'Lumo Manchester Market Street', '57 Market Street', 'Manchester', 'M1 1WR', 53.4823, -2.2404, '0161 496 0105', MALL_HOURS],
    ['uk-birmingham', 'Lumo Birmingham New Street', '88 New Street', 'Birmingham', 'B2 4HQ', 52.4787, -1.8985, '0121 496 0106', MALL_HOURS],
    ['uk-leeds', 'Lumo Leeds Briggate', '30 Briggate', 'Leeds', 'LS1 6HD', 53.7967, -1.5425, '0113 496 0107', SHOP_HOURS],
    ['uk-glasgow', 'Lumo Glasgow Buchanan Street', '140 Buchanan Street', 'Glasgow', 'G1 2JW', 55.8617, -4.2533, '0141 496 0108', SHOP_HOURS],
    ['uk-edinburgh', 'Lumo Edinburgh Princes Street', '76 Princes Street', 'Edinburgh', 'EH2 2ER', 55.9521, -3.1965, '0131 496 0109', SHOP_HOURS],
    ['uk-cardiff', 'Lumo Cardiff Queen Street', '25 Queen Street', 'Cardiff', 'CF10 2BU', 51.4817, -3.1745, '029 2018 0110', SHOP_HOURS],
    ['uk-bristol', 'Lumo Bristol Broadmead', '12 Broadmead', 'Bristol', 'BS1 3HH', 51.4584, -2.5887, '0117 496 0111', MALL_HOURS],
    ['uk-newcastle', 'Lumo Newcastle Northumberland Street', '63 Northumberland Street', 'Newcastle upon Tyne', 'NE1 7DH', 54.9757, -1.6115, '0191 498 0112', SHOP_HOURS],
    ['uk-liverpool', 'Lumo Liverpool Bold Street', '47 Bold Street', 'Liverpool', 'L1 4DN', 53.4022, -2.9794, '0151 496 0113', SHOP_HOURS],
    ['uk-brighton', 'Lumo Brighton North Laine', '19 Gardner Street', 'Brighton', 'BN1 1UP', 50.8245, -0.1387, '01273 496 014', SHOP_HOURS],
  ]),
  // Belfast is shown to the UK and the Irish store view alike (shoppers cross the border).
  ...rows('STORE', 'GB', ['uk', 'ie'], [
    ['uk-belfast', 'Lumo Belfast Donegall Place', '15 Donegall Place', 'Belfast', 'BT1 5AD', 54.5986, -5.9301, '028 9018 0115', SHOP_HOURS],
  ]),
  // ---- United Kingdom: recycling drop-off points --------------------------------------------
  ...rows('RECYCLING', 'GB', ['uk'], [
    ['uk-rec-london-pimlico', 'Pimlico Fix-It Repairs (take-back box)', '22 Warwick Way', 'London', 'SW1V 1RX', 51.4918, -0.1427, '020 7946 0201', PARTNER_HOURS],
    ['uk-rec-london-kings-cross', "King's Cross News & Post", '5 Caledonian Road', 'London', 'N1 9DX', 51.5322, -0.1203, '020 7946 0202', PARTNER_HOURS],
    ['uk-rec-london-bermondsey', 'Bermondsey Reuse & Recycling Centre', '2 Spa Road Yard', 'London', 'SE16 3QT', 51.4962, -0.0731, null, CENTRE_HOURS],
    ['uk-rec-london-hackney', 'Mare Street Phone Clinic', '180 Mare Street', 'London', 'E8 3RD', 51.5430, -0.0554, '020 7946 0204', PARTNER_HOURS],
    ['uk-rec-london-hammersmith', 'Hammersmith Broadway Collection Point', '3 Queen Caroline Street', 'London', 'W6 9YD', 51.4925, -0.2244, null, PARTNER_HOURS],
    ['uk-rec-manchester', 'Ancoats Reuse Hub', '14 Jersey Street', 'Manchester', 'M4 6JB', 53.4858, -2.2265, '0161 496 0206', CENTRE_HOURS],
    ['uk-rec-salford', 'Salford Quays Household Recycling Centre', 'Ordsall Lane', 'Salford', 'M5 3LW', 53.4741, -2.2688, null, CENTRE_HOURS],
    ['uk-rec-birmingham', 'Digbeth Electricals Recycling', '61 High Street Deritend', 'Birmingham', 'B12 0LN', 52.4741, -1.8834, '0121 496 0208', CENTRE_HOURS],
    ['uk-rec-leeds', 'Kirkgate Market Repair Stall', 'Kirkgate Market, Vicar Lane', 'Leeds', 'LS2 7HY', 53.7977, -1.5395, '0113 496 0209', PARTNER_HOURS],
    ['uk-rec-glasgow', 'Polmadie Recycling Centre', '80 Polmadie Road', 'Glasgow', 'G5 0BA', 55.8410, -4.2403, null, CENTRE_HOURS],
    ['uk-rec-edinburgh', 'Seafield Recycling Centre', 'Fillyside Road', 'Edinburgh', 'EH7 6RB', 55.9625, -3.1384, null, CENTRE_HOURS],
    ['uk-rec-cardiff', 'Lamby Way Recycling Centre', 'Lamby Way', 'Cardiff', 'CF3 2EQ', 51.5030, -3.1198, null, CENTRE_HOURS],
    ['uk-rec-bristol', 'Stokes Croft Fix & Return', '92 Stokes Croft', 'Bristol', 'BS1 3RJ', 51.4638, -2.5892, '0117 496 0213', PARTNER_HOURS],
    ['uk-rec-newcastle', 'Byker Reuse Centre', 'Shields Road', 'Newcastle upon Tyne', 'NE6 1DX', 54.9749, -1.5810, null, CENTRE_HOURS],
    ['uk-rec-liverpool', 'Baltic Triangle Repair Café', '33 Jamaica Street', 'Liverpool', 'L1 0AF', 53.3965, -2.9806, '0151 496 0215', PARTNER_HOURS],
    ['uk-rec-belfast', 'Duncrue Recycling Centre', 'Duncrue Place', 'Belfast', 'BT3 9BU', 54.6207, -5.9087, null, CENTRE_HOURS],
  ]),
  // ---- Greece --------------------------------------------------------------------------------
  ...rows('STORE', 'GR', ['gr'], [
    ['gr-athens-syntagma', 'Lumo Σύνταγμα', 'Ερμού 24', 'Αθήνα', '105 63', 37.9760, 23.7310, '210 000 0101', SHOP_HOURS],
    ['gr-thessaloniki', 'Lumo Θεσσαλονίκη', 'Τσιμισκή 57', 'Θεσσαλονίκη', '546 23', 40.6325, 22.9430, '2310 000 102', SHOP_HOURS],
  ]),
  ...rows('RECYCLING', 'GR', ['gr'], [
    ['gr-rec-athens', 'Σημείο ανακύκλωσης Ψυρρή', 'Σαρρή 12', 'Αθήνα', '105 53', 37.9788, 23.7237, null, PARTNER_HOURS],
    ['gr-rec-piraeus', 'Πράσινο Σημείο Πειραιά', 'Ακτή Μιαούλη 40', 'Πειραιάς', '185 38', 37.9415, 23.6465, null, CENTRE_HOURS],
    ['gr-rec-thessaloniki', 'Πράσινο Σημείο Θεσσαλονίκης', 'Λαγκαδά 95', 'Θεσσαλονίκη', '546 30', 40.6520, 22.9290, null, CENTRE_HOURS],
  ]),
  // ---- Ireland -------------------------------------------------------------------------------
  ...rows('STORE', 'IE', ['ie'], [
    ['ie-dublin-grafton', 'Lumo Grafton Street', '67 Grafton Street', 'Dublin', 'D02 VK65', 53.3416, -6.2600, '01 555 0101', SHOP_HOURS],
    ['ie-cork', 'Lumo Cork Patrick Street', '101 Saint Patrick Street', 'Cork', 'T12 X2F7', 51.8985, -8.4733, '021 555 0102', SHOP_HOURS],
  ]),
  ...rows('RECYCLING', 'IE', ['ie'], [
    ['ie-rec-dublin-ringsend', 'Ringsend Civic Amenity Site', 'Shellybanks Road', 'Dublin', 'D04 X9K2', 53.3367, -6.2070, null, CENTRE_HOURS],
    ['ie-rec-dublin-phibsborough', 'Phibsborough Phone Repairs', '301 North Circular Road', 'Dublin', 'D07 P2C4', 53.3599, -6.2730, '01 555 0202', PARTNER_HOURS],
    ['ie-rec-galway', 'Galway City Recycling Centre', 'Liosbán Business Park', 'Galway', 'H91 W2T9', 53.2878, -9.0242, null, CENTRE_HOURS],
  ]),
  // ---- Europe (eu store view) ---------------------------------------------------------------
  ...rows('STORE', 'DE', ['eu'], [
    ['eu-berlin', 'Lumo Berlin Mitte', 'Rosenthaler Straße 40', 'Berlin', '10178', 52.5256, 13.4022, '+49 30 5550 0101', SHOP_HOURS],
  ]),
  ...rows('STORE', 'FR', ['eu'], [
    ['eu-paris', 'Lumo Paris Marais', '18 rue des Francs-Bourgeois', 'Paris', '75003', 48.8580, 2.3610, '+33 1 55 50 01 02', SHOP_HOURS],
  ]),
  ...rows('STORE', 'NL', ['eu'], [
    ['eu-amsterdam', 'Lumo Amsterdam Jordaan', 'Haarlemmerstraat 90', 'Amsterdam', '1013 EW', 52.3814, 4.8921, '+31 20 555 0103', SHOP_HOURS],
  ]),
  ...rows('RECYCLING', 'DE', ['eu'], [
    ['eu-rec-berlin', 'Recyclinghof Berlin Kreuzberg', 'Ilsenburger Straße 18', 'Berlin', '10999', 52.4990, 13.4260, null, CENTRE_HOURS],
  ]),
  ...rows('RECYCLING', 'FR', ['eu'], [
    ['eu-rec-paris', 'Point de collecte République', '7 rue du Temple', 'Paris', '75004', 48.8576, 2.3539, null, PARTNER_HOURS],
  ]),
  ...rows('RECYCLING', 'NL', ['eu'], [
    ['eu-rec-amsterdam', 'Afvalpunt Amsterdam Centrum', 'Marnixstraat 282', 'Amsterdam', '1015 WR', 52.3750, 4.8795, null, CENTRE_HOURS],
  ]),
  // ---- Canada --------------------------------------------------------------------------------
  ...rows('STORE', 'CA', ['ca'], [
    ['ca-toronto-queen-west', 'Lumo Queen West', '455 Queen Street West', 'Toronto', 'M5V 2A9', 43.6485, -79.3975, '416-555-0101', SHOP_HOURS],
    ['ca-vancouver', 'Lumo Gastown', '210 Water Street', 'Vancouver', 'V6B 1B1', 49.2843, -123.1091, '604-555-0102', SHOP_HOURS],
  ]),
  ...rows('RECYCLING', 'CA', ['ca'], [
    ['ca-rec-toronto', 'Commissioners Street Drop-off Depot', '400 Commissioners Street', 'Toronto', 'M4M 3K8', 43.6534, -79.3444, null, CENTRE_HOURS],
    ['ca-rec-montreal', 'Écocentre Rosemont', '5055 rue Saint-Denis', 'Montréal', 'H2J 2L6', 45.5260, -73.5885, null, CENTRE_HOURS],
  ]),
  // ---- Switzerland ---------------------------------------------------------------------------
  ...rows('STORE', 'CH', ['ch'], [
    ['ch-zurich', 'Lumo Zürich Niederdorf', 'Niederdorfstrasse 31', 'Zürich', '8001', 47.3727, 8.5443, '044 555 01 01', SHOP_HOURS],
    ['ch-geneva', 'Lumo Genève Rive', 'Rue de Rive 14', 'Genève', '1204', 46.2028, 6.1497, '022 555 01 02', SHOP_HOURS],
  ]),
  ...rows('RECYCLING', 'CH', ['ch'], [
    ['ch-rec-zurich', 'Recyclinghof Hagenholz', 'Hagenholzstrasse 110', 'Zürich', '8050', 47.4147, 8.5525, null, CENTRE_HOURS],
    ['ch-rec-bern', 'Entsorgungshof Bern Forsthaus', 'Murtenstrasse 100', 'Bern', '3008', 46.9480, 7.4211, null, CENTRE_HOURS],
  ]),
  // ---- United States -------------------------------------------------------------------------
  ...rows('STORE', 'US', ['us'], [
    ['us-new-york', 'Lumo SoHo NYC', '120 Spring Street', 'New York', '10012', 40.7242, -73.9989, '212-555-0101', SHOP_HOURS],
    ['us-chicago', 'Lumo Wicker Park', '1550 N Milwaukee Avenue', 'Chicago', '60622', 41.9093, -87.6768, '312-555-0102', SHOP_HOURS],
  ]),
  ...rows('RECYCLING', 'US', ['us'], [
    ['us-rec-brooklyn', 'Gowanus E-Waste Drop-off', '469 President Street', 'Brooklyn', '11215', 40.6781, -73.9862, null, CENTRE_HOURS],
    ['us-rec-chicago', 'Goose Island Recycling Facility', '1150 N North Branch Street', 'Chicago', '60642', 41.9025, -87.6529, null, CENTRE_HOURS],
  ]),
];

type Area = [prefix: string, name: string, latitude: number, longitude: number];

function areas(countryCode: string, list: Area[]): SeedPostcodeArea[] {
  return list.map(([prefix, name, latitude, longitude]) => ({
    countryCode,
    prefix,
    name,
    latitude,
    longitude,
  }));
}

/** Approximate centroids: a search lands in the right neighbourhood, not at the door. */
// prettier-ignore
export const SEED_POSTCODE_AREAS: readonly SeedPostcodeArea[] = [
  // UK postcode areas (the letters), then the districts of the seeded city centres.
  ...areas('GB', [
    ['AB', 'Aberdeen', 57.15, -2.11], ['B', 'Birmingham', 52.48, -1.9], ['BA', 'Bath', 51.38, -2.36],
    ['BD', 'Bradford', 53.79, -1.75], ['BH', 'Bournemouth', 50.72, -1.88], ['BL', 'Bolton', 53.58, -2.43],
    ['BN', 'Brighton', 50.83, -0.14], ['BR', 'Bromley', 51.4, 0.02], ['BS', 'Bristol', 51.45, -2.59],
    ['BT', 'Belfast', 54.6, -5.93], ['CA', 'Carlisle', 54.89, -2.93], ['CB', 'Cambridge', 52.21, 0.12],
    ['CF', 'Cardiff', 51.48, -3.18], ['CH', 'Chester', 53.19, -2.89], ['CM', 'Chelmsford', 51.74, 0.47],
    ['CO', 'Colchester', 51.89, 0.9], ['CR', 'Croydon', 51.37, -0.1], ['CT', 'Canterbury', 51.28, 1.08],
    ['CV', 'Coventry', 52.41, -1.51], ['DD', 'Dundee', 56.46, -2.97], ['DE', 'Derby', 52.92, -1.48],
    ['DH', 'Durham', 54.78, -1.57], ['DN', 'Doncaster', 53.52, -1.13], ['E', 'London E', 51.53, -0.05],
    ['EC', 'London EC', 51.52, -0.1], ['EH', 'Edinburgh', 55.95, -3.19], ['EX', 'Exeter', 50.72, -3.53],
    ['G', 'Glasgow', 55.86, -4.25], ['GL', 'Gloucester', 51.86, -2.24], ['GU', 'Guildford', 51.24, -0.57],
    ['HU', 'Hull', 53.74, -0.33], ['IP', 'Ipswich', 52.06, 1.16], ['IV', 'Inverness', 57.48, -4.22],
    ['KY', 'Kirkcaldy', 56.11, -3.16], ['L', 'Liverpool', 53.41, -2.98], ['LE', 'Leicester', 52.64, -1.13],
    ['LS', 'Leeds', 53.8, -1.55], ['M', 'Manchester', 53.48, -2.24], ['ME', 'Medway', 51.38, 0.52],
    ['MK', 'Milton Keynes', 52.04, -0.76], ['N', 'London N', 51.57, -0.11], ['NE', 'Newcastle upon Tyne', 54.98, -1.61],
    ['NG', 'Nottingham', 52.95, -1.15], ['NP', 'Newport', 51.59, -3.0], ['NR', 'Norwich', 52.63, 1.3],
    ['NW', 'London NW', 51.55, -0.18], ['OX', 'Oxford', 51.75, -1.26], ['PE', 'Peterborough', 52.57, -0.24],
    ['PL', 'Plymouth', 50.38, -4.14], ['PO', 'Portsmouth', 50.8, -1.09], ['RG', 'Reading', 51.45, -0.97],
    ['S', 'Sheffield', 53.38, -1.47], ['SA', 'Swansea', 51.62, -3.94], ['SE', 'London SE', 51.47, -0.06],
    ['SO', 'Southampton', 50.91, -1.4], ['SW', 'London SW', 51.46, -0.17], ['TN', 'Tonbridge', 51.19, 0.27],
    ['W', 'London W', 51.51, -0.22], ['WC', 'London WC', 51.517, -0.12], ['YO', 'York', 53.96, -1.08],
    ['SW1A', 'London SW1A', 51.501, -0.141], ['SW1E', 'London SW1E', 51.497, -0.139],
    ['SW1V', 'London SW1V', 51.491, -0.141], ['W1D', 'London W1D', 51.513, -0.132],
    ['WC2N', 'London WC2N', 51.508, -0.125], ['EC1A', 'London EC1A', 51.519, -0.1],
    ['EC2A', 'London EC2A', 51.524, -0.083], ['E1', 'London E1', 51.517, -0.06],
    ['E8', 'London E8', 51.543, -0.064], ['N1', 'London N1', 51.538, -0.099],
    ['NW1', 'London NW1', 51.533, -0.144], ['SE1', 'London SE1', 51.5, -0.09],
    ['SE16', 'London SE16', 51.496, -0.05], ['W6', 'London W6', 51.493, -0.229],
    ['M1', 'Manchester M1', 53.478, -2.235], ['M4', 'Manchester M4', 53.486, -2.227],
    ['B1', 'Birmingham B1', 52.479, -1.908], ['B2', 'Birmingham B2', 52.479, -1.897],
    ['LS1', 'Leeds LS1', 53.797, -1.548], ['G1', 'Glasgow G1', 55.861, -4.25],
    ['EH1', 'Edinburgh EH1', 55.951, -3.19], ['EH2', 'Edinburgh EH2', 55.953, -3.199],
    ['CF10', 'Cardiff CF10', 51.476, -3.177], ['BS1', 'Bristol BS1', 51.454, -2.593],
    ['BT1', 'Belfast BT1', 54.6, -5.928], ['NE1', 'Newcastle upon Tyne NE1', 54.971, -1.613],
    ['L1', 'Liverpool L1', 53.403, -2.981], ['BN1', 'Brighton BN1', 50.826, -0.138],
  ]),
  // Eircode routing keys.
  ...areas('IE', [
    ['D01', 'Dublin 1', 53.352, -6.258], ['D02', 'Dublin 2', 53.338, -6.253],
    ['D04', 'Dublin 4', 53.327, -6.227], ['D07', 'Dublin 7', 53.36, -6.28],
    ['D08', 'Dublin 8', 53.339, -6.285], ['T12', 'Cork', 51.897, -8.47],
    ['H91', 'Galway', 53.274, -9.049], ['V94', 'Limerick', 52.664, -8.623],
    ['X91', 'Waterford', 52.259, -7.11],
  ]),
  // Greek postcodes: three-digit districts, then the two-digit regions.
  ...areas('GR', [
    ['104', 'Αθήνα 104', 37.987, 23.727], ['105', 'Αθήνα 105', 37.976, 23.735],
    ['106', 'Αθήνα 106', 37.977, 23.742], ['185', 'Πειραιάς 185', 37.942, 23.646],
    ['546', 'Θεσσαλονίκη 546', 40.632, 22.944], ['262', 'Πάτρα 262', 38.246, 21.735],
    ['712', 'Ηράκλειο 712', 35.339, 25.134], ['10', 'Αθήνα', 37.98, 23.73],
    ['11', 'Αθήνα', 37.99, 23.75], ['54', 'Θεσσαλονίκη', 40.64, 22.94],
  ]),
  // Swiss postcodes: four digits, then the two-digit districts.
  ...areas('CH', [
    ['8001', 'Zürich 8001', 47.372, 8.541], ['80', 'Zürich', 47.37, 8.54],
    ['12', 'Genève', 46.204, 6.143], ['30', 'Bern', 46.948, 7.447],
    ['40', 'Basel', 47.559, 7.588], ['10', 'Lausanne', 46.519, 6.632],
    ['60', 'Luzern', 47.05, 8.309],
  ]),
  // Canadian forward sortation areas, then the first letter (a province or part of one).
  ...areas('CA', [
    ['M5V', 'Toronto M5V', 43.642, -79.394], ['M5H', 'Toronto M5H', 43.65, -79.384],
    ['H3B', 'Montréal H3B', 45.5, -73.568], ['V6B', 'Vancouver V6B', 49.279, -123.115],
    ['T2P', 'Calgary T2P', 51.047, -114.07], ['K1P', 'Ottawa K1P', 45.421, -75.697],
    ['M', 'Toronto', 43.7, -79.4], ['H', 'Montréal', 45.52, -73.6],
    ['V', 'British Columbia', 49.25, -123.1], ['T', 'Alberta', 51.05, -114.07],
    ['K', 'Eastern Ontario', 45.42, -75.7],
  ]),
  // US ZIP code prefixes (the sectional centre facility's three digits).
  ...areas('US', [
    ['100', 'New York, NY', 40.754, -73.984], ['112', 'Brooklyn, NY', 40.65, -73.95],
    ['606', 'Chicago, IL', 41.881, -87.63], ['900', 'Los Angeles, CA', 34.052, -118.244],
    ['941', 'San Francisco, CA', 37.775, -122.418], ['981', 'Seattle, WA', 47.606, -122.332],
    ['021', 'Boston, MA', 42.36, -71.058],
  ]),
  // The eu store view's countries: two-digit districts.
  ...areas('DE', [
    ['10', 'Berlin', 52.52, 13.405], ['80', 'München', 48.137, 11.575], ['20', 'Hamburg', 53.551, 9.993],
  ]),
  ...areas('FR', [
    ['75', 'Paris', 48.857, 2.352], ['69', 'Lyon', 45.764, 4.836], ['13', 'Marseille', 43.296, 5.37],
  ]),
  ...areas('NL', [
    ['10', 'Amsterdam', 52.37, 4.895], ['30', 'Rotterdam', 51.924, 4.478], ['35', 'Utrecht', 52.09, 5.122],
  ]),
];
