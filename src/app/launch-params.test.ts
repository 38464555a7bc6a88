// @vitest-environment jsdom
import { isEmbedLaunch, takeLaunchParams } from './launch-params'

test('reads token and shopId, then removes them from the address bar keeping the rest', () => {
  window.history.replaceState(null, '', '/splash?isRenewal=true&token=abc.def.ghi&shopId=shop_1#top')
  expect(takeLaunchParams()).toEqual({ token: 'abc.def.ghi', shopId: 'shop_1', hideTabs: null, lang: null })
  expect(window.location.pathname + window.location.search + window.location.hash).toBe(
    '/splash?isRenewal=true#top',
  )
})

test('without launch parameters the URL is left alone', () => {
  window.history.replaceState(null, '', '/faq?x=1')
  expect(takeLaunchParams()).toEqual({ token: null, shopId: null, hideTabs: null, lang: null })
  expect(window.location.search).toBe('?x=1')
})

test('hideTabs is read from the link', () => {
  window.history.replaceState(null, '', '/?token=a.b.c&shopId=s&hideTabs=true')
  expect(takeLaunchParams().hideTabs).toBe(true)
  window.history.replaceState(null, '', '/?hideTabs=false')
  expect(takeLaunchParams().hideTabs).toBe(false)
})

test('a partner’s one-time login token is taken off the address bar exactly as a JWT is', () => {
  window.history.replaceState(null, '', '/splash?token=login-new-merchant&shopId=shop_1&hideTabs=true')
  expect(takeLaunchParams()).toEqual({
    token: 'login-new-merchant',
    shopId: 'shop_1',
    hideTabs: true,
    lang: null,
  })
  expect(window.location.pathname + window.location.search).toBe('/splash?hideTabs=true')
})

test('lang is read from the link and taken off the address, so a reload keeps a later choice', () => {
  window.history.replaceState(null, '', '/splash?lang=es-US&token=a.b.c&shopId=s&isRenewal=true')
  expect(takeLaunchParams().lang).toBe('es-US')
  expect(window.location.search).toBe('?isRenewal=true')
  window.history.replaceState(null, '', '/faq?lang=es')
  expect(takeLaunchParams().lang).toBe('es')
  expect(window.location.search).toBe('')
})

test('embed=1 marks a launch by the partner library, and stays on the address', () => {
  window.history.replaceState(null, '', '/?embed=1&hideTabs=true')
  expect(takeLaunchParams()).toEqual({ token: null, shopId: null, hideTabs: true, lang: null })
  expect(isEmbedLaunch()).toBe(true)
  expect(window.location.search).toBe('?embed=1&hideTabs=true')
  window.history.replaceState(null, '', '/?embed=0')
  expect(isEmbedLaunch()).toBe(false)
  window.history.replaceState(null, '', '/')
  expect(isEmbedLaunch()).toBe(false)
})
