import { createContext, useContext, type ReactNode } from 'react'

import type { FieldInputProps } from '../field-input-props'

// Entries of component and blocks fields hold fields of their own, shown by the same input
// dispatch as a type's fields. The dispatch hands itself down here instead of being imported,
// so the recursion (field input → blocks → entry → field input) is no import circle.
type RenderFieldInput = (props: FieldInputProps) => ReactNode

const FieldInputSlot = createContext<RenderFieldInput | null>(null)

export const FieldInputProvider = FieldInputSlot.Provider

/** Renders a field input of the form this entry is in. */
export function useRenderFieldInput(): RenderFieldInput {
  const render = useContext(FieldInputSlot)
  if (!render) throw new Error('Entry fields render inside a FieldInput')
  return render
}
