/**
 * A field as the form holds it: text for the simple inputs (a JSON field's text included),
 * true/false for booleans, and structured values for the rest: a multiple select's and a
 * relation's list of strings, media objects, component entries and blocks as objects.
 */
export type FieldFormValue =
  string | boolean | null | readonly unknown[] | { readonly [key: string]: unknown }
