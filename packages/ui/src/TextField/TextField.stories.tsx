import type { Meta, StoryObj } from "@storybook/react-vite";
import { Checkbox } from "../Checkbox/Checkbox";
import { Select } from "../Select/Select";
import { Textarea } from "../Textarea/Textarea";
import { TextField } from "./TextField";

const meta = {
  title: "Forms/TextField",
  component: TextField,
  args: { label: "Email", type: "email", name: "email" },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithHint: Story = { args: { hint: "We send the receipt and your downloads here." } };
export const WithError: Story = {
  args: { defaultValue: "hello@", error: "Please enter a valid email address" },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: "hello@meridian.example" } };

/** The newsletter form as the footer sets it (spec 2.5, 5), showing both messages' places. */
export const NewsletterForm: Story = {
  render: () => (
    <form style={{ display: "grid", gap: 16 }} noValidate>
      <TextField
        label="Email"
        type="email"
        name="email"
        defaultValue="hello@"
        error="Please enter a valid email address"
      />
      <Checkbox
        label="I have read and accept the privacy policy"
        name="acceptedPrivacy"
        error="Please accept the privacy policy"
      />
    </form>
  ),
};

/** Every field kind together: a contact form. */
export const ContactForm: Story = {
  render: () => (
    <form style={{ display: "grid", gap: 16 }} noValidate>
      <TextField label="Name" name="name" autoComplete="name" required />
      <TextField label="Company name" name="companyName" autoComplete="organization" required />
      <TextField label="Email" type="email" name="email" autoComplete="email" required />
      <Select
        label="Interest"
        name="interests"
        placeholder="Choose one"
        hint="What would you like to talk about?"
        options={[
          "Custom font",
          "Modified font",
          "Logo",
          "Localisation",
          "Hinting",
          "Licensing",
          "Other",
        ].map((value) => ({ value, label: value }))}
      />
      <Textarea label="Notes" name="notes" hint="Optional" />
      <Checkbox label="Send me the newsletter" name="newsletter" defaultChecked />
    </form>
  ),
};
