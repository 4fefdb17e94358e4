// The content lifecycle: the hooks every change to content, media and content types passes
// (see docs/plugins.md). Operations run the stages; modules and plugins subscribe.
export type {
  Change,
  ChangeOf,
  ChangedType,
  ContentInput,
  ContentTypeChange,
  FieldValidator,
  HookHandler,
  InputPatch,
  ItemChange,
  MediaChange,
  PreviousContent,
  TranslationChange,
} from './changes.js'
export { createLifecycle, runHooks, type Lifecycle, type Subscription } from './lifecycle.js'
export { liveStatusChange, operationOf } from './operations.js'
