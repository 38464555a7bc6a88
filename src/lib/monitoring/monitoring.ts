import type { RumGlobal } from '@datadog/browser-rum'
import type { AppConfig } from '@/config/env-schema'

/**
 * Browser monitoring (Datadog RUM and Session Replay, spec §7 and §9). The SDK is imported only when
 * monitoring is configured, after the first render, so it never weighs on the first page and an
 * unconfigured build sends nothing. Traffic goes through the API at `<base>/dd`.
 */
export interface MonitoringOptions {
  config: NonNullable<AppConfig['datadog']>
  apiBaseUrl: string
  environment: string
  version: string
  /**
   * What is redacted from every event wherever it appears (`scrub.ts`, rule 1): the current token,
   * the launch token, the shop id and the applicant's entered values while they are in memory. Read
   * on every event, so it follows the session and the draft.
   */
  secrets(): (string | null | undefined)[]
  /** Where the SDK's compression worker is served (same origin, so the CSP needs no `blob:`). */
  workerUrl?: string
}

type Rum = RumGlobal

let rum: Promise<Rum> | null = null
let replayWanted = false

/** Starts monitoring when configured; resolves false (and loads nothing) when it is not. */
export async function startMonitoring(options: MonitoringOptions | null): Promise<boolean> {
  if (!options) return false
  // The SDK and the scrubber load together, only here (rum.ts): neither is first-page code.
  rum ??= import('./rum').then(({ initRum }) => initRum(options))
  const sdk = await rum
  if (replayWanted) sdk.startSessionReplayRecording()
  return true
}

/**
 * Session replay, once the loan type or the application asks for it. Safe to call before the SDK
 * has loaded (it starts when it does) and when monitoring is off (nothing happens).
 */
export function startReplay(): void {
  if (replayWanted) return
  replayWanted = true
  void rum?.then((sdk) => sdk.startSessionReplayRecording())
}

/**
 * The merchant's session has ended (or another shop's replaced it: src/app/provider.tsx calls this
 * on every session end). Replay stops, the monitoring session ends and its user goes, so nothing of
 * this session is recorded beside the next one's; Datadog starts a new session at the next
 * interaction. Replay waits to be asked again. Nothing happens when monitoring is off.
 */
export function endMonitoringSession(): void {
  replayWanted = false
  void rum?.then((sdk) => {
    sdk.stopSessionReplayRecording()
    sdk.clearUser()
    sdk.stopSession()
  })
}
