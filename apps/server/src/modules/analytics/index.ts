export { itemIdOf, registerItemReadCounting } from './count-item-reads.js'
export { createItemReadCounter, type ItemReadCounter } from './item-read-counter.js'
