import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { saveBlob } from '@/lib/download'
import { ButtonLink, focusRing } from './button'
import { DescriptionItem, DescriptionItems, DescriptionList } from './description-list'
import { DownloadButton } from './download-button'
import { EmailLink, ExternalLink, Link } from './link'
import { LoadingRow } from './loading-row'
import { renderInI18n as render } from '@/testing/render'

vi.mock('@/lib/download', () => ({ saveBlob: vi.fn() }))

test('every link wears the themed focus ring; the footer variant keeps the guarded primary', () => {
  render(
    <MemoryRouter>
      <Link to="/faq">FAQ</Link>
      <Link to="/offer" size="standalone">
        Change the amount
      </Link>
      <ExternalLink href="mailto:a@b.example" variant="footer">
        a@b.example
      </ExternalLink>
      <ButtonLink to="/faq" variant="ghost">
        Read the FAQ
      </ButtonLink>
    </MemoryRouter>,
  )
  for (const name of ['FAQ', 'Change the amount', 'a@b.example', 'Read the FAQ'])
    expect(screen.getByRole('link', { name })).toHaveClass(...focusRing.split(' '))
  expect(screen.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq')
  expect(screen.getByRole('link', { name: 'FAQ' })).toHaveClass('text-primary-d10', 'underline')
  expect(screen.getByRole('link', { name: 'a@b.example' })).toHaveClass('text-primary')
  expect(screen.getByRole('link', { name: 'a@b.example' })).not.toHaveClass('text-primary-d10')
  // A link on its own line is a 44 px target.
  expect(screen.getByRole('link', { name: 'Change the amount' })).toHaveClass('h-11')
})

test('an e-mail link: a mailto: link for a plain address, plain text for one that could add headers', () => {
  render(
    <>
      <EmailLink address="help@bistropay.example" variant="footer" />
      <EmailLink address="help@bistropay.example?cc=boss@evil.example">Write to us</EmailLink>
      <EmailLink address="team@acme.example" size="standalone">
        E-mail support
      </EmailLink>
    </>,
  )
  const plain = screen.getByRole('link', { name: 'help@bistropay.example' })
  expect(plain).toHaveAttribute('href', 'mailto:help@bistropay.example')
  expect(plain).toHaveClass('text-primary', ...focusRing.split(' '))
  expect(plain).not.toHaveAttribute('target')
  expect(screen.getByRole('link', { name: 'E-mail support' })).toHaveAttribute(
    'href',
    'mailto:team@acme.example',
  )
  expect(screen.getByRole('link', { name: 'E-mail support' })).toHaveClass('h-11')
  // Shown, never linked.
  expect(screen.getByText('Write to us').closest('a')).toBeNull()
  expect(screen.getAllByRole('link')).toHaveLength(2)
})

test('a description list pairs each term with its detail, in order', () => {
  render(
    <DescriptionList layout="rows">
      <DescriptionItems
        items={[
          ['Fixed fee', '$1,440.00'],
          ['Total repayment', '$13,440.00'],
        ]}
        numeric
      />
      <DescriptionItem term="Account" data-dd-privacy="mask">
        ending 7781
      </DescriptionItem>
    </DescriptionList>,
  )
  const terms = screen.getAllByRole('term')
  const details = screen.getAllByRole('definition')
  expect(terms.map((t) => t.textContent)).toEqual(['Fixed fee', 'Total repayment', 'Account'])
  expect(terms.map((t) => t.nextElementSibling)).toEqual(details)
  expect(details.map((d) => d.textContent)).toEqual(['$1,440.00', '$13,440.00', 'ending 7781'])
  expect(details[0]).toHaveClass('tabular-nums')
  expect(details[2]).not.toHaveClass('tabular-nums')
  // Other props go to the detail (a replay mask, for one).
  expect(details[2]).toHaveAttribute('data-dd-privacy', 'mask')
})

test('a loading row shows a spinner and what is coming; it is announced only when asked', () => {
  const { rerender } = render(<LoadingRow>Loading your terms…</LoadingRow>)
  expect(screen.getByText('Loading your terms…')).toBeInTheDocument()
  expect(document.querySelector('[data-slot="spinner"]')).not.toBeNull()
  expect(screen.queryByRole('status')).toBeNull()
  rerender(<LoadingRow role="status">We’re checking…</LoadingRow>)
  expect(screen.getByRole('status')).toHaveTextContent('We’re checking…')
})

test('a download button saves the fetched file under its name, or says why it could not', async () => {
  const user = userEvent.setup()
  const blob = new Blob(['%PDF-'])
  const file = vi
    .fn<() => Promise<{ blob: Blob; fileName: string }>>()
    .mockResolvedValueOnce({ blob, fileName: 'contract-1.pdf' })
    .mockRejectedValueOnce(new Error('The server is busy.'))
  render(
    <DownloadButton file={file} failure={(reason) => `We couldn’t download your contract. ${reason}`}>
      Download your contract (PDF)
    </DownloadButton>,
  )
  const button = screen.getByRole('button', { name: 'Download your contract (PDF)' })
  await user.click(button)
  expect(saveBlob).toHaveBeenCalledWith(blob, 'contract-1.pdf')
  expect(screen.getByRole('alert')).toBeEmptyDOMElement()
  await user.click(button)
  expect(
    await screen.findByText('We couldn’t download your contract. The server is busy.'),
  ).toBeInTheDocument()
  expect(saveBlob).toHaveBeenCalledOnce()
})
