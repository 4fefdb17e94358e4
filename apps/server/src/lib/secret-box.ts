import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

const VERSION = 'v1'

/**
 * Encrypts secrets kept in the database (signing keys, TOTP secrets) with AES-256-GCM under a
 * key derived from the server secret, so a copy of the database alone reveals nothing. The
 * `purpose` separates keys: a ciphertext made for one use does not decrypt for another.
 */
export interface SecretBox {
  seal(plaintext: string): string
  open(sealed: string): string
}

export function createSecretBox(serverSecret: string, purpose: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', serverSecret, 'folio', `folio:${purpose}`, 32))
  return {
    seal(plaintext) {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const data = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
      const parts = [iv, cipher.getAuthTag(), data].map((b) => b.toString('base64url'))
      return [VERSION, ...parts].join('.')
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.')
      if (version !== VERSION || !iv || !tag || data === undefined) {
        throw new Error('not a sealed secret')
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      const plain = Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ])
      return plain.toString('utf8')
    },
  }
}
