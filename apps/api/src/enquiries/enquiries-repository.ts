import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { contactRequests, trialRequests } from "../db/schema";

export async function insertContactRequest(
  db: Db,
  request: {
    companyName: string;
    email: string;
    name: string;
    clientName: string | null;
    notes: string | null;
    interests: string[];
  },
): Promise<string> {
  const [row] = await db
    .insert(contactRequests)
    .values(request)
    .returning({ id: contactRequests.id });
  if (!row) throw new Error("inserting a contact request returned no row");
  return row.id;
}

export async function insertTrialRequest(
  db: Db,
  request: { fullName: string; email: string; fontIds: string[] },
): Promise<string> {
  const [row] = await db.insert(trialRequests).values(request).returning({ id: trialRequests.id });
  if (!row) throw new Error("inserting a trial request returned no row");
  return row.id;
}

export async function findTrialRequest(db: Db, id: string) {
  const [row] = await db
    .select({
      id: trialRequests.id,
      fullName: trialRequests.fullName,
      email: trialRequests.email,
      fontIds: trialRequests.fontIds,
    })
    .from(trialRequests)
    .where(eq(trialRequests.id, id));
  return row;
}
