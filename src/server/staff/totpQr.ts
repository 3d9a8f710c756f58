// The otpauth:// link of two-step set-up as a QR code an authenticator app scans from the screen. Drawn on the server
// as SVG markup placed in the page: no script, no image request, nothing the admin's Content-Security-Policy has to
// allow. The same link always gives the same drawing (the library picks the mask by its fixed penalty rules).
import QRCode from 'qrcode'

/** Error correction M (15 % of the symbol may be lost to glare or a smudged screen and still scan). */
export const TOTP_QR_LEVEL = 'M'
/** Drawn size in CSS pixels; the quiet zone of 4 modules that scanners need is inside it. */
export const TOTP_QR_SIZE = 200

/** The QR code of `uri` as an <svg> element's markup (only paths: no text, no link, no script). */
export function totpQrSvg(uri: string): Promise<string> {
  return QRCode.toString(uri, {
    type: 'svg',
    errorCorrectionLevel: TOTP_QR_LEVEL,
    margin: 4,
    width: TOTP_QR_SIZE,
    color: { dark: '#000000ff', light: '#ffffffff' },
  })
}
