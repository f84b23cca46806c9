// "Something was just written to the outbox": lets the worker in this process send at once
// instead of at its next poll. Keyed by database handle so each app (and test) has its own.
// Other instances still pick the rows up on their next poll.
type Listener = () => void

const listeners = new WeakMap<object, Set<Listener>>()

export function onOutboxWrite(db: object, listener: Listener): () => void {
  let set = listeners.get(db)
  if (!set) listeners.set(db, (set = new Set()))
  set.add(listener)
  return () => set.delete(listener)
}

export function notifyOutboxWrite(db: object): void {
  for (const listener of listeners.get(db) ?? []) listener()
}
