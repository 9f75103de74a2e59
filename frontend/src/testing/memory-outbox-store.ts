import type { OutboxEntry, OutboxStore } from '@/lib/outbox/outbox-store';

/** An outbox kept in memory, for tests and stories that must not share the browser's IndexedDB. */
export function memoryOutboxStore(initial: OutboxEntry[] = []): OutboxStore & { entries: Map<string, OutboxEntry> } {
  const entries = new Map(initial.map((entry) => [entry.id, entry]));
  return {
    entries,
    async list(userId) {
      return [...entries.values()]
        .filter((entry) => entry.userId === userId)
        .sort((a, b) => a.capturedAt.localeCompare(b.capturedAt));
    },
    async get(id) {
      return entries.get(id);
    },
    async put(entry) {
      entries.set(entry.id, entry);
    },
    async delete(id) {
      entries.delete(id);
    },
  };
}
