// View Transition pseudo-elements live on the document root, so this is global CSS (not a CSS module).
export const transitionCss = `
::view-transition-old(root) { animation: ms-fade-out 160ms ease-in both; }
::view-transition-new(root) { animation: ms-fade-in 240ms ease-out 160ms both; }
@keyframes ms-fade-out { to { opacity: 0; } }
@keyframes ms-fade-in { from { opacity: 0; } }
@media (prefers-reduced-motion: reduce) { ::view-transition-old(root), ::view-transition-new(root) { animation: none; } }
`
