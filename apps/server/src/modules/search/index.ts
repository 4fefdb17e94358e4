export { search } from './operations/search.js'
