export { isPreview, previewToken } from './frame.js'
export { subscribe, type PreviewContext, type SubscribeOptions } from './subscribe.js'
export {
  FIELD_ATTRIBUTE,
  PREVIEW_TOKEN_PARAM,
  PROTOCOL_VERSION,
  isPreviewUpdate,
  type FocusMessage,
  type PreviewItem,
  type PreviewUpdateMessage,
  type ReadyMessage,
  type SiteMessage,
} from './protocol.js'

/** The attribute that ties an element to the field it shows: `<h2 {...fieldAttrs('title')}>`. */
export function fieldAttrs(path: string): { 'data-folio-field': string } {
  return { 'data-folio-field': path }
}
