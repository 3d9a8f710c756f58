// dataLayer with consent mode v2 defaults (everything denied until the shopper chooses), and the GTM container
// when NEXT_PUBLIC_GTM_ID is set. Without it, events stay in window.dataLayer only.
import Script from 'next/script'

const DEFAULTS = `window.dataLayer=window.dataLayer||[];window.dataLayer.push(['consent','default',{analytics_storage:'denied',ad_storage:'denied',ad_user_data:'denied',ad_personalization:'denied',wait_for_update:500}]);`

export function TagManager() {
  const id = process.env.NEXT_PUBLIC_GTM_ID
  return (
    <>
      <Script id="consent-defaults" strategy="beforeInteractive">{DEFAULTS}</Script>
      {id && /^GTM-[A-Z0-9]+$/.test(id) && (
        <Script id="gtm" strategy="afterInteractive">
          {`(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);})(window,document,'script','dataLayer','${id}');`}
        </Script>
      )}
    </>
  )
}
