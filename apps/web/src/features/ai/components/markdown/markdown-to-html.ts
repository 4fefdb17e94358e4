// Its own module so the ai-assistant route can load markdown-it only when a reply is used.
export { markdownToHtml } from '@folio/schema'
