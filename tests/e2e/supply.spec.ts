// Supply chain in the backoffice (issue 16): a stock-only account drafts a supplier order from the low-stock list,
// sends it from the pipeline board with the keyboard, confirms it by drag-and-drop, receives part of it, and the
// shop's product page shows the online size again. axe finds nothing on the three supply views. A drift planted
// behind the ledger's back shows in the stock check's list. The low-stock list by workshop, narrowed to one, drafts
// that workshop's orders and names them in a confirmation; the receiving page shows each line's product and photo
// (issue 37). Every quantity changed is put back.
import AxeBuilder from '@axe-core/playwright'
import { createClient } from '@libsql/client'
import { type BrowserContext, type Page, expect, test, serverDb } from './fixtures/test'
import { adminToken, createStaff, deleteUser, getOnlineStock, login, setOnlineStock } from './catalogAdmin'

const SKU = 'sandals-ivory-38'
const OTHER = 'sandals-ivory-39'
const TITLE = 'Médicis sandals, ivory'
const signIn = async (context: BrowserContext, baseURL: string, token: string) =>
  context.addCookies([{ name: 'payload-token', value: token, url: baseURL }])

const cleanups: (() => Promise<unknown>)[] = []
test.afterEach(async () => {
  while (cleanups.length) await cleanups.pop()!()
})

async function violations(page: Page) {
  // The views' own content and the admin around them; Payload's locale switcher in the header is left out (its
  // label's contrast is Payload's theme, the same on every admin page, not these views').
  const results = await new AxeBuilder({ page })
    .exclude('[aria-label="Locale"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze()
  return results.violations.map(
    (v) =>
      `${v.id}: ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
  )
}

/** The low-stock group of one workshop on /app/supply, found by its heading. */
const workshopGroup = (page: Page, name: string) =>
  page
    .getByTestId('low-group')
    .filter({ has: page.getByRole('heading', { level: 3, name: new RegExp(`^${name} — `) }) })

const sizeStatus = (page: Page) => page.locator(`[data-testid="size-option"][data-size="38"]`).first()

test('a stock user drafts from low stock, sends with the keyboard, confirms by drag-and-drop, receives part, and the size is back online', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const before = await setOnlineStock(request, SKU, 0)
  cleanups.push(() => setOnlineStock(request, SKU, before))
  const stock = await createStaff(request, ['stock'])
  cleanups.push(() => deleteUser(request, stock.id))

  await page.goto('/sandals/ivory')
  await expect(sizeStatus(page)).not.toHaveAttribute('data-status', /in-stock|low/)

  await signIn(context, baseURL!, await login(request, stock))
  await page.goto('/app/supply')
  await expect(page.getByRole('heading', { level: 1, name: 'Supply' })).toBeVisible()
  const row = workshopGroup(page, 'Calzaturificio Arcangeli').locator(`tr[data-sku="${SKU}"]`).first()
  await expect(row).toBeVisible()
  expect(await violations(page)).toEqual([])
  await page.getByRole('button', { name: 'Create supplier orders from low stock' }).click()
  await expect(page).toHaveURL(/\/app\/supply\?drafted=\d+(,\d+)*$/)
  await expect(page.getByTestId('drafted')).toContainText(/^\d+ draft supplier orders? (was|were) created\./)

  // The draft that holds the size (read as the admin through the REST API).
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const found = await (
    await request.get(
      `/api/supplier-orders?where[lines.sku][equals]=${SKU}&where[status][equals]=draft&sort=-createdAt&depth=0`,
      { headers },
    )
  ).json()
  const draft = found.docs[0] as { id: number; number: string; lines: { sku: string; quantity: number }[] }
  const ordered = draft.lines.find((l) => l.sku === SKU)!.quantity
  expect(ordered).toBeGreaterThanOrEqual(2)

  // The board: the draft's card moves to Sent with the keyboard only.
  await page.goto('/app/pipeline')
  const board = page.getByTestId('board-supplier')
  const send = board.getByRole('button', { name: `Move ${draft.number} to Sent` })
  await send.focus()
  await page.keyboard.press('Enter')
  await expect(board.getByTestId('board-supplier-status')).toHaveText(`${draft.number} moved to Sent.`)
  await expect(board.locator('section[data-status="sent"]').getByText(draft.number)).toBeVisible()
  // No move outside the graph is offered: a sent order goes to confirmed or cancelled only.
  const card = board.locator(`[data-testid="pipeline-card"][data-number="${draft.number}"]`)
  await expect(card.getByRole('button')).toHaveText(['→ Confirmed', '→ Cancelled'])
  expect(await violations(page)).toEqual([])
  // The same board by drag-and-drop: a drop on a column outside the graph moves nothing; an allowed one moves it.
  await card.dragTo(board.locator('section[data-status="draft"]'))
  await expect(board.locator('section[data-status="sent"]').getByText(draft.number)).toBeVisible()
  await expect(board.getByTestId('board-supplier-status')).toHaveText(`${draft.number} moved to Sent.`)
  await card.dragTo(board.locator('section[data-status="confirmed"]'))
  await expect(board.getByTestId('board-supplier-status')).toHaveText(`${draft.number} moved to Confirmed.`)
  await expect(board.locator('section[data-status="confirmed"]').getByText(draft.number)).toBeVisible()
  const moved = await (await request.get(`/api/supplier-orders/${draft.id}?depth=0`, { headers })).json()
  expect(moved.status).toBe('confirmed')

  // Receive two units of the size (part of the line).
  await page.goto(`/app/receive?order=${draft.id}`)
  await page.getByRole('spinbutton', { name: `Receiving now — ${TITLE}, size 38` }).fill('2')
  expect(await violations(page)).toEqual([])
  await page.getByRole('button', { name: 'Receive these units' }).click()
  await expect(page.getByTestId('receive-done')).toHaveText('Received. The stock and the ledger are up to date.')
  expect(await getOnlineStock(request, SKU)).toBe(2)
  const after = await (await request.get(`/api/supplier-orders/${draft.id}?depth=0`, { headers })).json()
  // Part of the line: the order stays confirmed until every unit is in.
  expect(after.status).toBe('confirmed')
  expect(after.lines.find((l: { sku: string }) => l.sku === SKU).received).toBe(2)

  // The shop's product page shows the size online again (live stock island).
  await page.goto('/sandals/ivory')
  await expect(sizeStatus(page)).toHaveAttribute('data-status', /in-stock|low/)
})

test('the low-stock list by workshop: the filter narrows it to one, its own button drafts its orders, the confirmation links them, and receiving shows each product', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(120_000)
  // Another size than the first test's, whose order (still open) brings units of its own.
  const before = await setOnlineStock(request, OTHER, 0)
  cleanups.push(() => setOnlineStock(request, OTHER, before))
  const stock = await createStaff(request, ['stock'])
  cleanups.push(() => deleteUser(request, stock.id))
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const workshops = await (await request.get('/api/suppliers?depth=0&limit=100', { headers })).json()
  const arcangeli = (workshops.docs as { id: number; name: string }[]).find(
    (w) => w.name === 'Calzaturificio Arcangeli',
  )!

  await signIn(context, baseURL!, await login(request, stock))
  await page.goto('/app/supply')
  // One group per workshop, each heading counting its lines and the pairs to order.
  const groups = page.getByTestId('low-group')
  expect(await groups.count()).toBeGreaterThan(1)
  const heading = page.getByRole('heading', { level: 3, name: /^Calzaturificio Arcangeli — / })
  await expect(heading).toHaveText(/^Calzaturificio Arcangeli — \d+ lines?, \d+ pairs? to order$/)
  // The size is low online (set to 0 above), perhaps in a boutique too: a line per store.
  await expect(workshopGroup(page, 'Calzaturificio Arcangeli').locator(`tr[data-sku="${OTHER}"]`).first()).toBeVisible()

  // The filter, with the keyboard: the workshop chosen, then Enter on the button.
  const filter = page.getByRole('search', { name: 'Narrow the low-stock list' })
  await filter.getByLabel('Workshop').selectOption({ label: 'Calzaturificio Arcangeli' })
  await filter.getByRole('button', { name: 'Filter' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/app/supply\\?workshop=${arcangeli.id}&store=$`))
  await expect(groups).toHaveCount(1)
  await expect(heading).toBeVisible()
  await expect(filter.getByLabel('Workshop')).toHaveValue(String(arcangeli.id))
  await expect(filter.getByLabel('Store')).toHaveValue('')
  expect(await violations(page)).toEqual([])

  // Its own button drafts its orders only, and the page says which, each linked to its edit page.
  await page.getByRole('button', { name: 'Create supplier orders for Calzaturificio Arcangeli' }).click()
  await expect(page).toHaveURL(/\/app\/supply\?drafted=\d+(,\d+)*$/)
  const ids = new URL(page.url()).searchParams.get('drafted')!.split(',').map(Number)
  cleanups.push(() => Promise.all(ids.map((id) => request.delete(`/api/supplier-orders/${id}`, { headers }))))
  const notice = page.getByRole('status').filter({ hasText: 'draft supplier order' })
  await expect(notice).toContainText(
    ids.length === 1 ? '1 draft supplier order was created.' : `${ids.length} draft supplier orders were created.`,
  )
  await expect(notice).toContainText('They are drafts: review each one, then send it to its workshop.')
  const links = notice.getByRole('link')
  await expect(links).toHaveCount(ids.length)
  for (const [i, id] of [...ids].sort((a, b) => a - b).entries()) {
    await expect(links.nth(i)).toHaveAttribute('href', `/app/collections/supplier-orders/${id}`)
    await expect(links.nth(i)).toHaveText(/^PO-\S+ — Calzaturificio Arcangeli, .+: \d+ pairs?$/)
  }
  expect(await violations(page)).toEqual([])
  const drafts = await Promise.all(
    ids.map(async (id) => (await request.get(`/api/supplier-orders/${id}?depth=0`, { headers })).json()),
  )
  expect(drafts.map((d) => [d.status, d.supplier])).toEqual(ids.map(() => ['draft', arcangeli.id]))

  // Receiving the draft that holds the size, once sent: each line shows its product's photo and name.
  const draft = drafts.find((d) => d.lines.some((l: { sku: string }) => l.sku === OTHER))!
  await request.patch(`/api/supplier-orders/${draft.id}`, { headers, data: { status: 'sent' } })
  await links.filter({ hasText: draft.number }).click()
  await expect(page).toHaveURL(new RegExp(`/app/collections/supplier-orders/${draft.id}`))
  await page.goto(`/app/receive?order=${draft.id}`)
  const lines = page.locator('tbody tr')
  await expect(lines).toHaveCount(draft.lines.length)
  for (let i = 0; i < draft.lines.length; i++) {
    const line = lines.nth(i)
    await expect(line.getByRole('img')).toHaveAttribute('alt', /\S/)
    await expect(line.locator('strong')).toHaveText(/\S/)
  }
  const mine = page.locator(`tbody tr[data-sku="${OTHER}"]`)
  await expect(mine.locator('strong')).toHaveText(TITLE)
  await expect(mine).toContainText('Size 39 · Ivory')
  await expect(mine).toContainText(OTHER)
  await expect(mine.getByRole('spinbutton', { name: `Receiving now — ${TITLE}, size 39` })).toBeVisible()
  expect(await violations(page)).toEqual([])
})

test('an editor sees none of the supply views; service sees the customer board only', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const editor = await createStaff(request, ['editor'])
  cleanups.push(() => deleteUser(request, editor.id))
  await signIn(context, baseURL!, await login(request, editor))
  for (const path of ['/app/supply', '/app/receive', '/app/pipeline']) {
    await page.goto(path)
    await expect(page.getByTestId('supply-denied')).toBeVisible()
  }
  const service = await createStaff(request, ['service'])
  cleanups.push(() => deleteUser(request, service.id))
  await context.clearCookies({ name: 'payload-token' })
  await signIn(context, baseURL!, await login(request, service))
  await page.goto('/app/pipeline')
  await expect(page.getByTestId('board-customer')).toBeVisible()
  await expect(page.getByTestId('board-supplier')).toHaveCount(0)
  await page.goto('/app/supplier-orders')
  await expect(page).toHaveURL(/\/app\/collections\/supplier-orders/)
})

test('a drift planted behind the ledger shows in the stock check on /app/supply, and goes once it is put back', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  // The boutique's line: the shop's pages read the online store only, so nothing else sees the planted units.
  const sku = 'boots-taupe-40'
  const headers = { Authorization: `JWT ${await adminToken(request)}` }
  const stores = await (await request.get('/api/stores?where[type][not_equals]=online&depth=0', { headers })).json()
  const boutique = stores.docs[0] as { id: number; name: string }
  const lines = await (
    await request.get(`/api/inventory?where[sku][equals]=${sku}&where[store][equals]=${boutique.id}&depth=0`, {
      headers,
    })
  ).json()
  const quantity = (lines.docs[0] as { quantity: number }).quantity
  // Three units added straight in the database, as a hand-run SQL statement would: no ledger row says why.
  const db = createClient({ url: serverDb() })
  const plant = (delta: number) =>
    db.execute({
      sql: 'UPDATE inventory SET quantity = quantity + ? WHERE sku = ? AND store_id = ?',
      args: [delta, sku, boutique.id],
    })
  await plant(3)
  cleanups.push(async () => {
    await plant(-3).catch(() => undefined)
    db.close()
  })
  const stock = await createStaff(request, ['stock'])
  cleanups.push(() => deleteUser(request, stock.id))
  await signIn(context, baseURL!, await login(request, stock))

  await page.goto('/app/supply')
  const drifts = page.getByTestId('stock-drifts')
  const planted = drifts.getByRole('link', {
    name: `${sku} at ${boutique.name}: stock ${quantity + 3}, ledger ${quantity}`,
  })
  await expect(planted).toHaveCount(0)
  await page.getByRole('button', { name: 'Run the check now' }).click()
  await expect(page).toHaveURL(/\/app\/supply\?checked=1#check$/)
  const summary = page.getByTestId('stock-check')
  await expect(summary).toContainText(/\d+ line\(s\) differ from the ledger\.$/)
  await expect(planted).toBeVisible()
  // The line's history is one click away: the ledger filtered on its SKU.
  await expect(planted).toHaveAttribute('href', new RegExp(`/app/collections/stock-movements\\?where.*=${sku}$`))
  expect(await violations(page)).toEqual([])

  // Put back: the next check counts one line fewer, and the planted one is gone.
  const drifting = Number((await summary.innerText()).match(/(\d+) line\(s\) differ/)![1])
  await plant(-3)
  cleanups.pop()
  cleanups.push(async () => db.close())
  await page.getByRole('button', { name: 'Run the check now' }).click()
  await expect(summary).toContainText(
    drifting === 1 ? /All \d+ lines match the ledger\.$/ : `${drifting - 1} line(s) differ from the ledger.`,
  )
  await expect(page.getByText(`${sku} at ${boutique.name}`)).toHaveCount(0)
})

test('axe finds nothing on the stock matrix (/app/stock), the fourth custom view of the stock team', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  const stock = await createStaff(request, ['stock'])
  cleanups.push(() => deleteUser(request, stock.id))
  await signIn(context, baseURL!, await login(request, stock))
  await page.goto('/app/stock')
  await expect(page.getByRole('heading', { level: 1, name: 'Stock' })).toBeVisible()
  await expect(page.getByTestId('stock-product').first()).toBeVisible()
  expect(await violations(page)).toEqual([])
})
