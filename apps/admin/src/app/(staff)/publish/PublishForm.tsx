"use client";

import { Button } from "@meridian/ui/button";
import { Stack } from "@meridian/ui/stack";
import { TextField } from "@meridian/ui/text-field";
import { useActionState } from "react";
import * as styles from "../../admin.css";
import { type PublishState, publish } from "./actions";

const START: PublishState = { errors: [] };

/** The summary the history shows, and Publish: one step, every kind checked together first. */
export function PublishForm({ basedOn }: { basedOn: number }) {
  const [state, action, pending] = useActionState(publish, START);
  return (
    <form action={action}>
      <Stack space={4}>
        {state.errors.length > 0 && (
          <div role="alert" className={styles.message}>
            <p>Nothing was published:</p>
            <ul>
              {state.errors.map((error) => (
                <li key={`${error.field}:${error.message}`}>{error.message}</li>
              ))}
            </ul>
          </div>
        )}
        <input type="hidden" name="basedOn" value={basedOn} />
        <TextField
          label="What this publishes"
          name="summary"
          required
          hint="A line for the history, e.g. 'New family: Geist Italic'."
        />
        <Button type="submit" variant="primary" disabled={pending}>
          Publish
        </Button>
      </Stack>
    </form>
  );
}
