"use client";

import { Button } from "@meridian/ui/button";
import { Select } from "@meridian/ui/select";
import { Stack } from "@meridian/ui/stack";
import { TextField } from "@meridian/ui/text-field";
import { useActionState } from "react";
import * as styles from "../../admin.css";
import { type AccountFormState, createAccount, updateAccount } from "./actions";

const START: AccountFormState = { errors: [], done: null };
export const ROLE_OPTIONS = [
  { value: "EDITOR", label: "Editor: drafts, uploads, preview" },
  { value: "PUBLISHER", label: "Publisher: also publish and roll back" },
  { value: "ADMIN", label: "Admin: also staff accounts" },
];

function Outcome({ state }: { state: AccountFormState }) {
  if (state.done) return <p role="status">{state.done}</p>;
  if (state.errors.length === 0) return null;
  return (
    <p role="alert" className={styles.message}>
      {state.errors.map((error) => error.message).join(" ")}
    </p>
  );
}

/** A new member of staff: e-mail, name, role and the first password they sign in with. */
export function NewAccountForm() {
  const [state, action, pending] = useActionState(createAccount, START);
  const errorOf = (field: string) => state.errors.find((error) => error.field === field)?.message;
  return (
    <form action={action} aria-label="New staff account">
      <Stack space={4}>
        <TextField label="E-mail" name="email" type="email" required error={errorOf("email")} />
        <TextField label="Name" name="name" required error={errorOf("name")} />
        <Select label="Role" name="role" options={ROLE_OPTIONS} defaultValue="EDITOR" />
        <TextField
          label="First password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint="They sign in with it, then set up their authenticator app."
          error={errorOf("password")}
        />
        <Outcome state={state} />
        <Button type="submit" variant="primary" disabled={pending}>
          Add the account
        </Button>
      </Stack>
    </form>
  );
}

/** One account's role, and disabling or enabling it. Admins cannot change their own. */
export function AccountActions(props: {
  id: string;
  email: string;
  role: string;
  disabled: boolean;
}) {
  const [state, action, pending] = useActionState(updateAccount, START);
  return (
    <form action={action} aria-label={`Change ${props.email}`} className={styles.filters}>
      <input type="hidden" name="id" value={props.id} />
      <Select
        label={`Role of ${props.email}`}
        hideLabel
        name="role"
        options={ROLE_OPTIONS}
        defaultValue={props.role}
      />
      <Button type="submit" name="change" value="role" size="small" disabled={pending}>
        Change role
      </Button>
      <Button
        type="submit"
        name="change"
        value={props.disabled ? "enable" : "disable"}
        size="small"
        disabled={pending}
      >
        {props.disabled ? `Enable ${props.email}` : `Disable ${props.email}`}
      </Button>
      <Outcome state={state} />
    </form>
  );
}
