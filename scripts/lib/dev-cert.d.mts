/** Types for dev-cert.mjs (the Vitest suite imports it). */
export declare const DEV_CERT_DIR: string
/** The local TLS certificate for 127.0.0.1 and localhost and its key, as PEM strings. */
export declare function devCertificate(): { key: string; cert: string }
