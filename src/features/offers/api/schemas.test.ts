// @vitest-environment jsdom
import { z } from '@/lib/zod'
import { contractExamples } from '@/testing/contract-examples'
import { OFFER_REVIEW_STORAGE_KEY } from '../store/review-store'
import { loanContractSchema } from './schemas'

// The contract URL is fetched and saved as a file: only https, or http on a loopback host (issue 14).
const contractWith = (contractUrl: string) => ({ ...contractExamples.loanContract, contractUrl })

test.each([
  ['https://api.example/v2/contracts/c_9?r=7f3a', true],
  ['https://documents.bank.example/c/9.pdf?r=1', true],
  ['http://localhost:5173/v2/contracts/c_9?r=1', true],
  ['http://127.0.0.1:4199/v2/contracts/c_9?r=1', true],
  ['javascript:alert(1)', false],
  ['data:application/pdf;base64,JVBERi0xLjQ=', false],
  ['file:///Users/merchant/contract.pdf', false],
  ['http://documents.bank.example/c/9.pdf', false],
  ['ftp://documents.bank.example/c/9.pdf', false],
  ['https://user:pw@documents.bank.example/c/9.pdf', false],
  ['/v2/contracts/c_9', false],
])('POST loan-contract: contractUrl %s is accepted: %s', (url, accepted) =>
  expect(z.safeParse(loanContractSchema, contractWith(url)).success).toBe(accepted),
)

test('a contract URL restored from storage follows the same rule', async () => {
  const save = (contractUrl: string) =>
    sessionStorage.setItem(
      OFFER_REVIEW_STORAGE_KEY,
      JSON.stringify({ offerId: 'offer_1', contractAmount: 12000, offerContract: contractWith(contractUrl) }),
    )
  const restoredUrl = async () => {
    vi.resetModules()
    const { useOfferReview: fresh } = await import('../store/review-store')
    return fresh.getState().offerContract?.contractUrl ?? null
  }
  save('https://api.example/v2/contracts/c_9?r=7f3a')
  expect(await restoredUrl()).toBe('https://api.example/v2/contracts/c_9?r=7f3a')
  save('javascript:alert(1)')
  expect(await restoredUrl()).toBeNull()
})
