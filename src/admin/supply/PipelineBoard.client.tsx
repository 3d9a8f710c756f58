'use client'
// One board of /app/pipeline: a column per status, a card per order. A card moves by drag-and-drop onto a column it
// may go to, or with its buttons (one per allowed move: keyboard and screen readers use these). The move is a PATCH
// of the order's status through Payload's REST API with the staff session, so the collection's access rules and its
// transition guard decide; a refused move leaves the card where it was and says why. Its looks are the admin
// stylesheet's classes (custom.css, .pipeline-board): a board holds up to 120 cards.
import { useState } from 'react'
import { fill } from '@/domain/fill'
import { HttpError, requestJson } from '@/lib/http'

export interface BoardCard {
  id: number
  number: string
  status: string
  title: string
  detail: string
}
export interface BoardProps {
  kind: 'customer' | 'supplier'
  heading: string
  columns: { status: string; label: string }[]
  moves: Record<string, string[]>
  cards: BoardCard[]
  strings: { moveTo: string; moved: string; moveFailed: string; empty: string }
}

export function PipelineBoard({ kind, heading, columns, moves, cards: initial, strings }: BoardProps) {
  const [cards, setCards] = useState(initial)
  const [message, setMessage] = useState('')
  const [dragged, setDragged] = useState<BoardCard | null>(null)
  const label = (status: string) => columns.find((c) => c.status === status)?.label ?? status
  const cardId = (id: number) => `card-${kind}-${id}`

  async function move(card: BoardCard, to: string) {
    if (!moves[card.status]?.includes(to)) return
    try {
      // Setting a status is the same act twice: not retried.
      await requestJson(`/api/${kind === 'customer' ? 'orders' : 'supplier-orders'}/${card.id}`, {
        method: 'PATCH',
        body: { status: to },
        idempotent: true,
      })
    } catch (err) {
      const failed = err instanceof HttpError ? err : new HttpError(0, null)
      const body = failed.data as { errors?: { message?: string }[] } | null
      setMessage(
        fill(strings.moveFailed, {
          number: card.number,
          message: body?.errors?.[0]?.message ?? String(failed.status || ''),
        }),
      )
      return
    }
    setCards((all) => all.map((c) => (c.id === card.id ? { ...c, status: to } : c)))
    setMessage(fill(strings.moved, { number: card.number, status: label(to) }))
    // Focus follows the card to its new column.
    requestAnimationFrame(() => document.getElementById(cardId(card.id))?.focus())
  }

  return (
    <section aria-labelledby={`board-${kind}`} className="pipeline-board" data-testid={`board-${kind}`}>
      <h2 id={`board-${kind}`}>{heading}</h2>
      <p role="status" aria-live="polite" data-testid={`board-${kind}-status`} className="pipeline-board__status">
        {message}
      </p>
      <div className="pipeline-board__columns">
        {columns.map((col) => {
          const here = cards.filter((c) => c.status === col.status)
          const canDrop = dragged ? (moves[dragged.status] ?? []).includes(col.status) : false
          return (
            <section
              key={col.status}
              aria-labelledby={`col-${kind}-${col.status}`}
              data-status={col.status}
              onDragOver={(e) => {
                if (canDrop) e.preventDefault()
              }}
              onDrop={(e) => {
                e.preventDefault()
                if (dragged && canDrop) void move(dragged, col.status)
                setDragged(null)
              }}
              data-drop={canDrop || undefined}
              className="pipeline-board__column"
            >
              <h3 id={`col-${kind}-${col.status}`}>
                {col.label} <span>({here.length})</span>
              </h3>
              {here.length === 0 ? (
                <p className="pipeline-board__small">{strings.empty}</p>
              ) : (
                <ul>
                  {here.map((card) => (
                    <li
                      key={card.id}
                      id={cardId(card.id)}
                      tabIndex={-1}
                      draggable={(moves[card.status] ?? []).length > 0}
                      onDragStart={() => setDragged(card)}
                      onDragEnd={() => setDragged(null)}
                      data-testid="pipeline-card"
                      data-number={card.number}
                      className="pipeline-card"
                    >
                      <strong>{card.number}</strong>
                      <div className="pipeline-board__small">{card.title}</div>
                      <div className="pipeline-board__small">{card.detail}</div>
                      <div className="pipeline-card__moves">
                        {(moves[card.status] ?? []).map((to) => (
                          <button
                            key={to}
                            type="button"
                            onClick={() => void move(card, to)}
                            aria-label={fill(strings.moveTo, { number: card.number, status: label(to) })}
                          >
                            → {label(to)}
                          </button>
                        ))}
                      </div>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          )
        })}
      </div>
    </section>
  )
}
