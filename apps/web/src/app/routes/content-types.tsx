/** `/content-types`: the content model. */
export function ContentTypesPage() {
  return null
}
