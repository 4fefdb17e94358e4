// The AI module's surface for configuration checks at start; its routes are registered by app.ts.
export { aiConfigProblem, type ResolvedAiConfig } from './providers/index.js'
