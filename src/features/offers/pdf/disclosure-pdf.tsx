import { type I18n, i18n as appI18n } from '@lingui/core'
import { Document, type DocumentProps, Font, Page, StyleSheet, Text, View, pdf } from '@react-pdf/renderer'
import type { ReactElement } from 'react'
import { formatDate } from '@/lib/format'
import {
  ACKNOWLEDGMENT,
  DOCUMENT_COPY,
  type DisclosureModel,
  type DisclosureRecord,
  type DisclosureRow,
  disclosureIn,
  preparedOn,
  recordLines,
} from '../model/disclosure'
import type { PdfFont } from './pdf-fonts'

/**
 * The disclosure as a PDF, from the same rows as the screen (issue 6). This module pulls in
 * @react-pdf/renderer, so it is only ever loaded by dynamic import when the merchant asks for it.
 *
 * In the language on screen (decision 0017). Beside a translation, the PDF says that the English
 * version governs and carries the English original after the translated form, on pages of its own.
 * Copy comes from the Lingui instances passed in (`i18n._`), not from React context: each form
 * reads its own language's instance.
 */
export interface PdfDocumentTheme {
  text: string
  headingBackground: string | null
}

export interface DisclosurePdfProps {
  model: DisclosureModel
  generatedAt: string
  signature: { name: string; signedAt: string } | null
  theme: PdfDocumentTheme
  fontFamily: string
  /** The language of the PDF (the language on screen by default). */
  i18n?: I18n
  /** An English instance: when the PDF is a translation, the English original follows it. */
  originalI18n?: I18n | null
  /** A kept copy (after acceptance): its terms id, date, fingerprint and whether the signature was kept. */
  record?: DisclosureRecord | null
}

/** The PDF's author, a product name. */
const AUTHOR = 'Credit Connect'

/** A serif every PDF reader has: the last resort if even the bundled font can't be read. */
export const LAST_RESORT_FAMILY = 'Times-Roman'

let renders = 0

/**
 * Registers `font` for one render, under a family name of its own, and returns that name. react-pdf
 * keeps the font it parsed for a family, and a parsed font that a PDF has used can write the next
 * PDF's text layer wrong: after a Spanish PDF of one form, the point in an English one's bold amounts
 * (another form) had no character behind it (the page looked right; copied or read aloud,
 * "$10,000#00"; react-pdf 4.9).
 * A fresh parse per PDF costs a few milliseconds, once per download.
 */
function registerForRender(font: PdfFont): string {
  const family = `${font.family}-${++renders}`
  Font.register({
    family,
    fonts: [
      { src: font.regular, fontWeight: 400 },
      { src: font.bold, fontWeight: 700 },
    ],
  })
  return family
}

/** Drops a render's family, and the font parsed for it (react-pdf has no call for this). */
function forget(family: string): void {
  delete (Font.getRegisteredFonts() as Record<string, unknown>)[family]
}

// Words are never broken with hyphens in a legal document.
Font.registerHyphenationCallback((word) => [word])

function styles(theme: PdfDocumentTheme, fontFamily: string) {
  const rule = '#9ca3af'
  // Label and value cells: bold, ruled on the right and bottom.
  const cell = {
    width: '30%',
    padding: 6,
    fontWeight: 700,
    borderRightWidth: 1,
    borderBottomWidth: 1,
    borderColor: rule,
  } as const
  return StyleSheet.create({
    page: { padding: 48, fontFamily, fontSize: 10.5, lineHeight: 1.4, color: theme.text },
    title: { fontSize: 15, fontWeight: 700, marginBottom: 14 },
    table: { borderTopWidth: 1, borderLeftWidth: 1, borderColor: rule },
    row: { flexDirection: 'row' },
    label: { ...cell, backgroundColor: theme.headingBackground ?? undefined },
    rest: { width: '70%' },
    value: cell,
    explanation: {
      flexGrow: 1,
      flexBasis: 0,
      padding: 6,
      borderRightWidth: 1,
      borderBottomWidth: 1,
      borderColor: rule,
    },
    note: { marginTop: 6 },
    // No italic: the document fonts are registered upright only.
    governs: { fontSize: 9.5, marginBottom: 10 },
    originalHeading: { fontSize: 12, fontWeight: 700, marginBottom: 10 },
    signatureBlock: { marginTop: 20 },
    signatureRow: { flexDirection: 'row', marginTop: 18, gap: 24 },
    signatureLine: { borderBottomWidth: 1, borderColor: theme.text, minHeight: 18, paddingHorizontal: 2 },
    signatureCaption: { fontSize: 9, marginTop: 3 },
    record: { marginTop: 24, paddingTop: 8, borderTopWidth: 1, borderColor: rule, fontSize: 9 },
  })
}

type Styles = ReturnType<typeof styles>

/** Rows grouped so that a label spanning rows (CA/NY Prepayment) heads its continuation rows. */
function groupRows(rows: DisclosureRow[]): DisclosureRow[][] {
  const groups: DisclosureRow[][] = []
  for (const row of rows) {
    if (row.continuesLabel && groups.length > 0) groups[groups.length - 1]!.push(row)
    else groups.push([row])
  }
  return groups
}

function Cells({ row, s, threeColumns }: { row: DisclosureRow; s: Styles; threeColumns: boolean }) {
  if (!threeColumns || row.merged)
    return (
      <View style={s.row}>
        <Text style={s.explanation}>{threeColumns ? row.explanation : row.value || row.explanation}</Text>
      </View>
    )
  return (
    <View style={s.row}>
      <Text style={s.value}>{row.value}</Text>
      <Text style={s.explanation}>{row.explanation ?? ''}</Text>
    </View>
  )
}

interface FormProps {
  model: DisclosureModel
  i18n: I18n
  s: Styles
  theme: PdfDocumentTheme
  generatedAt: string
  signature: { name: string; signedAt: string } | null
  /** Beside a translation: say that the English version governs. */
  governingNote: boolean
}

/** One form: title, table, notes and (CA/NY) the signature block, every word in `i18n`'s language. */
function PdfForm({ model, i18n, s, theme, generatedAt, signature, governingNote }: FormProps) {
  const threeColumns = model.form === 'offer-summary'
  return (
    <>
      <Text style={[s.title, threeColumns ? { textAlign: 'center' } : {}]}>{model.title}</Text>
      {governingNote ? <Text style={s.governs}>{i18n._(DOCUMENT_COPY.governs)}</Text> : null}
      <View style={s.table}>
        {threeColumns ? null : (
          <View style={s.row} fixed>
            <Text style={s.label}>{i18n._(DOCUMENT_COPY.item)}</Text>
            <View style={s.rest}>
              <View style={s.row}>
                <Text
                  style={[
                    s.explanation,
                    { fontWeight: 700, backgroundColor: theme.headingBackground ?? undefined },
                  ]}
                >
                  {i18n._(DOCUMENT_COPY.amountOrTerms)}
                </Text>
              </View>
            </View>
          </View>
        )}
        {groupRows(model.rows).map((group, i) => (
          <View key={i} style={s.row} wrap={false}>
            <Text style={s.label}>{group[0]!.label}</Text>
            <View style={s.rest}>
              {group.map((row, j) => (
                <Cells key={j} row={row} s={s} threeColumns={threeColumns} />
              ))}
            </View>
          </View>
        ))}
      </View>
      {model.notes.map((note) => (
        <Text key={note} style={s.note}>
          {note}
        </Text>
      ))}
      <Text style={s.note}>{preparedOn(i18n, generatedAt)}</Text>
      {model.signatureRequired ? (
        <View style={s.signatureBlock} wrap={false}>
          <Text>{i18n._(ACKNOWLEDGMENT)}</Text>
          <View style={s.signatureRow}>
            <View style={{ flexGrow: 2 }}>
              <Text style={s.signatureLine}>{signature?.name ?? ' '}</Text>
              <Text style={s.signatureCaption}>{i18n._(DOCUMENT_COPY.recipientSignature)}</Text>
            </View>
            <View style={{ flexGrow: 1 }}>
              <Text style={s.signatureLine}>{signature ? formatDate(signature.signedAt) : ' '}</Text>
              <Text style={s.signatureCaption}>{i18n._(DOCUMENT_COPY.date)}</Text>
            </View>
          </View>
        </View>
      ) : null}
    </>
  )
}

export function DisclosurePdf({
  model,
  generatedAt,
  signature,
  theme,
  fontFamily,
  i18n = appI18n,
  originalI18n = null,
  record = null,
}: DisclosurePdfProps) {
  const s = styles(theme, fontFamily)
  const shown = disclosureIn(model, i18n)
  const original = originalI18n && originalI18n.locale !== i18n.locale ? originalI18n : null
  const common = { s, theme, generatedAt, signature, governingNote: original !== null }
  return (
    <Document
      title={shown.title}
      author={AUTHOR}
      subject={i18n._(DOCUMENT_COPY.subject)}
      language={i18n.locale}
    >
      <Page size="LETTER" style={s.page}>
        <PdfForm model={shown} i18n={i18n} {...common} />
        {record ? (
          <View style={s.record} wrap={false}>
            {recordLines(i18n, record, signature, model.signatureRequired).map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </View>
        ) : null}
      </Page>
      {original ? (
        <Page size="LETTER" style={s.page}>
          <Text style={s.originalHeading}>{i18n._(DOCUMENT_COPY.englishOriginal)}</Text>
          <PdfForm model={disclosureIn(model, original)} i18n={original} {...common} />
        </Page>
      ) : null}
    </Document>
  )
}

/**
 * Renders with the first font that works: the partner's, then the bundled serif, then Times.
 * A font that passes the format check but still can't be read costs one retry, never a broken PDF.
 */
export async function renderWithFallback<T>(
  props: Omit<DisclosurePdfProps, 'fontFamily'>,
  fonts: PdfFont[],
  render: (element: ReactElement<DocumentProps>) => Promise<T>,
): Promise<{ output: T; fontFamily: string }> {
  for (const font of fonts) {
    const family = registerForRender(font)
    try {
      return {
        output: await render(<DisclosurePdf {...props} fontFamily={family} />),
        fontFamily: font.family,
      }
    } catch {
      // Try the next font.
    } finally {
      forget(family)
    }
  }
  return {
    output: await render(<DisclosurePdf {...props} fontFamily={LAST_RESORT_FAMILY} />),
    fontFamily: LAST_RESORT_FAMILY,
  }
}

/** In the browser: the PDF as a Blob. */
export function renderDisclosurePdfBlob(props: Omit<DisclosurePdfProps, 'fontFamily'>, fonts: PdfFont[]) {
  return renderWithFallback(props, fonts, (element) => pdf(element).toBlob())
}
