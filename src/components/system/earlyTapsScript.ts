// The inline script that keeps the taps made before the page is live, and the attributes it reads: no React here,
// so the server component that writes it into <body> (./EarlyTaps.tsx) can import it. Why and how: ./earlyTaps.ts.

const EARLY = 'data-early'
export const LIVE = 'data-live'
export const EARLY_SUBMIT = 'data-early-submit'
const EARLY_TAP = 'data-early-tap'
export const TAPPED = 'data-early-tapped'

/** The attribute a form carries to have its early submission kept: `<form {...earlyForm}>`. */
export const earlyForm = { [EARLY]: '' } as const
/** The attribute a button carries to have an early tap pressed again once the page is live. */
export const earlyTap = { [EARLY_TAP]: '' } as const

/** Runs as the page is parsed, before any of its scripts. */
export const EARLY_TAPS_SCRIPT = `(function(d){var h=d.documentElement,n=0;d.addEventListener('submit',function(e){var f=e.target;if(!f||!f.hasAttribute||!f.hasAttribute('${EARLY}')||f.hasAttribute('${LIVE}'))return;e.preventDefault();f.setAttribute('${EARLY_SUBMIT}','');f.setAttribute('aria-busy','true')},true);d.addEventListener('click',function(e){if(h.hasAttribute('data-hydrated'))return;var b=e.target&&e.target.closest&&e.target.closest('[${EARLY_TAP}]');if(!b)return;e.preventDefault();e.stopImmediatePropagation();b.setAttribute('${TAPPED}',String(++n));b.setAttribute('aria-busy','true')},true)})(document)`
