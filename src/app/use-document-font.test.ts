import { bundledWeights } from './use-document-font'

test('the bundled serif is fetched only where it shows', () => {
  // A partner document font of its own: it shows in every weight (bold is drawn from it); the
  // bundled serif only if the partner's file does not load.
  expect(bundledWeights('Merriweather')).toEqual({ withPartner: [], ifPartnerFails: ['400', '700'] })
  // The partner names the bundled serif: its file is the regular weight; bold is the bundled 700.
  const same = { withPartner: ['700'], ifPartnerFails: ['400'] }
  expect(bundledWeights('Source Serif 4')).toEqual(same)
  expect(bundledWeights(' "source serif 4" ')).toEqual(same)
})
