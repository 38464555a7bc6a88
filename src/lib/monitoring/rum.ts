import { datadogRum } from '@datadog/browser-rum'
import type { MonitoringOptions } from './monitoring'
import { scrubbedForSending } from './scrub'

/** Loaded by `startMonitoring` only when monitoring is configured, after the first screen. */
export function rumInitConfiguration(options: MonitoringOptions) {
  return {
    applicationId: options.config.applicationId,
    clientToken: options.config.clientToken,
    site: options.config.site,
    service: options.config.service,
    env: options.environment,
    version: options.version,
    proxy: `${options.apiBaseUrl}/dd`,
    sessionSampleRate: 100,
    sessionReplaySampleRate: 100,
    // The SDK's own telemetry (its errors and configuration, sent to Datadog) never passes through
    // beforeSend: none is sent.
    telemetrySampleRate: 0,
    // Replay starts only for the loans and applications that need it (spec §4).
    startSessionReplayRecordingManually: true,
    // Replay never passes through beforeSend: inputs are masked by this level, and every element that
    // shows personal or bank data carries data-dd-privacy="mask" (src/app/replay-privacy.test.tsx).
    defaultPrivacyLevel: 'mask-user-input' as const,
    enablePrivacyForActionName: true,
    trackUserInteractions: true,
    trackResources: true,
    trackLongTasks: true,
    // No trace headers on any request: a server that follows the contract need not allow them (CORS).
    allowedTracingUrls: [],
    // In a partner's iframe the session cookie is third-party: partitioned, or memory when blocked.
    usePartitionedCrossSiteSessionCookie: true,
    sessionPersistence: ['cookie' as const, 'memory' as const],
    trackAnonymousUser: false,
    workerUrl: options.workerUrl,
    // An event the scrubber cannot edit (frozen, read-only) is dropped, never sent as it was.
    beforeSend: (event: object) => scrubbedForSending(event, options.secrets()),
  }
}

export function initRum(options: MonitoringOptions) {
  datadogRum.init(rumInitConfiguration(options))
  return datadogRum
}
