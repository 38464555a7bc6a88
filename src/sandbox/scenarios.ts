import type { SandboxDb, ShopRecord } from './db'
import { seedShop } from './scenario-seed'
import { SCENARIO_GROUPS, type Scenario, type ScenarioGroup } from './scenario-types'
import { ORIGINATION_SCENARIOS } from './scenarios-origination'
import { SERVICING_SCENARIOS } from './scenarios-servicing'

export { type Fault, type Scenario, type ScenarioGroup, SCENARIO_GROUPS } from './scenario-types'
export type { ScenarioSeed } from './scenario-seed'

/** The catalogue (issue 2): every home rule, loan group, loan type, disclosure state, mode and fault. */
export const SCENARIOS: Scenario[] = [...ORIGINATION_SCENARIOS, ...SERVICING_SCENARIOS]

/** The catalogue by group, in `SCENARIO_GROUPS` order (the picker, `npm start`, the HTTP sandbox). */
export function scenariosByGroup(): [ScenarioGroup, Scenario[]][] {
  return SCENARIO_GROUPS.map((group) => [group, SCENARIOS.filter((s) => s.group === group)])
}

export function findScenario(id: string): Scenario | undefined {
  return SCENARIOS.find((s) => s.id === id)
}

/** Seeds every scenario's shop into a fresh store. */
export function seedAll(db: SandboxDb): void {
  for (const scenario of SCENARIOS) seedScenario(db, scenario)
}

export function seedScenario(db: SandboxDb, scenario: Scenario): ShopRecord {
  const seeded = seedShop(db, scenario, scenario.seed)
  scenario.setup(db, seeded)
  return seeded
}
