import type { Db } from "../../platform/db/database";
import { newsletterSubscribers } from "../../platform/db/schema";

/** Inserts a subscriber; false when the address is already on the list. */
export async function insertSubscriber(
  db: Db,
  subscriber: { email: string; source: string },
): Promise<boolean> {
  const inserted = await db
    .insert(newsletterSubscribers)
    .values(subscriber)
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  return inserted.length > 0;
}
