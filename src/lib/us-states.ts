/** US states (name, abbreviation); territories only when asked for (spec §3). */
export const US_STATES = [
  ['Alabama', 'AL'],
  ['Alaska', 'AK'],
  ['Arizona', 'AZ'],
  ['Arkansas', 'AR'],
  ['California', 'CA'],
  ['Colorado', 'CO'],
  ['Connecticut', 'CT'],
  ['Delaware', 'DE'],
  ['District of Columbia', 'DC'],
  ['Florida', 'FL'],
  ['Georgia', 'GA'],
  ['Hawaii', 'HI'],
  ['Idaho', 'ID'],
  ['Illinois', 'IL'],
  ['Indiana', 'IN'],
  ['Iowa', 'IA'],
  ['Kansas', 'KS'],
  ['Kentucky', 'KY'],
  ['Louisiana', 'LA'],
  ['Maine', 'ME'],
  ['Maryland', 'MD'],
  ['Massachusetts', 'MA'],
  ['Michigan', 'MI'],
  ['Minnesota', 'MN'],
  ['Mississippi', 'MS'],
  ['Missouri', 'MO'],
  ['Montana', 'MT'],
  ['Nebraska', 'NE'],
  ['Nevada', 'NV'],
  ['New Hampshire', 'NH'],
  ['New Jersey', 'NJ'],
  ['New Mexico', 'NM'],
  ['New York', 'NY'],
  ['North Carolina', 'NC'],
  ['North Dakota', 'ND'],
  ['Ohio', 'OH'],
  ['Oklahoma', 'OK'],
  ['Oregon', 'OR'],
  ['Pennsylvania', 'PA'],
  ['Rhode Island', 'RI'],
  ['South Carolina', 'SC'],
  ['South Dakota', 'SD'],
  ['Tennessee', 'TN'],
  ['Texas', 'TX'],
  ['Utah', 'UT'],
  ['Vermont', 'VT'],
  ['Virginia', 'VA'],
  ['Washington', 'WA'],
  ['West Virginia', 'WV'],
  ['Wisconsin', 'WI'],
  ['Wyoming', 'WY'],
].map(([name, abbreviation]) => ({ name: name!, abbreviation: abbreviation! }))

export const US_TERRITORIES = [
  ['American Samoa', 'AS'],
  ['Guam', 'GU'],
  ['Northern Mariana Islands', 'MP'],
  ['Puerto Rico', 'PR'],
  ['U.S. Virgin Islands', 'VI'],
].map(([name, abbreviation]) => ({ name: name!, abbreviation: abbreviation! }))

export function usStates({ includeTerritories = false } = {}) {
  return includeTerritories
    ? [...US_STATES, ...US_TERRITORIES].sort((a, b) => a.name.localeCompare(b.name))
    : US_STATES
}

export const stateName = (abbreviation: string) =>
  [...US_STATES, ...US_TERRITORIES].find((s) => s.abbreviation === abbreviation)?.name ?? abbreviation
