import { i18n } from '@lingui/core'
import { act } from 'react'
import { chooseLocale } from '@/lib/i18n/runtime'
import { customerTabs, isOfferPage, tabsVisible } from './tabs'

const none = { hasPendingOffer: false, hasActiveLoan: false, hasPastLoans: false }
const labels = (flags = none, path = '/faq') => customerTabs(flags, path, null).map((t) => t.label)

test('FAQ is always shown', () => {
  expect(labels()).toEqual(['FAQ'])
})

test('each tab shows on its own condition, in order', () => {
  expect(labels({ ...none, hasPendingOffer: true })).toEqual(['Pending Offer', 'FAQ'])
  expect(labels({ ...none, hasActiveLoan: true })).toEqual(['Summary', 'Support', 'FAQ'])
  expect(labels({ ...none, hasPastLoans: true })).toEqual(['Past Loans', 'Support', 'FAQ'])
  expect(labels({ hasPendingOffer: true, hasActiveLoan: true, hasPastLoans: true })).toEqual([
    'Pending Offer',
    'Summary',
    'Past Loans',
    'Support',
    'FAQ',
  ])
})

test('Pending Offer is active on every page but the other four, and returns to the last offer page', () => {
  const flags = { hasPendingOffer: true, hasActiveLoan: true, hasPastLoans: true }
  for (const path of ['/application/business-info/1', '/loan/offer/amount', '/loan/status', '/splash']) {
    expect(customerTabs(flags, path, null)[0]).toMatchObject({ label: 'Pending Offer', active: true })
  }
  for (const path of ['/loan/credit-view', '/past-loans', '/support', '/faq']) {
    expect(customerTabs(flags, path, null)[0]?.active).toBe(false)
  }
  expect(customerTabs(flags, '/faq', '/loan/offer/submit')[0]?.to).toBe('/loan/offer/submit')
  expect(customerTabs(flags, '/faq', null)[0]?.to).toBe('/')
})

test('offer pages are remembered; the other tabs, error, system and home are not', () => {
  expect(isOfferPage('/application/personal-info/2')).toBe(true)
  expect(isOfferPage('/loan/offer/amount')).toBe(true)
  for (const path of ['/loan/credit-view', '/past-loans', '/support', '/faq', '/error', '/system', '/'])
    expect(isOfferPage(path)).toBe(false)
})

test('tabs hide on error, system and disclosure pages, on errors, and with hideTabs', () => {
  expect(tabsVisible('/faq', { hideTabs: false, failed: false })).toBe(true)
  for (const path of ['/error', '/system', '/disclosure'])
    expect(tabsVisible(path, { hideTabs: false, failed: false })).toBe(false)
  expect(tabsVisible('/faq', { hideTabs: false, failed: true })).toBe(false)
  expect(tabsVisible('/faq', { hideTabs: true, failed: false })).toBe(false)
})

test('in Spanish the tabs are named in Spanish, in the same order', async () => {
  await act(() => chooseLocale('es-US'))
  const all = { hasPendingOffer: true, hasActiveLoan: true, hasPastLoans: true }
  expect(customerTabs(all, '/faq', null, i18n).map((t) => t.label)).toEqual([
    'Oferta pendiente',
    'Resumen',
    'Préstamos anteriores',
    'Soporte',
    'Preguntas frecuentes',
  ])
})
