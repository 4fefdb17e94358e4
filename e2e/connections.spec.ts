import path from 'node:path'

import { SDK_VERSION } from '@folio/schema'
import { Client } from '@modelcontextprotocol/sdk/client/index.js'
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js'
import { expect, test } from '@playwright/test'

import { signInAsDemo } from './support/auth.js'

const artifacts = path.join(import.meta.dirname, 'artifacts')

interface McpConfig {
  mcpServers: { folio: { type: string; url: string; headers: { Authorization: string } } }
}

test.describe('Connections', () => {
  test('Connect Now → a key → the MCP configuration → the assistant shows in the list', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const name = `Coding assistant ${Date.now()}`
    await signInAsDemo(page, 'Admin')
    await page.getByRole('link', { name: 'Connect Now' }).click()
    await expect(page).toHaveURL(/\/connections$/)
    // The address works on its own too (a reload, a shared link), not only from the button.
    await page.reload()
    await expect(page.getByRole('heading', { name: 'Connections', level: 1 })).toBeVisible()

    const form = page.getByRole('form', { name: 'Connect an app or assistant' })
    await form.getByLabel('Name of the app or assistant').fill(name)
    await form.getByRole('radio', { name: 'Read and write' }).check()
    await form.getByRole('button', { name: 'Create key' }).click()
    const secret = (await page.getByRole('textbox', { name: 'New API key' }).innerText()).trim()
    expect(secret).toMatch(/^folio_[\w-]+$/)

    await page.getByRole('tab', { name: 'MCP' }).click()
    await page.getByRole('button', { name: 'Copy MCP configuration' }).click()
    const copied = await page.evaluate(() => navigator.clipboard.readText())
    const config = JSON.parse(copied) as McpConfig
    expect(config.mcpServers.folio).toEqual({
      type: 'http',
      url: `${baseURL}/mcp`,
      headers: { Authorization: `Bearer ${secret}` },
    })
    await page.screenshot({ path: path.join(artifacts, 'connections-mcp.png') })

    // The SDK installs from this server: the copied command names its tarball, which it serves.
    await page.getByRole('tab', { name: 'JavaScript SDK' }).click()
    await page.getByRole('button', { name: 'Copy install command' }).click()
    const install = await page.evaluate(() => navigator.clipboard.readText())
    expect(install).toBe(`npm install ${baseURL}/sdk/folio-sdk-${SDK_VERSION}.tgz`)
    const tarball = await page.request.get(install.slice('npm install '.length))
    expect(tarball.status()).toBe(200)
    expect(tarball.headers()['content-type']).toBe('application/gzip')
    await page.screenshot({ path: path.join(artifacts, 'connections-sdk.png') })
    await page.getByRole('tab', { name: 'MCP' }).click()

    // An assistant connects with exactly the copied configuration and calls one tool.
    const folio = config.mcpServers.folio
    const client = new Client({ name: 'e2e-assistant', version: '2.1.0' })
    await client.connect(
      new StreamableHTTPClientTransport(new URL(folio.url), {
        requestInit: { headers: folio.headers },
      }),
    )
    const types = await client.callTool({ name: 'list_content_types', arguments: {} })
    expect(types.isError ?? false).toBe(false)
    await client.close()

    const list = page.getByRole('region', { name: 'All connections' })
    const row = list.getByRole('listitem').filter({ has: page.getByRole('article', { name }) })
    await expect(async () => {
      await list.getByRole('button', { name: 'Refresh' }).click()
      await expect(row.getByText('e2e-assistant 2.1.0')).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    // Requests are counted in batches: the day's count shows within the flush interval.
    await expect(async () => {
      await list.getByRole('button', { name: 'Refresh' }).click()
      await expect(
        row.getByRole('img', { name: /^[1-9]\d* requests? in the last 7 days/ }),
      ).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await row.screenshot({ path: path.join(artifacts, 'connections-row.png') })

    await row.getByRole('button', { name: `Revoke ${name}` }).click()
    await page
      .getByRole('dialog', { name: 'Revoke connection?' })
      .getByRole('button', { name: 'Revoke key' })
      .click()
    await expect(row).toHaveCount(0)
    const refused = await fetch(folio.url, {
      method: 'POST',
      headers: {
        ...folio.headers,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    })
    expect(refused.status).toBe(401)
  })
})
