// The live channel in the browser: one socket per tab, the updates it brings, who is where.
export { useLiveUpdates } from './use-live-updates'
export { useOthersOn, useRealtime, type ItemChangeNote } from './realtime-store'
export { ItemPresenceProvider, SoftLock } from './item-presence'
export { PresenceAvatars } from './presence-avatars'
