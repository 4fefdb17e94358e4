export { createAvatarStorage, type AvatarStorage } from './avatar-storage.js'
export { listMySessions } from './operations/list-my-sessions.js'
export { updateAvatar } from './operations/update-avatar.js'
