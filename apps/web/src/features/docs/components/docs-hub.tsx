import { DocsBrowser } from './docs-browser'
import { DocsExtraLinks } from './docs-extra-links'

/** The hub below its heading: the search, the topic groups and the other ways to learn. */
export function DocsHub() {
  return (
    <>
      <DocsBrowser />
      <DocsExtraLinks />
    </>
  )
}
