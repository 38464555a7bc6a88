import { contractExamples } from '@/testing/contract-examples'
import { OFFER_REVIEW_STORAGE_KEY } from '../store/review-store'
import { loanContractSchema } from './schemas'

// The contract URL is fetched and saved as a file: only https, or http on a loopback host (issue 14).
const contractWith = (contractUrl: string) => ({ ...contractExamples.loanContract, contractUrl })

test.each([
  'https://api.example/v2/contracts/c_9?r=7f3a',
  'https://documents.bank.example/c/9.pdf?r=1',
  'http://localhost:5173/v2/contracts/c_9?r=1',
  'http://127.0.0.1:4199/v2/contracts/c_9?r=1',
])('POST loan-contract: contractUrl %s is accepted', (url) => {
  expect(loanContractSchema.safeParse(contractWith(url)).success).toBe(true)
})

test.each([
  'javascript:alert(1)',
  'data:application/pdf;base64,JVBERi0xLjQ=',
  'file:///Users/merchant/contract.pdf',
  'http://documents.bank.example/c/9.pdf',
  'ftp://documents.bank.example/c/9.pdf',
  'https://user:pw@documents.bank.example/c/9.pdf',
  '/v2/contracts/c_9',
])('POST loan-contract: contractUrl %s is refused', (url) => {
  expect(loanContractSchema.safeParse(contractWith(url)).success).toBe(false)
})

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
