export { createContactMessage } from './operations/create-contact-message.js'
