import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fetchDisclosure } from '@/features/offers/api/offers-api'
import type * as PdfModule from '@/features/offers/pdf/disclosure-pdf'
import type * as FontsModule from '@/features/offers/pdf/pdf-fonts'
import { buildDisclosure } from '@/features/offers/model/disclosure'
import { signatureActions } from '@/features/offers/store/signature-store'
import { fingerprint } from '@/lib/digest'
import { SESSION_STORE_KEYS, forgetSessionStores } from '@/lib/session-store'
import { openApp } from '@/testing/app'
import { sandbox } from '@/testing/server'

/**
 * Issue 38, point 4: the disclosure the merchant accepted, as a PDF to keep, from the loan view and the
 * status screen: read again for the loan's terms, the same rows, the terms id, and the SHA-256 of
 * the parsed disclosure printed on it; the signature only where this browser kept it.
 */

// What the app asks the PDF renderer for (the rows, the record, the signature). The text layer of
// a PDF made from such props is read in src/features/offers/pdf/disclosure-pdf.test.tsx (node: react-pdf's
// compression does not run under jsdom).
type RenderProps = Parameters<typeof PdfModule.renderDisclosurePdfBlob>[0]
const asked: RenderProps[] = []
vi.mock('@/features/offers/pdf/disclosure-pdf', async (importOriginal) => ({
  ...(await importOriginal<typeof PdfModule>()),
  renderDisclosurePdfBlob: (props: RenderProps) => {
    asked.push(props)
    return Promise.resolve({
      output: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      fontFamily: 'test',
    })
  },
}))
// The partner's document font is not served in jsdom.
vi.mock('@/features/offers/pdf/pdf-fonts', async (importOriginal) => ({
  ...(await importOriginal<typeof FontsModule>()),
  fetchDocumentFont: () => Promise.resolve(null),
}))

function watchSaves() {
  const saved: string[] = []
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:saved'), revokeObjectURL: vi.fn() })
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    if (this.download) saved.push(this.download)
  })
  return saved
}

const loanOf = (scenario: string) =>
  sandbox.db.state.loans[sandbox.db.state.shops[`shop_${scenario}`]!.origination.loanId!]!

beforeEach(() => {
  asked.length = 0
  signatureActions.cleared()
})
afterEach(() => vi.restoreAllMocks())

test('loan view: the PDF is made from the disclosure read again, with its terms id, its SHA-256 and the kept signature', async () => {
  const user = userEvent.setup()
  const saved = watchSaves()
  const loan = loanOf('loan-flex-normal')
  signatureActions.kept({ termsId: loan.termsId, name: 'Ana Diaz', signedAt: '2026-11-21T15:02:00Z' })
  openApp('loan-flex-normal', '/')
  await screen.findByRole('heading', { level: 1, name: /Your flex loan/ }, { timeout: 15_000 })
  expect(
    screen.getByText('It includes the signature you gave in this browser on 11/21/2026.'),
  ).toBeInTheDocument()

  await user.click(screen.getByRole('button', { name: 'Download the disclosure (PDF)' }))
  await waitFor(() => expect(saved).toEqual([`disclosure-${loan.termsId}.pdf`]), { timeout: 20_000 })

  // Read again from GET /v2/disclosures/loans/terms/{termsId} (the sandbox stamps each answer's
  // generatedAt afresh): the same rows as on screen, and the hash of what the app read.
  const disclosure = await fetchDisclosure(loan.termsId)
  expect(asked).toHaveLength(1)
  const props = asked[0]!
  const read = props.model.source.disclosure
  expect({ ...read, generatedAt: '' }).toEqual({ ...disclosure, generatedAt: '' })
  expect(props.model).toEqual(buildDisclosure(read, props.model.source.fundingDays))
  expect(props.record).toEqual({
    termsId: loan.termsId,
    fingerprint: await fingerprint(read),
    madeAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
  })
  expect(props.record!.fingerprint).toMatch(/^[0-9a-f]{64}$/)
  expect(props.generatedAt).toBe(read.generatedAt)
  expect(props.signature).toEqual({ name: 'Ana Diaz', signedAt: '2026-11-21T15:02:00Z' })
})

test('status screen, no signature kept: it says so, and the PDF gets no signer, still its terms id and hash', async () => {
  const user = userEvent.setup()
  const saved = watchSaves()
  const loan = loanOf('loan-pending-funding')
  openApp('loan-pending-funding', '/')
  await user.click(
    await screen.findByRole('button', { name: 'Download the disclosure (PDF)' }, { timeout: 15_000 }),
  )
  expect(screen.getByText(/This browser didn’t keep a signature for it/)).toBeInTheDocument()
  await waitFor(() => expect(saved).toHaveLength(1), { timeout: 20_000 })
  expect(asked[0]!.signature).toBeNull()
  expect(asked[0]!.record?.termsId).toBe(loan.termsId)
  expect(asked[0]!.record?.fingerprint).toBe(await fingerprint(asked[0]!.model.source.disclosure))
})

test('the kept signature lives in sessionStorage only, and goes when the session ends', () => {
  signatureActions.kept({ termsId: 'terms_1', name: 'Ana Diaz', signedAt: '2026-11-21T15:02:00Z' })
  expect(JSON.parse(sessionStorage.getItem(SESSION_STORE_KEYS.disclosureSignatures)!)).toEqual({
    signatures: [{ termsId: 'terms_1', name: 'Ana Diaz', signedAt: '2026-11-21T15:02:00Z' }],
  })
  expect(localStorage.getItem(SESSION_STORE_KEYS.disclosureSignatures)).toBeNull()
  forgetSessionStores()
  expect(sessionStorage.getItem(SESSION_STORE_KEYS.disclosureSignatures)).toBeNull()
})
