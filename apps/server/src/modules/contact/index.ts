export { createContactMessage } from './operations/create-contact-message.js'
export { listContactMessages } from './contact.repository.js'
