import { Braces } from 'lucide-react'

import { jsonParseError } from '../json-parse-error'

import { JsonCodeEditor } from '@/components/ui/json-code-editor'

import { Button } from '@/components/ui/button'

/**
 * A JSON field: CodeMirror with JSON highlighting, a Format button, and where the text stops
 * parsing (line and column) right under it. The form sends the parsed value; text that does
 * not parse blocks the save with the same message.
 */
export function JsonInput({
  id,
  value,
  onChange,
  invalid,
  labelId,
  describedBy,
  fieldPath,
}: {
  id: string
  value: string
  onChange: (text: string) => void
  invalid: boolean
  labelId: string
  describedBy?: string | undefined
  fieldPath: string
}) {
  const problem = value.trim() === '' ? null : jsonParseError(value)
  const problemId = `${id}-parse`
  return (
    <div>
      <JsonCodeEditor
        id={id}
        value={value}
        onChange={onChange}
        invalid={invalid || problem !== null}
        labelledBy={labelId}
        describedBy={
          [problem ? problemId : null, describedBy].filter(Boolean).join(' ') || undefined
        }
        placeholder='{ "key": "value" }'
        attributes={{ 'data-field-path': fieldPath }}
      />
      <div className="mt-1.5 flex flex-wrap items-start justify-between gap-2">
        <p
          id={problemId}
          role="status"
          className={problem ? 'text-sm font-medium text-danger' : 'text-sm text-muted-foreground'}
        >
          {problem
            ? `Line ${problem.line}, column ${problem.column}: ${problem.message}`
            : value.trim()
              ? 'Valid JSON'
              : 'Empty'}
        </p>
        <Button
          variant="secondary"
          size="sm"
          disabled={problem !== null || value.trim() === ''}
          onClick={() => onChange(JSON.stringify(JSON.parse(value), null, 2))}
        >
          <Braces className="size-4" aria-hidden="true" />
          Format
        </Button>
      </div>
    </div>
  )
}
