// The inline scripts of the consent/Tag Manager setup. The production server adds their hashes to the page's
// Content-Security-Policy (next/script inserts them from JavaScript, so they are not in the HTML to hash).
export const CONSENT_DEFAULTS_SCRIPT = `window.dataLayer=window.dataLayer||[];window.dataLayer.push(['consent','default',{analytics_storage:'denied',ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',wait_for_update:500}]);`

export const isGtmId = (id: string | undefined): id is string => Boolean(id && /^GTM-[A-Z0-9]+$/.test(id))

export const gtmScript = (id: string) =>
  `(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');`

/** Every script the layout may insert inline, for the given container id. */
export const tagManagerScripts = (id = process.env.NEXT_PUBLIC_GTM_ID) => [
  CONSENT_DEFAULTS_SCRIPT,
  ...(isGtmId(id) ? [gtmScript(id)] : []),
]
