import type { ContentTypeField } from '@folio/schema'

import { EXAMPLE_TYPE_PLACEHOLDER } from '@/lib/use-readable-content-types'

/** Stands in for the key until one is pasted or created. */
export const KEY_PLACEHOLDER = 'YOUR_API_KEY'
/** Stands in for the content type when the installation has none yet. */
export const TYPE_PLACEHOLDER = EXAMPLE_TYPE_PLACEHOLDER

export interface SnippetInput {
  /** The server root, e.g. `https://cms.example.com` (the API lives under /api/v1). */
  origin: string
  apiKey: string
  /** The content type the example lists, by slug. */
  typeSlug: string
  fields: Pick<ContentTypeField, 'name' | 'type'>[]
}

export type SnippetLanguage = 'curl' | 'javascript' | 'python' | 'php'

export interface Snippet {
  language: SnippetLanguage
  label: string
  /** What a reader needs before running it. */
  setup: string
  code: string
}

interface ListQuery {
  /** `data.price` with `gte 10`, when the type has a number field to filter on. */
  filter: { field: string; op: 'gte'; value: number } | null
  sort: string
  pageSize: number
}

function listQuery(fields: SnippetInput['fields']): ListQuery {
  const numberField = fields.find((field) => field.type === 'number')
  return {
    filter: numberField ? { field: `data.${numberField.name}`, op: 'gte', value: 10 } : null,
    sort: '-publishedAt',
    pageSize: 10,
  }
}

/** Single-quoted for bash, so no character of a value is interpreted. */
export function shellQuote(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`
}

/** A single-quoted string literal for JavaScript, Python and PHP alike. */
function quoted(value: string): string {
  return `'${value.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`
}

function queryPairs(query: ListQuery): [string, string][] {
  return [
    ...(query.filter
      ? [[`filter[${query.filter.field}][${query.filter.op}]`, String(query.filter.value)]]
      : []),
    ['sort', query.sort],
    ['pageSize', String(query.pageSize)],
  ] as [string, string][]
}

function curl(input: SnippetInput, query: ListQuery): string {
  const url = `${input.origin}/api/v1/content/${encodeURIComponent(input.typeSlug)}/items`
  return [
    `curl -sS -G ${shellQuote(url)}`,
    `  -H ${shellQuote(`Authorization: Bearer ${input.apiKey}`)}`,
    ...queryPairs(query).map(
      ([key, value]) => `  --data-urlencode ${shellQuote(`${key}=${value}`)}`,
    ),
  ].join(' \\\n')
}

function javascript(input: SnippetInput, query: ListQuery): string {
  const options = [
    ...(query.filter
      ? [
          `  filter: { ${quoted(query.filter.field)}: { ${query.filter.op}: ${query.filter.value} } },`,
        ]
      : []),
    `  sort: [${quoted(query.sort)}],`,
    `  pageSize: ${query.pageSize},`,
  ]
  const type = quoted(input.typeSlug)
  return [
    `import { createClient } from '@folio/sdk'`,
    ``,
    `const folio = createClient({`,
    `  url: ${quoted(input.origin)},`,
    `  apiKey: ${quoted(input.apiKey)},`,
    `})`,
    ``,
    `const types = await folio.contentTypes.list()`,
    `const { data, meta } = await folio.items(${type}).list({`,
    ...options,
    `})`,
    `console.log(\`\${meta.total} items\`, data.map((item) => item.title))`,
    ``,
    `// One item by id or slug`,
    `if (data[0]) console.log(await folio.items(${type}).get(data[0].slug))`,
  ].join('\n')
}

function python(input: SnippetInput, query: ListQuery): string {
  const url = `${input.origin}/api/v1/content/${encodeURIComponent(input.typeSlug)}/items`
  const params = queryPairs(query)
    .map(([key, value]) => `        ${quoted(key)}: ${quoted(value)},`)
    .join('\n')
  return [
    `import requests`,
    ``,
    `response = requests.get(`,
    `    ${quoted(url)},`,
    `    headers={'Authorization': ${quoted(`Bearer ${input.apiKey}`)}},`,
    `    params={`,
    params,
    `    },`,
    `    timeout=10,`,
    `)`,
    `response.raise_for_status()`,
    `body = response.json()`,
    `print(body['meta']['total'], 'items')`,
    `for item in body['data']:`,
    `    print(item['title'])`,
  ].join('\n')
}

function php(input: SnippetInput, query: ListQuery): string {
  const url = `${input.origin}/api/v1/content/${encodeURIComponent(input.typeSlug)}/items`
  const params = [
    ...(query.filter
      ? [
          `    'filter' => [${quoted(query.filter.field)} => [${quoted(query.filter.op)} => ${quoted(String(query.filter.value))}]],`,
        ]
      : []),
    `    'sort' => ${quoted(query.sort)},`,
    `    'pageSize' => ${query.pageSize},`,
  ]
  return [
    `<?php`,
    `$query = http_build_query([`,
    ...params,
    `]);`,
    `$ch = curl_init(${quoted(url)} . '?' . $query);`,
    `curl_setopt_array($ch, [`,
    `    CURLOPT_RETURNTRANSFER => true,`,
    `    CURLOPT_HTTPHEADER => [${quoted(`Authorization: Bearer ${input.apiKey}`)}],`,
    `]);`,
    `$body = json_decode(curl_exec($ch), true);`,
    `curl_close($ch);`,
    ``,
    `echo $body['meta']['total'], " items\\n";`,
    `foreach ($body['data'] as $item) {`,
    `    echo $item['title'], "\\n";`,
    `}`,
  ].join('\n')
}

/** The list call of one content type in each language, ready to paste and run. */
export function buildSnippets(input: SnippetInput): Snippet[] {
  const query = listQuery(input.fields)
  return [
    { language: 'curl', label: 'curl', setup: 'Run it in a terminal.', code: curl(input, query) },
    {
      language: 'javascript',
      label: 'JavaScript',
      setup: 'npm install @folio/sdk, then run it as an ES module (Node.js 20+ or a browser).',
      code: javascript(input, query),
    },
    {
      language: 'python',
      label: 'Python',
      setup: 'pip install requests',
      code: python(input, query),
    },
    {
      language: 'php',
      label: 'PHP',
      setup: 'PHP 7.4+ with the curl extension.',
      code: php(input, query),
    },
  ]
}
