import { zodResolver } from "@hookform/resolvers/zod";
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type UseFormReturn, useForm } from "react-hook-form";
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { Checkbox } from "./Checkbox";
import { CheckboxGroup } from "./CheckboxGroup/CheckboxGroup";
import { Form } from "./Form";
import { Select } from "./Select";
import { Textarea } from "./Textarea";
import { TextField } from "./TextField";

const schema = z.object({
  name: z.string().min(1, "Enter your name"),
  email: z.email("Please enter a valid email address"),
  country: z.string().regex(/^[A-Z]{2}$/, "Please choose a country"),
  notes: z.string().max(10, "Use at most 10 characters for the notes"),
  interests: z.array(z.string()).min(1, "Choose at least one interest"),
  newsletter: z.boolean(),
});
type Values = z.infer<typeof schema>;

const EMPTY: Values = {
  name: "",
  email: "",
  country: "",
  notes: "",
  interests: [],
  newsletter: false,
};

// Each name is checked against the form's values.
const Text = TextField<Values>;

function Enquiry({
  onSubmit,
  onForm,
}: {
  onSubmit: (values: Values) => void;
  onForm?: (form: UseFormReturn<Values>) => void;
}) {
  const form = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY });
  onForm?.(form);
  return (
    <Form form={form} onSubmit={form.handleSubmit(onSubmit)} aria-label="Enquiry">
      <Text name="name" label="Name" autoComplete="name" />
      <Text name="email" label="Email" type="email" autoComplete="email" hint="For the reply." />
      <Select<Values>
        name="country"
        label="Country"
        placeholder="Choose"
        options={[{ value: "GB", label: "United Kingdom" }]}
      />
      <CheckboxGroup<Values>
        name="interests"
        legend="Interested in"
        options={[
          { value: "Retail", label: "Retail" },
          { value: "Custom", label: "Custom" },
        ]}
      />
      <Textarea<Values> name="notes" label="Notes (optional)" rows={3} />
      <Checkbox<Values> name="newsletter" label="Send me the newsletter" />
      <button type="submit">Send</button>
    </Form>
  );
}

const describedBy = (element: HTMLElement) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe("fields bound to their form by name", () => {
  it("posts, so fields sent before hydration stay out of the address", () => {
    render(<Enquiry onSubmit={() => {}} />);
    expect(screen.getByRole("form", { name: "Enquiry" }).getAttribute("method")).toBe("post");
  });

  it("show the error of their own field, tied to the control", async () => {
    let form: UseFormReturn<Values> | undefined;
    render(<Enquiry onSubmit={vi.fn()} onForm={(f) => (form = f)} />);
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(email.hasAttribute("aria-invalid")).toBe(false);

    act(() => form?.setError("email", { type: "server", message: "This email is taken" }));
    expect(screen.getByText("This email is taken")).toBeTruthy();
    expect(email.getAttribute("aria-invalid")).toBe("true");
    expect(describedBy(email)).toEqual(["For the reply.", "This email is taken"]);
    const name = screen.getByRole("textbox", { name: "Name" });
    expect(name.hasAttribute("aria-invalid")).toBe(false);
  });

  it("register their control: what is typed, chosen and ticked is what is submitted", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Enquiry onSubmit={onSubmit} />);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Ada");
    await user.type(screen.getByRole("textbox", { name: "Email" }), "ada@example.com");
    await user.selectOptions(screen.getByRole("combobox", { name: "Country" }), "GB");
    await user.click(screen.getByRole("checkbox", { name: "Custom" }));
    await user.type(screen.getByRole("textbox", { name: "Notes (optional)" }), "Hebrew");
    await user.click(screen.getByRole("checkbox", { name: "Send me the newsletter" }));
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(onSubmit).toHaveBeenCalledOnce();
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: "Ada",
      email: "ada@example.com",
      country: "GB",
      notes: "Hebrew",
      interests: ["Custom"],
      newsletter: true,
    });
    expect(screen.getByRole("textbox", { name: "Name" }).getAttribute("autocomplete")).toBe("name");
  });

  it("are checked on submit: each says what is wrong, the first is focused, nothing is sent", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<Enquiry onSubmit={onSubmit} />);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "Ada");
    await user.type(screen.getByRole("textbox", { name: "Notes (optional)" }), "Far too long");
    await user.click(screen.getByRole("button", { name: "Send" }));

    expect(onSubmit).not.toHaveBeenCalled();
    const email = screen.getByRole("textbox", { name: "Email" });
    expect(describedBy(email)).toEqual(["For the reply.", "Please enter a valid email address"]);
    expect(describedBy(screen.getByRole("combobox", { name: "Country" }))).toEqual([
      "Please choose a country",
    ]);
    expect(describedBy(screen.getByRole("textbox", { name: "Notes (optional)" }))).toEqual([
      "Use at most 10 characters for the notes",
    ]);
    const interests = screen.getByRole("group", { name: "Interested in" });
    expect(describedBy(interests)).toEqual(["Choose at least one interest"]);
    expect(screen.getByRole("textbox", { name: "Name" }).hasAttribute("aria-invalid")).toBe(false);
    expect(document.activeElement).toBe(email);

    // Once refused, a field is checked again as it changes.
    await user.type(email, "ada@example.com");
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
    expect(email.hasAttribute("aria-invalid")).toBe(false);
  });

  it("say plainly when they are not inside a form", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<TextField name="email" label="Email" />)).toThrow(
      'The field "email" is outside a form',
    );
  });

  it("take only the names of the form's values (checked by the typecheck)", () => {
    // @ts-expect-error: "phone" is not one of the form's values.
    const phone = <Text name="phone" label="Phone" />;
    expect(phone.props.name).toBe("phone");
  });
});
