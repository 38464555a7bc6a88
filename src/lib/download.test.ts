// @vitest-environment jsdom
import { contractFileNameFromUrl, isPdf, loanContractFileName, saveBlob } from './download'

test('contract file names follow the spec', () => {
  expect(contractFileNameFromUrl('https://api.example/v2/contracts/c_9?r=7f3a')).toBe('contract-7f3a.pdf')
  expect(contractFileNameFromUrl('https://api.example/v2/contracts/c_9')).toBe('contract.pdf')
  expect(contractFileNameFromUrl('https://api.example/c?r=../../etc')).toBe('contract-etc.pdf')
  expect(loanContractFileName('loan_1')).toBe('contract-loan_1.pdf')
})

test('saveBlob clicks a download link and revokes the object URL afterwards', () => {
  vi.useFakeTimers()
  const create = vi.fn(() => 'blob:x')
  const revoke = vi.fn()
  Object.assign(URL, { createObjectURL: create, revokeObjectURL: revoke })
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
  saveBlob(new Blob(['%PDF']), 'contract-1.pdf')
  expect(click).toHaveBeenCalledOnce()
  expect(document.querySelector('a[download]')).toBeNull()
  expect(revoke).not.toHaveBeenCalled()
  vi.runAllTimers()
  expect(revoke).toHaveBeenCalledWith('blob:x')
})

test.each([
  ['%PDF-1.4 …', true],
  ['%PDF-', true],
  ['%PDF', false],
  [' %PDF-1.4', false],
  ['<!doctype html>', false],
  ['{"status":500}', false],
  ['', false],
])('isPdf(%j) is %s: the signature must open the file', async (text, expected) => {
  expect(await isPdf(new Blob([text]))).toBe(expected)
})
