import type { TCountry } from './system';

/** Dialling codes offered by the country-code call; merchants may narrow the list. */
export const COUNTRIES: readonly TCountry[] = [
  ['MX', '+52'], ['AR', '+54'], ['CO', '+57'], ['PE', '+51'], ['CL', '+56'], ['EC', '+593'],
  ['VE', '+58'], ['UY', '+598'], ['PY', '+595'], ['BO', '+591'], ['GT', '+502'], ['HN', '+504'],
  ['SV', '+503'], ['NI', '+505'], ['CR', '+506'], ['PA', '+507'], ['DO', '+1'], ['PR', '+1'],
  ['ES', '+34'], ['BR', '+55'], ['PT', '+351'], ['US', '+1'], ['CA', '+1'], ['GB', '+44'],
  ['PH', '+63'], ['TH', '+66'], ['VN', '+84'], ['ID', '+62'], ['MY', '+60'], ['IN', '+91'],
  ['KR', '+82'], ['JP', '+81'], ['TW', '+886'], ['CN', '+86'], ['KH', '+855'], ['TR', '+90'],
].map(([countryCode, countryDialingCode]) => ({ countryCode, countryDialingCode }) as TCountry);
