/**
 * A throwaway self-signed certificate for a local https test receiver (127.0.0.1 and localhost): the
 * contract's notificationUrl is https, and the emulator accepts a loopback receiver's self-signed
 * certificate (its allowLoopbackHttp setting). The one way the project makes a certificate: src/tls.ts.
 */
export { selfSignedCertificate } from "../../src/tls.js";
