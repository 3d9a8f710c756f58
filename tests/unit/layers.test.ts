// The import-direction rule of eslint.config.mjs: each layer imports only downward. Lints small snippets as if
// they were files of each layer, so removing or loosening a zone fails here.
import path from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: path.resolve(import.meta.dirname, '../..') })

async function layerErrors(file: string, code: string) {
  const [result] = await eslint.lintText(`${code}\nexport const used = [x]\n`, {
    filePath: path.resolve(import.meta.dirname, '../..', file),
  })
  return result.messages.filter((m) => m.ruleId === 'import/no-restricted-paths').length
}

describe('layers', { timeout: 60_000 }, () => {
  it('keeps src/domain pure: nothing of ours but itself and the generated types', async () => {
    expect(
      await layerErrors('src/domain/probe.ts', "import { getPayload as x } from '@/server/platform/payload'"),
    ).toBe(1)
    expect(await layerErrors('src/domain/probe.ts', "import x from '../../messages/en.json'")).toBe(1)
    expect(
      await layerErrors('src/domain/probe.ts', "import { MediaImage as x } from '@/components/editorial/MediaImage'"),
    ).toBe(1)
    expect(await layerErrors('src/domain/probe.ts', "import { LOCALES as x } from './locale'")).toBe(0)
    expect(
      await layerErrors(
        'src/domain/probe.ts',
        "import type { Media } from '@/payload-types'\nconst x: Media | null = null",
      ),
    ).toBe(0)
  })

  it('never lets src/server import components, app or seed', async () => {
    expect(
      await layerErrors('src/server/probe.ts', "import { MediaImage as x } from '@/components/editorial/MediaImage'"),
    ).toBe(1)
    expect(await layerErrors('src/server/probe.ts', "import { seed as x } from '../../seed'")).toBe(1)
    expect(await layerErrors('src/server/probe.ts', "import x from '@/app/robots'")).toBe(1)
    expect(
      await layerErrors('src/server/probe.ts', "import { messagesMetadata as x } from '@/routes/simpleRoute'"),
    ).toBe(1)
    expect(await layerErrors('src/server/probe.ts', "import { localUrl as x } from '@/domain/media'")).toBe(0)
  })

  it('lets components read through the data modules only', async () => {
    expect(
      await layerErrors('src/components/probe.ts', "import { getPayload as x } from '@/server/platform/payload'"),
    ).toBe(1)
    expect(await layerErrors('src/components/probe.ts', "import x from '@payload-config'")).toBe(1)
    expect(
      await layerErrors(
        'src/components/probe.ts',
        "import { inTransaction as x } from '@/server/platform/transaction'",
      ),
    ).toBe(1)
    expect(
      await layerErrors('src/components/probe.ts', "import { pageMetadata as x } from '@/server/seo/metadata'"),
    ).toBe(0)
    expect(
      await layerErrors('src/components/probe.ts', "import { onRevalidate as x } from '@/server/cache/revalidate'"),
    ).toBe(1)
    expect(
      await layerErrors('src/components/probe.ts', "import { STORES_TAG as x } from '@/server/cache/catalogTags'"),
    ).toBe(0)
    expect(
      await layerErrors('src/components/probe.ts', "import { saveContact as x } from '@/server/forms/contact'"),
    ).toBe(1)
    expect(
      await layerErrors(
        'src/components/probe.ts',
        "import { getActiveCampaigns as x } from '@/server/forms/preorders'",
      ),
    ).toBe(0)
    expect(
      await layerErrors('src/components/probe.ts', "import { previewUser as x } from '@/server/platform/preview'"),
    ).toBe(1)
    expect(
      await layerErrors('src/components/probe.ts', "import { messagesMetadata as x } from '@/routes/simpleRoute'"),
    ).toBe(1)
  })

  it('holds the backoffice views of src/admin to the same limits as components', async () => {
    expect(
      await layerErrors('src/admin/probe.ts', "import { stockMatrix as x } from '@/server/inventory/stockMatrix'"),
    ).toBe(0)
    expect(await layerErrors('src/admin/probe.ts', "import { getPayload as x } from '@/server/platform/payload'")).toBe(
      1,
    )
    expect(
      await layerErrors('src/admin/probe.ts', "import { onRevalidate as x } from '@/server/cache/revalidate'"),
    ).toBe(1)
    expect(await layerErrors('src/components/probe.ts', "import { StockView as x } from '@/admin/StockView'")).toBe(1)
    expect(await layerErrors('src/server/probe.ts', "import { StockView as x } from '@/admin/StockView'")).toBe(1)
  })

  it('lets route factories use components and the data modules, not the platform', async () => {
    expect(
      await layerErrors('src/routes/probe.ts', "import { Breadcrumbs as x } from '@/components/editorial/Breadcrumbs'"),
    ).toBe(0)
    expect(await layerErrors('src/routes/probe.ts', "import { pageMetadata as x } from '@/server/seo/metadata'")).toBe(
      0,
    )
    expect(
      await layerErrors('src/routes/probe.ts', "import { previewUser as x } from '@/server/platform/preview'"),
    ).toBe(0)
    expect(
      await layerErrors('src/routes/probe.ts', "import { getPayload as x } from '@/server/platform/payload'"),
    ).toBe(1)
    expect(await layerErrors('src/routes/probe.ts', "import x from '@payload-config'")).toBe(1)
  })
})
