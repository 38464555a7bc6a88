import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format'
import { ACKNOWLEDGMENT, type DisclosureModel, type DisclosureRow } from '../model/disclosure'

/**
 * The state disclosure on screen, in a serif document font, as a real table. CA and NY: three
 * columns and no header row (the form prescribes none); the other forms: item and value.
 */
export function DisclosureDocument({
  model,
  generatedAt,
  signature,
  headingLevel = 'h2',
  className,
}: {
  model: DisclosureModel
  generatedAt: string
  /** The typed signature once given (CA/NY), to show on the signature line. */
  signature?: { name: string; signedAt: string } | null
  /** h1 where the disclosure is the page (/disclosure), h2 inside another page. */
  headingLevel?: 'h1' | 'h2'
  className?: string
}) {
  const threeColumns = model.form === 'offer-summary'
  const Heading = headingLevel
  return (
    <article
      aria-labelledby="disclosure-title"
      className={cn('font-document text-document-fg', className)}
      data-dd-privacy="mask"
    >
      <Heading
        id="disclosure-title"
        className={cn(
          'text-xl font-bold tracking-tight',
          model.form === 'offer-summary' ? 'text-center' : '',
        )}
      >
        {model.title}
      </Heading>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full border-collapse border border-document-rule text-left text-sm leading-snug sm:text-[15px]">
          <caption className="sr-only">
            {model.form === 'offer-summary'
              ? `${model.title}: each row names a term, its amount and what it means`
              : `${model.title}: each row names an item and its value`}
          </caption>
          {threeColumns ? null : (
            <thead className="bg-document-heading">
              <tr>
                <th scope="col" className="border border-document-rule px-3 py-2 font-semibold">
                  Item
                </th>
                <th scope="col" className="border border-document-rule px-3 py-2 font-semibold">
                  Amount or terms
                </th>
              </tr>
            </thead>
          )}
          <tbody>
            {model.rows.map((row, i) => (
              <Row key={i} row={row} threeColumns={threeColumns} />
            ))}
          </tbody>
        </table>
      </div>
      <div className="mt-4 flex flex-col gap-1 text-[15px]">
        {model.notes.map((note) => (
          <p key={note}>{note}</p>
        ))}
        <p className="text-sm">Prepared {formatDate(generatedAt)}.</p>
      </div>
      {model.signatureRequired ? (
        <div className="mt-6 flex flex-col gap-4 text-[15px]">
          <p>{ACKNOWLEDGMENT}</p>
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <SignatureLine label="Recipient Signature" value={signature?.name ?? ''} italic />
            <SignatureLine label="Date" value={signature ? formatDate(signature.signedAt) : ''} />
          </div>
        </div>
      ) : null}
    </article>
  )
}

function Row({ row, threeColumns }: { row: DisclosureRow; threeColumns: boolean }) {
  const cell = 'border border-document-rule px-2 py-2 align-top sm:px-3'
  const label = row.continuesLabel ? null : (
    <th
      scope="row"
      rowSpan={row.labelRowSpan}
      className={cn(cell, 'w-[30%] bg-document-heading font-semibold')}
    >
      {row.label}
    </th>
  )
  if (!threeColumns) {
    return (
      <tr>
        {label}
        <td className={cell}>{row.value || row.explanation}</td>
      </tr>
    )
  }
  return (
    <tr>
      {label}
      {row.merged ? (
        <td colSpan={2} className={cell}>
          {row.explanation}
        </td>
      ) : (
        <>
          <td className={cn(cell, 'font-semibold whitespace-nowrap tabular-nums')}>{row.value}</td>
          <td className={cell}>{row.explanation}</td>
        </>
      )}
    </tr>
  )
}

function SignatureLine({ label, value, italic = false }: { label: string; value: string; italic?: boolean }) {
  return (
    <div>
      <p className={cn('min-h-7 border-b border-document-fg px-1 text-lg', italic && 'italic')}>{value}</p>
      <p className="mt-1 text-sm">{label}</p>
    </div>
  )
}
