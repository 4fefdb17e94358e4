// The live channel: events, presence and soft locks over one WebSocket per tab.
export { registerRealtime } from './create-realtime.js'
export { registerLiveWriteSignals } from './write-signals.js'
export type { RealtimeHub } from './hub.js'
