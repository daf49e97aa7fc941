import {
  EMPTY_CHECKOUT_DETAILS,
  foundryCheckoutRules,
  NO_ERRORS,
  STUDIO_CHECKOUT_RULES,
} from "@meridian/cart/checkout";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { DetailsForm } from "./DetailsForm";
import { DetailsReview } from "./DetailsReview";
import { TestCardForm } from "./TestCardForm";

const countries = [
  { value: "GB", label: "United Kingdom" },
  { value: "DE", label: "Germany" },
  { value: "FR", label: "France" },
];

const foundryRules = foundryCheckoutRules({
  requiresShipping: true,
  lines: [{ licenceType: "basic" }, { licenceType: "web" }, { licenceType: "not_applicable" }],
});

const meta = {
  title: "Checkout/DetailsForm",
  component: DetailsForm,
  args: {
    defaultValues: EMPTY_CHECKOUT_DETAILS,
    countries,
    rules: STUDIO_CHECKOUT_RULES,
    calculating: false,
    onSubmit: async () => NO_ERRORS,
  },
  decorators: [(Story) => <div style={{ maxWidth: 640 }}>{Story()}</div>],
} satisfies Meta<typeof DetailsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The studio's guest: delivery address first, the bill going there unless another is given. */
export const Studio: Story = {};

/** The foundry's customer: billing first, delivery for the goods, a detail per licence type. */
export const Foundry: Story = { args: { rules: foundryRules } };

export const Calculating: Story = { args: { rules: foundryRules, calculating: true } };

/** The payment step: the details read back, then the embedded test provider's card form. */
export const PaymentStep: Story = {
  render: () => (
    <div style={{ display: "grid", gap: 48 }}>
      <DetailsReview
        details={{
          ...EMPTY_CHECKOUT_DETAILS,
          name: "Ada Lovelace",
          email: "ada@example.com",
          line1: "4 Printworks Yard",
          city: "London",
          postcode: "EC1R 0AT",
          basicBrand: "Lovelace & Co",
          domain: "lovelace.example",
        }}
        rules={foundryRules}
        countries={countries}
      />
      <TestCardForm payLabel="Pay £120.00" paying={false} onPay={async () => NO_ERRORS} />
    </div>
  ),
};
