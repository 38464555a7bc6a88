// @vitest-environment node
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { I18n } from '@lingui/core'
import { renderToBuffer } from '@react-pdf/renderer'
import { extractText, getDocumentProxy } from 'unpdf'
import { HttpResponse, delay, http } from 'msw'
import { fingerprint } from '@/lib/digest'
import { i18nFor } from '@/lib/i18n/runtime'
import { disclosureExample, workedExamples } from '@/testing/disclosure-examples'
import { server } from '@/testing/server'
import { buildDisclosure } from '../model/disclosure'
import { LAST_RESORT_FAMILY, renderWithFallback } from './disclosure-pdf'
import { type PdfFont, fetchDocumentFont, fontDataUrl, sniffFontFormat } from './pdf-fonts'

// react-pdf renders outside React's act(); @testing-library turns act warnings on globally.
beforeEach(() => {
  ;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false
})

const require = createRequire(import.meta.url)
const woff = (weight: number) =>
  new Uint8Array(
    readFileSync(
      require.resolve(`@fontsource/source-serif-4/files/source-serif-4-latin-${weight}-normal.woff`),
    ),
  )
const bundled: PdfFont = {
  family: 'test-source-serif',
  regular: fontDataUrl(woff(400), 'woff'),
  bold: fontDataUrl(woff(700), 'woff'),
}
const theme = { text: '#111827', headingBackground: '#f3f4f6' }

async function pdfText(buffer: Uint8Array): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(buffer))
  const { text } = await extractText(doc, { mergePages: true })
  return text
}
/** Text from a PDF loses line breaks and some spaces; compare without whitespace. */
const squash = (s: string) => s.replace(/\s+/g, '')

/** Every word of the model's form (title, each row's label, value and explanation, the notes) is in `text`. */
function expectFormIn(text: string, model: ReturnType<typeof buildDisclosure>) {
  expect(text).toContain(squash(model.title))
  for (const row of model.rows) {
    if (!row.continuesLabel) expect(text).toContain(squash(row.label))
    if (row.value) expect(text).toContain(squash(row.value))
    if (row.explanation) expect(text).toContain(squash(row.explanation))
  }
  for (const note of model.notes) expect(text).toContain(squash(note))
}

const cases = ['CA', 'NY', 'UT', 'FL', 'GA', 'TX'].flatMap((state) => [
  [state, 'installment', workedExamples.installment] as const,
  [state, 'flex', workedExamples.flex] as const,
])

test.each(cases)(
  '%s %s: the PDF holds the same title, rows and notes as the screen',
  async (state, _kind, terms) => {
    const d = disclosureExample(state, terms)
    const model = buildDisclosure(d, { min: 2, max: 6 })
    const { output, fontFamily } = await renderWithFallback(
      { model, generatedAt: d.generatedAt, signature: null, theme },
      [bundled],
      renderToBuffer,
    )
    expect(fontFamily).toBe('test-source-serif')
    const text = squash(await pdfText(output))
    expectFormIn(text, model)
    if (model.signatureRequired) {
      expect(text).toContain('RecipientSignature')
    } else {
      expect(text).not.toContain('RecipientSignature')
    }
  },
)

/**
 * The text of the worked example's PDF (CA flex), signed by Ana Diaz: in English, or in `languages.i18n`
 * with the English original after it.
 */
async function signedWorkedExample(languages?: { i18n: I18n; originalI18n: I18n }) {
  const d = disclosureExample('CA', workedExamples.flex)
  const { output } = await renderWithFallback(
    {
      model: buildDisclosure(d, { min: 2, max: 6 }, languages?.i18n),
      ...languages,
      generatedAt: d.generatedAt,
      signature: { name: 'Ana Diaz', signedAt: '2026-11-21T15:02:00Z' },
      theme,
    },
    [bundled],
    renderToBuffer,
  )
  return pdfText(output)
}

/** The worked example's amount, APR, fee, total and payment, written alike in both languages. */
const WORKED_EXAMPLE_AMOUNTS = ['$10,000.00', '31.10%', '$1,200.00', '$11,200.00', '$1,261.73']

test('the worked example figures are in the PDF to the cent (CA flex)', async () => {
  const text = squash(await signedWorkedExample())
  for (const figure of [...WORKED_EXAMPLE_AMOUNTS, '$41.48perday', '270days', 'AnaDiaz', '11/21/2026'])
    expect(text).toContain(figure)
})

describe('a kept copy (issue 38): terms id, date and SHA-256 printed on it', () => {
  test.each([
    ['CA', { name: 'Ana Diaz', signedAt: '2026-11-21T15:02:00Z' }],
    ['CA', null],
    ['TX', null],
  ] as const)(
    '%s, signature %o: the rows, the record, and the signature line only where kept',
    async (state, signature) => {
      const d = disclosureExample(state, workedExamples.flex)
      const model = buildDisclosure(d, { min: 2, max: 6 })
      const hash = await fingerprint(d)
      const record = { termsId: d.termsId, fingerprint: hash, madeAt: '2026-11-28T09:30:00Z' }
      const { output } = await renderWithFallback(
        { model, generatedAt: d.generatedAt, signature, theme, record },
        [bundled],
        renderToBuffer,
      )
      const text = squash(await pdfText(output))
      expectFormIn(text, model)
      expect(hash).toMatch(/^[0-9a-f]{64}$/)
      expect(text).toContain(squash(`SHA-256 of this disclosure’s content: ${hash}`))
      expect(text).toContain(squash(`Terms ID: ${d.termsId}`))
      expect(text).toContain(squash('Copy made 11/28/2026.'))
      if (signature) {
        expect(text).toContain(squash('Signed by Ana Diaz at 2026-11-21 15:02 UTC.'))
        expect(text).toContain('AnaDiaz')
      } else {
        expect(text).not.toContain('Signedby')
      }
      // Said only where a signature was due and this browser didn't keep it.
      expect(text.includes(squash('This browser didn’t keep your signature'))).toBe(
        signature === null && model.signatureRequired,
      )
    },
  )

  test('two copies of different content have different fingerprints; the same content, the same', async () => {
    const a = disclosureExample('CA', workedExamples.flex)
    const b = { ...a, disbursementAmount: a.disbursementAmount - 1 }
    expect(await fingerprint(a)).not.toBe(await fingerprint(b))
    expect(await fingerprint(a)).toBe(await fingerprint(Object.fromEntries(Object.entries(a).reverse())))
  })
})

test('a font react-pdf cannot read falls back to the next one, and to Times as a last resort', async () => {
  const d = disclosureExample('UT', workedExamples.installment)
  const props = { model: buildDisclosure(d), generatedAt: d.generatedAt, signature: null, theme }
  // Says WOFF in its header, but is not a font: passes the sniff, fails in fontkit.
  const liar = new Uint8Array([0x77, 0x4f, 0x46, 0x46, 1, 2, 3, 4, 5, 6, 7, 8])
  const broken: PdfFont = {
    family: 'broken-font',
    regular: fontDataUrl(liar, 'woff'),
    bold: fontDataUrl(liar, 'woff'),
  }
  const second = await renderWithFallback(props, [broken, bundled], renderToBuffer)
  expect(second.fontFamily).toBe('test-source-serif')
  expect(squash(await pdfText(second.output))).toContain('Totalamountoffundsprovided')

  const last = await renderWithFallback(props, [{ ...broken, family: 'broken-font-2' }], renderToBuffer)
  expect(last.fontFamily).toBe(LAST_RESORT_FAMILY)
  expect(squash(await pdfText(last.output))).toContain('$10,000.00')
})

test('fonts are checked by their bytes: TTF, OTF and WOFF pass; WOFF2 and others do not', async () => {
  const bytes = (s: string) => new Uint8Array([...s].map((c) => c.charCodeAt(0)))
  expect(sniffFontFormat(new Uint8Array([0, 1, 0, 0, 9]))).toBe('ttf')
  expect(sniffFontFormat(bytes('OTTO...'))).toBe('otf')
  expect(sniffFontFormat(bytes('wOFF...'))).toBe('woff')
  expect(sniffFontFormat(bytes('wOF2...'))).toBe('woff2')
  expect(sniffFontFormat(bytes('<htm'))).toBe('unknown')

  const serve = (name: string, body: Uint8Array | null, status = 200) =>
    server.use(
      http.get(`https://cdn.example/${name}`, () => new HttpResponse(body as BodyInit | null, { status })),
    )
  serve('a.woff', woff(400))
  expect(await fetchDocumentFont('https://cdn.example/a.woff')).toMatchObject({
    regular: expect.stringMatching(/^data:font\/woff;base64,/),
  })
  serve('a.woff2', bytes('wOF2xxxxxxxx'))
  expect(await fetchDocumentFont('https://cdn.example/a.woff2')).toBeNull()
  serve('a.ttf', null, 404)
  expect(await fetchDocumentFont('https://cdn.example/a.ttf')).toBeNull()
  server.use(http.get('https://cdn.example/down.ttf', () => HttpResponse.error()))
  expect(await fetchDocumentFont('https://cdn.example/down.ttf')).toBeNull()
  server.use(http.get('https://cdn.example/slow.ttf', () => delay('infinite')))
  expect(await fetchDocumentFont('https://cdn.example/slow.ttf', 20)).toBeNull()
})

describe('in Spanish', () => {
  let es: I18n
  let en: I18n
  beforeAll(async () => {
    ;[es, en] = await Promise.all([i18nFor('es-US'), i18nFor('en-US')])
  })

  test.each(cases)(
    '%s %s: the Spanish form, then the English original, and the governing note in both languages',
    async (state, _kind, terms) => {
      const d = disclosureExample(state, terms)
      const spanish = buildDisclosure(d, { min: 2, max: 6 }, es)
      const english = buildDisclosure(d, { min: 2, max: 6 }, en)
      const { output, fontFamily } = await renderWithFallback(
        { model: spanish, i18n: es, originalI18n: en, generatedAt: d.generatedAt, signature: null, theme },
        [bundled],
        renderToBuffer,
      )
      expect(fontFamily).toBe('test-source-serif')
      const doc = await getDocumentProxy(new Uint8Array(output))
      const { text: pages } = await extractText(doc, { mergePages: false })
      const all = squash(pages.join('\n'))
      // The English original starts on a page of its own, after the Spanish form.
      const start = pages.findIndex((page) => squash(page).includes('Originaleninglés'))
      expect(start).toBeGreaterThan(0)
      const first = squash(pages.slice(0, start).join('\n'))
      const rest = squash(pages.slice(start).join('\n'))
      for (const [model, part] of [
        [spanish, first],
        [english, rest],
      ] as const)
        expectFormIn(part, model)
      expect(first).toContain(squash('Rige la versión en inglés; la versión en español es una traducción.'))
      expect(rest).toContain(squash('The English version governs; the Spanish version is a translation.'))
      expect(first).toContain(squash('Preparado el 11/21/2026.'))
      expect(rest).toContain(squash('Prepared 11/21/2026.'))
      if (spanish.signatureRequired) {
        expect(first).toContain('Firmadeldestinatario')
        expect(rest).toContain('RecipientSignature')
      } else expect(all).not.toContain('RecipientSignature')
    },
  )

  test('the worked example figures are in the Spanish PDF to the cent (CA flex), accents and all', async () => {
    const text = await signedWorkedExample({ i18n: es, originalI18n: en })
    for (const figure of [...WORKED_EXAMPLE_AMOUNTS, '$41.48pordía', '270días'])
      expect(squash(text)).toContain(figure)
    for (const word of ['período', 'días', 'liquidación', 'según', 'inglés', 'versión', 'Préstamo'])
      expect(text).toContain(word)
    expect(squash(text).match(/AnaDiaz/g)).toHaveLength(2)
  })

  test('a PDF after another one, in the other language, has its own text right (the fonts are parsed per PDF)', async () => {
    // A Spanish PDF, then an English one for another form, in one session: with the fonts parsed once
    // and reused, the English amounts read "$10,000#00" in the PDF's text layer (copy, screen readers).
    const spanishFirst = disclosureExample('TX', workedExamples.installment)
    await renderWithFallback(
      {
        model: buildDisclosure(spanishFirst, { min: 2, max: 6 }, es),
        i18n: es,
        originalI18n: en,
        generatedAt: spanishFirst.generatedAt,
        signature: null,
        theme,
      },
      [bundled],
      renderToBuffer,
    )
    const d = disclosureExample('CA', workedExamples.installment)
    const model = buildDisclosure(d, { min: 2, max: 6 }, en)
    const { output } = await renderWithFallback(
      { model, i18n: en, generatedAt: d.generatedAt, signature: null, theme },
      [bundled],
      renderToBuffer,
    )
    const text = squash(await pdfText(output))
    expectFormIn(text, model)
    expect(text).toContain('$10,000.00')
  })

  test('an English PDF has no translation note and no second form', async () => {
    const d = disclosureExample('UT', workedExamples.installment)
    const { output } = await renderWithFallback(
      {
        model: buildDisclosure(d, null, en),
        i18n: en,
        originalI18n: en,
        generatedAt: d.generatedAt,
        signature: null,
        theme,
      },
      [bundled],
      renderToBuffer,
    )
    const text = squash(await pdfText(output))
    expect(text).not.toContain('governs')
    expect(text.match(/CommercialFinancingDisclosure/g)).toHaveLength(1)
  })
})
