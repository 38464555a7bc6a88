import { SUB_STEPS, type SubStepContext } from './sub-steps'

const context: SubStepContext = {
  subStepIds: ['businessInfo.1', 'businessInfo.2'],
  onDone: () => {},
  known: null,
  shopId: 'shop-1',
  preOfferId: 'pre-1',
  applicationId: null,
  plaidRequired: false,
  manual: false,
  onManual: () => {},
  pathOf: () => '/',
  onSubmitted: () => {},
  onFieldErrors: () => {},
}

const propsOf = (id: string) =>
  Object.keys(SUB_STEPS.find((s) => s.id === id)!.render(context).props as object).sort()

test('each sub-step’s form receives only the part of the context it reads', () => {
  expect(propsOf('businessInfo.1')).toEqual(['known', 'onDone', 'subStepIds'])
  expect(propsOf('personalInfo.2')).toEqual(['onDone', 'subStepIds'])
  expect(propsOf('bankingDetails.1')).toEqual([
    'manual',
    'onDone',
    'onManual',
    'plaidRequired',
    'shopId',
    'subStepIds',
  ])
  expect(propsOf('submit.1')).toEqual([
    'applicationId',
    'onFieldErrors',
    'onSubmitted',
    'pathOf',
    'preOfferId',
    'shopId',
  ])
})
