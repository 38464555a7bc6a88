import { z } from '@/lib/zod'
import { chooseLocale } from '@/lib/i18n/runtime'
import {
  banking2Schema,
  businessInfo1Schema,
  businessInfo2Schema,
  manualBankSchema,
  personalInfo2Schema,
  personalInfo3Schema,
} from './step-schemas'

/** The messages a schema gives for `values`, by field path. */
function messages(schema: z.ZodMiniType, values: unknown) {
  const issues = z.safeParse(schema, values).error?.issues ?? []
  return Object.fromEntries(issues.map((issue) => [issue.path.join('.'), issue.message]))
}

const business2 = {
  merchant: {
    address: { street: '', street2: '', city: 'Austin', state: 'TX', zip: '123', country: 'US' },
    email: 'ana@',
    phoneFixed: '512-555-0100',
  },
}

test('validation messages are read when a field is checked: in the language on screen then', async () => {
  expect(messages(businessInfo2Schema, business2)).toEqual({
    'merchant.address.street': 'Enter the street address.',
    'merchant.address.zip': 'Enter a 5-digit ZIP code, or ZIP+4.',
    'merchant.email': 'Enter an email address like name@business.com.',
  })
  // The same schema, built once, answers in Spanish once Spanish is chosen.
  await chooseLocale('es-US')
  expect(messages(businessInfo2Schema, business2)).toEqual({
    'merchant.address.street': 'Ingrese la dirección.',
    'merchant.address.zip': 'Ingrese un código ZIP de 5 dígitos, o ZIP+4.',
    'merchant.email': 'Ingrese un correo electrónico como nombre@negocio.com.',
  })
  expect(
    messages(manualBankSchema, {
      shop: { bankAccountNumber: '12', bankAccountRoutingNumber: '123456789' },
    }),
  ).toEqual({
    'shop.bankAccountNumber': 'Los números de cuenta tienen de 4 a 17 dígitos.',
    'shop.bankAccountRoutingNumber':
      'Este número de ruta no es válido. Verifíquelo en un cheque o en la aplicación de su banco.',
    bankAccess: 'Autorícenos a verificar esta cuenta.',
  })
})

test('in Spanish, the rules that carry a number say it in the sentence', async () => {
  await chooseLocale('es-US')
  // 19 or 20 years old: of age in most states, not in Mississippi (21).
  const schema = personalInfo2Schema(`${new Date().getFullYear() - 20}-01-01`, [0.5])
  const values = {
    applicant: {
      address: { street: '1 Main St', street2: '', city: 'Jackson', state: 'MS', zip: '39201' },
      email: 'ana@example.com',
      phoneFixed: '512-555-0100',
      ownershipPercent: '60',
    },
  }
  expect(messages(schema, values)).toEqual({
    'applicant.address.state': 'En este estado, los solicitantes deben tener al menos 21 años.',
    'applicant.ownershipPercent': 'Entre todos los propietarios, la participación no puede superar el 100%.',
  })
})

test('an answer not given yet (no key at all: a radio group no one chose) gets its field’s own message', () => {
  expect(messages(banking2Schema, {})).toEqual({
    loanPurpose: 'Choose what the funds are for.',
    hasOtherDebts: 'Tell us whether the business has other debts.',
  })
  expect(
    messages(businessInfo1Schema, {
      merchant: { doingBusinessAs: '', legalName: 'Diaz Foods LLC', taxId: '123456789' },
      shop: { establishmentDate: '2019-04-01' },
    }),
  ).toEqual({ 'merchant.businessStructureType': 'Choose how your business is set up.' })
})

test('the parsed values are the draft’s: trimmed, digits only, null for an empty line, fractions, booleans', () => {
  expect(
    z.parse(businessInfo2Schema, {
      merchant: {
        address: {
          street: ' 1 Main St ',
          street2: '  ',
          city: 'Austin',
          state: 'TX',
          zip: '78701-1234',
          country: 'US',
        },
        email: 'ana@example.com',
        phoneFixed: '+1 (512) 555-0100',
      },
    }),
  ).toEqual({
    merchant: {
      address: {
        street: '1 Main St',
        street2: null,
        city: 'Austin',
        state: 'TX',
        zip: '787011234',
        country: 'US',
      },
      email: 'ana@example.com',
      phoneFixed: '5125550100',
    },
  })
  expect(
    z.parse(personalInfo2Schema('1985-02-14', [0.25]), {
      applicant: {
        address: { street: '2 Oak Ave', street2: 'Apt 4', city: 'Austin', state: 'TX', zip: '78702' },
        email: 'ana@example.com',
        phoneFixed: '512.555.0101',
        ownershipPercent: '60',
      },
    }).applicant,
  ).toMatchObject({ phoneFixed: '5125550101', ownershipFraction: 0.6, address: { street2: 'Apt 4' } })
  const owners = z.parse(personalInfo3Schema(0.6), {
    hasAdditionalPartners: 'yes',
    additionalOwners: [
      {
        firstName: 'Luis ',
        lastName: 'Diaz',
        ownershipPercent: '40',
        phoneFixed: '512-555-0102',
        email: 'l@x.com',
      },
    ],
  })
  expect(owners).toEqual({
    hasAdditionalPartners: true,
    additionalOwners: [
      {
        firstName: 'Luis',
        lastName: 'Diaz',
        ownershipFraction: 0.4,
        phoneFixed: '5125550102',
        email: 'l@x.com',
      },
    ],
  })
  expect(
    z.parse(manualBankSchema, {
      shop: { bankAccountNumber: '000123456789', bankAccountRoutingNumber: '021 000 021' },
      bankAccess: true,
    }).shop,
  ).toEqual({ bankAccountNumber: '000123456789', bankAccountRoutingNumber: '021000021' })
  expect(z.parse(banking2Schema, { loanPurpose: 'INVENTORY', hasOtherDebts: 'no' })).toEqual({
    loanPurpose: 'INVENTORY',
    hasOtherDebts: false,
  })
})
