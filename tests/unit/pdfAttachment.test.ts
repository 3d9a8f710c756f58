import { describe, expect, it } from 'vitest'
import { pdfAttachment } from '@/server/invoices/attachment'

describe('a house document answered as a PDF download', () => {
  it('is the bytes as given, named after its number, kept out of every cache and never sniffed', async () => {
    const bytes = Buffer.from('%PDF-1.7 credit note')
    const res = pdfAttachment({ number: 'A-2026-000007', bytes })
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toBe('application/pdf')
    expect(res.headers.get('Content-Disposition')).toBe('attachment; filename="maison-sabine-A-2026-000007.pdf"')
    expect(res.headers.get('Cache-Control')).toBe('private, no-store')
    expect(res.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(Buffer.from(await res.arrayBuffer()).toString('latin1')).toBe('%PDF-1.7 credit note')
  })
})
