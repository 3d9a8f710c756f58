// Live preview and the preview button open the article's public URL in the edited language, in preview mode
// (the page then reads the draft for a signed-in editor).
const base = () => process.env.SERVER_URL || 'http://localhost:3000'

export const previewUrl = (prefix: string) =>
  ({ data, locale }: { data: Record<string, unknown>; locale?: { code: string } | string }) => {
    const code = typeof locale === 'string' ? locale : locale?.code
    const slug = typeof data?.slug === 'string' ? data.slug : ''
    return `${base()}${code === 'fr' ? '/fr' : ''}${prefix}${slug}?preview=1`
  }
