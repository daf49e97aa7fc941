import "server-only";
import { SiteSetupDocument } from "@meridian/graphql/content";
import type { InvoiceSeller } from "@meridian/pricing/invoice-view";
import { cache } from "react";
import { readContent } from "../content/read-content";
import { getStudioSetup, studioName } from "../studio/get-studio-setup";

/** Who the invoice is from: the studio's postal address and e-mail, from content. */
export const getInvoiceSeller = cache(async (): Promise<InvoiceSeller> => {
  const [setup, { siteSetup }] = await Promise.all([
    getStudioSetup(),
    readContent(SiteSetupDocument),
  ]);
  const address = siteSetup.studioAddress.filter((line) => line.trim() !== "");
  return {
    address: address.length > 0 ? address : [studioName(setup)],
    email: setup.email,
  };
});
