import dmSansUrl from '@fontsource/dm-sans/files/dm-sans-latin-400-normal.woff2?url'
import interUrl from '@fontsource/inter/files/inter-latin-400-normal.woff2?url'
import serifUrl from '@fontsource/source-serif-4/files/source-serif-4-latin-400-normal.woff?url'
import type { IntegrationMode } from '@/lib/domain'
import type { PartnerRecord } from './db'
import type { PartnerTheme } from './handlers/answers'

/**
 * Fonts are served by this app, never a CDN: there is no network in tests and sandboxes. The HTTP
 * sandbox (http-server.ts) passes its own origin and serves these same files itself.
 */
function absolute(url: string, assetOrigin: string | undefined): string {
  const origin = assetOrigin ?? (typeof location === 'undefined' ? 'http://localhost' : location.origin)
  return new URL(url, origin).href
}

interface PartnerInput {
  partnerId: string
  partnerName: string
  productName: string
  bankName: string
  supportEmail: string
  mode: IntegrationMode
  primary: string
  secondary: string
  font: { url: string; family: string }
  radius: { button: number | [number, number, number, number]; card: number; input: number }
  additionalOwnersStep: boolean
  /** The configuration's optional language (`config.defaultLocale`, issue 19). */
  defaultLocale?: string
}

export const DEFAULT_PARTNER_ID = 'default'

/** What a sandbox partner is unless it says otherwise. */
const USUAL = {
  bankName: 'First Example Bank',
  mode: 'FULL_INTEGRATION',
  font: { url: interUrl, family: 'Inter' },
  additionalOwnersStep: true,
} as const satisfies Partial<PartnerInput>

type PartnerSpec = Omit<PartnerInput, keyof typeof USUAL> & Partial<PartnerInput>

/** The sandbox's partners, each only with what sets it apart; `partner_empty` has no configuration. */
const PARTNERS: PartnerSpec[] = [
  {
    partnerId: DEFAULT_PARTNER_ID,
    partnerName: 'Credit Connect',
    productName: 'Business Capital',
    supportEmail: 'support@credit-connect.example',
    primary: '#1f4fd1',
    secondary: '#0e7490',
    radius: { button: 8, card: 12, input: 6 },
  },
  {
    partnerId: 'partner_acme',
    partnerName: 'Acme POS',
    productName: 'Acme Capital',
    supportEmail: 'capital-support@acme.example',
    primary: '#4f46e5',
    secondary: '#0ea5e9',
    radius: { button: [8, 8, 8, 8], card: 12, input: 6 },
  },
  {
    partnerId: 'partner_bistro',
    partnerName: 'Bistro Pay',
    productName: 'Bistro Capital',
    bankName: 'Harbor National Bank',
    supportEmail: 'funding@bistropay.example',
    mode: 'OFFER_INTEGRATION',
    primary: '#0f766e',
    secondary: '#7c3aed',
    font: { url: dmSansUrl, family: 'DM Sans' },
    radius: { button: 999, card: 16, input: 10 },
    additionalOwnersStep: false,
  },
  {
    partnerId: 'partner_harbor',
    partnerName: 'Harbor Commerce',
    productName: 'Harbor Growth Funding',
    bankName: 'Lakeside Community Bank',
    supportEmail: 'help@harbor-commerce.example',
    mode: 'WITH_CONSENT',
    primary: '#9a3412',
    secondary: '#1e3a8a',
    radius: { button: 4, card: 4, input: 4 },
  },
  {
    partnerId: 'partner_tienda',
    partnerName: 'Tienda Pay',
    productName: 'Tienda Capital',
    supportEmail: 'ayuda@tiendapay.example',
    mode: 'OFFER_INTEGRATION',
    primary: '#9d174d',
    secondary: '#065f46',
    radius: { button: 8, card: 12, input: 6 },
    // Its merchants see Spanish unless the link or the merchant chooses otherwise.
    defaultLocale: 'es-US',
  },
]

function partner(p: PartnerInput, assetOrigin: string | undefined): PartnerRecord {
  return {
    mode: p.mode,
    theme: {
      partnerId: p.partnerId,
      partnerName: p.partnerName,
      supportEmail: p.supportEmail,
      components: {
        button: { borderRadius: { sm: 4, md: p.radius.button, lg: p.radius.button } },
        card: { borderRadius: { md: p.radius.card } },
        input: { borderRadius: { md: p.radius.input } },
      },
      colors: {
        black: '#111827',
        white: '#ffffff',
        primary: p.primary,
        secondary: p.secondary,
        success: '#15803d',
        warning: '#b45309',
        error: '#b91c1c',
        info: '#1d4ed8',
        pageBackground: '#f9fafb',
      },
      fonts: { primary: { url: absolute(p.font.url, assetOrigin), fontFamily: p.font.family } },
      documentTheme: {
        font: { url: absolute(serifUrl, assetOrigin), family: 'Source Serif 4' },
        colors: { text: '#111827', table: { headingBackground: '#f3f4f6' } },
      },
      config: { mode: { name: p.mode }, ...(p.defaultLocale ? { defaultLocale: p.defaultLocale } : {}) },
    } satisfies PartnerTheme,
    settings: {
      partnerId: p.partnerId,
      partnerName: p.partnerName,
      productName: p.productName,
      bankName: p.bankName,
      fundingDays: { min: 2, max: 6 },
      showRenewals: true,
      additionalOwnersStep: p.additionalOwnersStep,
    },
  }
}

export interface SandboxPartnerOptions {
  /** The origin the font URLs point at; the page's own origin by default (`http://localhost` in node). */
  assetOrigin?: string
}

export function sandboxPartners({ assetOrigin }: SandboxPartnerOptions = {}): Record<string, PartnerRecord> {
  return {
    ...Object.fromEntries(PARTNERS.map((p) => [p.partnerId, partner({ ...USUAL, ...p }, assetOrigin)])),
    partner_empty: { mode: null, theme: {}, settings: null },
  }
}
