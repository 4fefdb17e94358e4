import type * as Otplib from 'otplib'

/**
 * TOTP as every authenticator app implements it (RFC 6238 defaults): SHA-1, 6 digits, a 30 s
 * period. A code from the step before or after the current one is accepted too, so a phone
 * clock a little off, or a code typed as it rolls over, still works.
 */
const PERIOD_SECONDS = 30
const TOLERANCE_SECONDS = PERIOD_SECONDS

// otplib and qrcode load with the first enrollment or code check: most servers never see one,
// and together they cost some 40 ms of start-up.
let otplib: Promise<typeof Otplib> | undefined
const loadOtplib = () => (otplib ??= import('otplib'))

export interface TotpEnrollment {
  secret: string
  uri: string
  /** The QR code of `uri` as raw SVG markup (the client prefixes the data: URL itself). */
  qrCode: string
}

/** A new base32 secret (20 random bytes) with its otpauth:// URI and QR code. */
export async function createTotpEnrollment(issuer: string, label: string): Promise<TotpEnrollment> {
  const [{ generateSecret, generateURI }, { default: QRCode }] = await Promise.all([
    loadOtplib(),
    import('qrcode'),
  ])
  const secret = generateSecret()
  const uri = generateURI({ issuer, label, secret, algorithm: 'sha1', digits: 6 })
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 })
  return { secret, uri, qrCode }
}

/**
 * The time step (RFC 6238's T) whose code `code` is, when it is the secret's code of now or of
 * the step just before or after; null otherwise. The caller refuses a step at or before the
 * last one accepted, so a code cannot be used twice (RFC 6238 §5.2).
 */
export async function verifyTotpCode(secret: string, code: string): Promise<number | null> {
  const token = code.trim()
  if (!/^\d{6}$/.test(token)) return null
  const { verify } = await loadOtplib()
  const result = await verify({ secret, token, epochTolerance: TOLERANCE_SECONDS })
  return result.valid && 'timeStep' in result ? result.timeStep : null
}
