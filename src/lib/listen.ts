// Listeners added together and removed together: an effect returns what `listen` gives back as its cleanup.
type Handlers<M> = { [K in keyof M]?: (event: M[K]) => void }

/** Adds each handler to the target; the function returned removes them all. */
export function listen<T extends Document | HTMLElement | Window>(
  target: T,
  handlers: Handlers<T extends Window ? WindowEventMap : T extends Document ? DocumentEventMap : HTMLElementEventMap>,
): () => void {
  const entries = Object.entries(handlers) as [string, EventListener][]
  for (const [type, handler] of entries) target.addEventListener(type, handler)
  return () => {
    for (const [type, handler] of entries) target.removeEventListener(type, handler)
  }
}
