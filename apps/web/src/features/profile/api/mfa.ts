import { queryOptions } from '@tanstack/react-query'

import { authClient } from '@/lib/auth-client'
import { authErrorMessage } from '@/lib/auth-errors'

/** The user's authenticator-app factors, fresh from the auth service. */
export const factorsQuery = queryOptions({
  queryKey: ['profile', 'factors'],
  queryFn: async () => {
    const { data, error } = await authClient.mfa.listFactors()
    if (error) throw new Error(authErrorMessage(error, 'Could not load your security settings.'))
    return data.totp
  },
})

const SVG_DATA_PREFIX = 'data:image/svg+xml;utf-8,'

/**
 * An <img> source for the enrollment QR code. The auth client prefixes the server's raw SVG
 * with `data:image/svg+xml;utf-8,` without encoding it, so a `#` in a colour (`#000000`) ends
 * the URL early and the image breaks; re-encode the SVG.
 */
export function qrCodeSrc(qrCode: string): string {
  const svg = qrCode.startsWith(SVG_DATA_PREFIX)
    ? qrCode.slice(SVG_DATA_PREFIX.length)
    : qrCode.startsWith('<svg')
      ? qrCode
      : null
  return svg === null ? qrCode : `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}

/** Starts enrolling an authenticator app: a QR code, the secret, and a factor to verify. */
export async function startTotpEnrollment() {
  // A set-up abandoned earlier would clash with the new one; clear it first.
  const { data: factors } = await authClient.mfa.listFactors()
  for (const factor of factors?.all ?? []) {
    if (factor.factor_type === 'totp' && factor.status === 'unverified') {
      await authClient.mfa.unenroll({ factorId: factor.id })
    }
  }
  const { data, error } = await authClient.mfa.enroll({
    factorType: 'totp',
    friendlyName: 'Authenticator app',
  })
  if (error) throw new Error(authErrorMessage(error, 'Could not start the set-up.'))
  return { factorId: data.id, qrCode: qrCodeSrc(data.totp.qr_code), secret: data.totp.secret }
}

/** Confirms the set-up with a code from the app; the session is upgraded to two factors. */
export async function verifyTotpEnrollment(factorId: string, code: string) {
  const { error } = await authClient.mfa.challengeAndVerify({ factorId, code })
  if (error) throw new Error(authErrorMessage(error, 'That code is not correct.'))
}

/** Removes a factor; then refreshes the session so the app sees the change. */
export async function removeFactor(factorId: string) {
  const { error } = await authClient.mfa.unenroll({ factorId })
  if (error) throw new Error(authErrorMessage(error, 'Could not remove the authenticator app.'))
  await authClient.refreshSession()
}
