/** Types for catalogues.mjs (the e2e journeys import it). */
export interface CatalogueEntry {
  msgid: string
  msgstr: string
  msgctxt: string | null
  key: string
}
export declare function catalogueFiles(): string[]
export declare function catalogueEntries(source: string): CatalogueEntry[]
export declare function localeEntries(locale: string): (CatalogueEntry & { file: string })[]
