import type { I18n } from '@lingui/core'
import { I18nProvider } from '@lingui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { RetryAlert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { ChevronDownIcon } from '@/components/ui/icons'
import { LoadingRow } from '@/components/ui/loading-row'
import { cn } from '@/lib/cn'
import { formatDate } from '@/lib/format'
import { i18nFor } from '@/lib/i18n/runtime'
import {
  ACKNOWLEDGMENT,
  DOCUMENT_COPY,
  type DisclosureModel,
  type DisclosureRow,
  GOVERNING_LOCALE,
  disclosureIn,
  preparedOn,
} from '../model/disclosure'

type HeadingLevel = 'h1' | 'h2' | 'h3'

interface DisclosureDocumentProps {
  model: DisclosureModel
  generatedAt: string
  /** The typed signature once given (CA/NY), to show on the signature line. */
  signature?: { name: string; signedAt: string } | null
  /** h1 where the disclosure is the page (/disclosure), h2 inside another page. */
  headingLevel?: 'h1' | 'h2'
  className?: string
}

/**
 * The state disclosure on screen, in the language on screen. In English, the form alone. In another
 * language, the translated form, a note that the English version governs (decision 0017), and the
 * English original one click away.
 */
export function DisclosureDocument({
  model,
  headingLevel = 'h2',
  className,
  ...rest
}: DisclosureDocumentProps) {
  const { i18n } = useLingui()
  const shown = disclosureIn(model, i18n)
  if (i18n.locale === GOVERNING_LOCALE)
    return <DisclosureForm model={shown} headingLevel={headingLevel} className={className} {...rest} />
  return (
    <div className={cn('flex flex-col gap-6', className)}>
      <DisclosureForm model={shown} headingLevel={headingLevel} governingNote {...rest} />
      <EnglishOriginal model={model} headingLevel={headingLevel === 'h1' ? 'h2' : 'h3'} {...rest} />
    </div>
  )
}

/** The English original, shown on request in a Lingui instance of its own (the English catalogue). */
function EnglishOriginal({
  model,
  headingLevel,
  ...rest
}: Omit<DisclosureDocumentProps, 'headingLevel' | 'className'> & { headingLevel: HeadingLevel }) {
  const { t } = useLingui()
  const regionId = useId()
  const [open, setOpen] = useState(false)
  const [english, setEnglish] = useState<I18n | null>(null)
  const [failed, setFailed] = useState(false)

  const load = () => {
    setFailed(false)
    i18nFor(GOVERNING_LOCALE).then(setEnglish, () => setFailed(true))
  }
  const toggle = () => {
    if (!open && !english) load()
    setOpen(!open)
  }

  return (
    <section className="flex flex-col gap-4 border-t border-document-rule pt-5">
      <Button
        variant="outline"
        className="self-start"
        aria-expanded={open}
        aria-controls={regionId}
        onClick={toggle}
      >
        <ChevronDownIcon className={cn('size-4 transition-transform', open && 'rotate-180')} />
        {t`See the English original`}
      </Button>
      <div id={regionId} hidden={!open}>
        {!open ? null : english ? (
          <I18nProvider i18n={english}>
            <DisclosureForm
              model={disclosureIn(model, english)}
              headingLevel={headingLevel}
              governingNote
              lang={GOVERNING_LOCALE}
              {...rest}
            />
          </I18nProvider>
        ) : failed ? (
          <RetryAlert onRetry={load}>
            <Trans>We couldn’t load the English original.</Trans>
          </RetryAlert>
        ) : (
          <LoadingRow role="status">
            <Trans>Loading the English original…</Trans>
          </LoadingRow>
        )}
      </div>
    </section>
  )
}

/**
 * One form, in a serif document font, as a real table. CA and NY: three columns and no header row
 * (the form prescribes none); the other forms: item and value. Its own words come from the Lingui
 * context it is rendered in, the model's from the model: both in the same language.
 */
function DisclosureForm({
  model,
  generatedAt,
  signature,
  headingLevel,
  governingNote = false,
  lang,
  className,
}: Omit<DisclosureDocumentProps, 'headingLevel'> & {
  headingLevel: HeadingLevel
  /** Beside a translation: say that the English version governs. */
  governingNote?: boolean
  lang?: string
}) {
  const { i18n, t } = useLingui()
  const titleId = useId()
  const threeColumns = model.form === 'offer-summary'
  const Heading = headingLevel
  const title = model.title
  return (
    <article
      aria-labelledby={titleId}
      lang={lang}
      className={cn('font-document text-document-fg', className)}
      data-dd-privacy="mask"
    >
      <Heading
        id={titleId}
        className={cn(
          'text-xl font-bold tracking-tight',
          model.form === 'offer-summary' ? 'text-center' : '',
        )}
      >
        {title}
      </Heading>
      {governingNote ? <p className="mt-2 text-sm italic">{t(DOCUMENT_COPY.governs)}</p> : null}
      <div className="mt-4 overflow-x-auto">
        <table
          role="table"
          className={cn(
            'w-full border-collapse border border-document-rule text-left text-sm leading-snug sm:text-[15px]',
            threeColumns && 'max-sm:block max-sm:border-b-0',
          )}
        >
          <caption className="sr-only">
            {model.form === 'offer-summary'
              ? t`${title}: each row names a term, its amount and what it means`
              : t`${title}: each row names an item and its value`}
          </caption>
          {threeColumns ? null : (
            <thead className="bg-document-heading">
              <tr>
                <th scope="col" className="border border-document-rule px-3 py-2 font-semibold">
                  {t(DOCUMENT_COPY.item)}
                </th>
                <th scope="col" className="border border-document-rule px-3 py-2 font-semibold">
                  {t(DOCUMENT_COPY.amountOrTerms)}
                </th>
              </tr>
            </thead>
          )}
          {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- a block on a phone: see PHONE_ROW */}
          <tbody role="rowgroup" className={threeColumns ? 'max-sm:block' : undefined}>
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
        <p className="text-sm">{preparedOn(i18n, generatedAt)}</p>
      </div>
      {model.signatureRequired ? (
        <div className="mt-6 flex flex-col gap-4 text-[15px]">
          <p>{t(ACKNOWLEDGMENT)}</p>
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <SignatureLine label={t(DOCUMENT_COPY.recipientSignature)} value={signature?.name ?? ''} italic />
            <SignatureLine
              label={t(DOCUMENT_COPY.date)}
              value={signature ? formatDate(signature.signedAt) : ''}
            />
          </div>
        </div>
      ) : null}
    </article>
  )
}

/**
 * A cell's border and padding; below `sm` a three-column row is a grid instead (`PHONE_ROW`), so its
 * cells drop their own borders there.
 */
const CELL = 'border border-document-rule px-2 py-2 align-top sm:px-3'
/**
 * On a phone the three columns are wider than the screen (Spanish more so). Each row then shows its
 * term and amount side by side, and the explanation under them, across the row: every word whole,
 * nothing hidden sideways. The roles are written out because a row laid out as a grid is no longer
 * a table row to every browser's accessibility tree: it stays a row with a row header and cells.
 */
const PHONE_ROW =
  'max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:border-b max-sm:border-document-rule'
const PHONE_CELL = 'max-sm:block max-sm:border-0'
/** The explanation (or the merged cell) runs under the term and amount on a phone. */
const PHONE_UNDER = 'max-sm:col-span-2 max-sm:pt-0'

/* eslint-disable jsx-a11y/no-interactive-element-to-noninteractive-role --
   the table's roles, written out on purpose (PHONE_ROW) */

function Row({ row, threeColumns }: { row: DisclosureRow; threeColumns: boolean }) {
  const phone = threeColumns ? PHONE_CELL : ''
  const label = row.continuesLabel ? null : (
    <th
      scope="row"
      role={threeColumns ? 'rowheader' : undefined}
      rowSpan={row.labelRowSpan}
      className={cn(CELL, phone, 'w-[30%] bg-document-heading font-semibold max-sm:w-auto')}
    >
      {row.label}
    </th>
  )
  if (!threeColumns) {
    return (
      <tr>
        {label}
        <td className={CELL}>{row.value || row.explanation}</td>
      </tr>
    )
  }
  return (
    <tr role="row" className={PHONE_ROW}>
      {label}
      {row.merged ? (
        <td role="cell" colSpan={2} className={cn(CELL, phone, label ? PHONE_UNDER : 'max-sm:col-span-2')}>
          {row.explanation}
        </td>
      ) : (
        <>
          <td
            role="cell"
            className={cn(
              CELL,
              phone,
              'font-semibold whitespace-nowrap tabular-nums max-sm:bg-document-heading',
            )}
          >
            {row.value}
          </td>
          <td role="cell" className={cn(CELL, phone, PHONE_UNDER)}>
            {row.explanation}
          </td>
        </>
      )}
    </tr>
  )
}

/* eslint-enable jsx-a11y/no-interactive-element-to-noninteractive-role */

function SignatureLine({ label, value, italic = false }: { label: string; value: string; italic?: boolean }) {
  return (
    <div>
      <p className={cn('min-h-7 border-b border-document-fg px-1 text-lg', italic && 'italic')}>{value}</p>
      <p className="mt-1 text-sm">{label}</p>
    </div>
  )
}
