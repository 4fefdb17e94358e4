import argon2 from 'argon2'

/** argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes): OWASP's baseline. */
export async function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id })
}

/** False for a wrong password and for a hash argon2 cannot read. */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  try {
    return await argon2.verify(hash, password)
  } catch {
    return false
  }
}

let dummyHash: Promise<string> | undefined

/**
 * Spends the time a real check would on an unknown account, so response times do not tell
 * which email addresses have one.
 */
export async function verifyAgainstNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword('folio-timing-equalizer')
  await verifyPassword(await dummyHash, password)
}
