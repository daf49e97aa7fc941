"use client";

import { Button } from "@meridian/ui/button";
import { useActionState } from "react";
import * as styles from "../../admin.css";
import { type RollBackState, rollBack } from "./actions";

const START: RollBackState = { errors: [] };

/** Roll back to one revision: it is published again, as a new revision naming it. */
export function RollBackButton({ revisionId, basedOn }: { revisionId: number; basedOn: number }) {
  const [state, action, pending] = useActionState(rollBack, START);
  return (
    <form action={action}>
      <input type="hidden" name="revisionId" value={revisionId} />
      <input type="hidden" name="basedOn" value={basedOn} />
      <Button type="submit" size="small" disabled={pending}>
        Roll back to revision {revisionId}
      </Button>
      {state.errors.length > 0 && (
        <p role="alert" className={styles.message}>
          {state.errors.map((error) => error.message).join(" ")}
        </p>
      )}
    </form>
  );
}
