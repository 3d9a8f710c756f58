// A house document (invoice, credit note) answered as a PDF download: named after its number, never stored by a
// browser or a shared cache (it carries the shopper's name and address), never sniffed as anything but a PDF.
export function pdfAttachment({ number, bytes }: { number: string; bytes: Uint8Array | Buffer }) {
  return new Response(new Uint8Array(bytes), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="maison-sabine-${number}.pdf"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  })
}
