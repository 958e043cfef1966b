/** The countries the demo store knows (ships to and accepts in addresses). */
export interface Country {
  iso: string;
  iso3: string;
  name: string;
  zipcodeRequired: boolean;
  statesRequired: boolean;
}

export const COUNTRIES: readonly Country[] = [
  { iso: 'US', iso3: 'USA', name: 'United States', zipcodeRequired: true, statesRequired: true },
  { iso: 'CA', iso3: 'CAN', name: 'Canada', zipcodeRequired: true, statesRequired: true },
  { iso: 'GB', iso3: 'GBR', name: 'United Kingdom', zipcodeRequired: true, statesRequired: false },
  { iso: 'IE', iso3: 'IRL', name: 'Ireland', zipcodeRequired: false, statesRequired: false },
  { iso: 'DE', iso3: 'DEU', name: 'Germany', zipcodeRequired: true, statesRequired: false },
  { iso: 'FR', iso3: 'FRA', name: 'France', zipcodeRequired: true, statesRequired: false },
  { iso: 'NL', iso3: 'NLD', name: 'Netherlands', zipcodeRequired: true, statesRequired: false },
  { iso: 'AU', iso3: 'AUS', name: 'Australia', zipcodeRequired: true, statesRequired: true },
  { iso: 'NZ', iso3: 'NZL', name: 'New Zealand', zipcodeRequired: true, statesRequired: false },
  { iso: 'HK', iso3: 'HKG', name: 'Hong Kong', zipcodeRequired: false, statesRequired: false },
];

/** By ISO 3166 alpha-2 or alpha-3 code, any case. */
export function findCountry(code: string | null | undefined): Country | undefined {
  if (!code) return undefined;
  const wanted = code.trim().toUpperCase();
  return COUNTRIES.find((c) => c.iso === wanted || c.iso3 === wanted);
}
