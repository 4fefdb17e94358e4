/** `/content`: every content item, searchable and filterable. */
export function ContentPage() {
  return null
}
