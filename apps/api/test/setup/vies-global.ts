import { startViesStandin } from "@meridian/vies-standin";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    viesUrl: string;
  }
}

/**
 * The stand-in for VIES that every test app checks VAT numbers with (VIES_URL): no test reaches
 * the European Commission's service. Tests that count requests start one of their own.
 */
export default async function setup(project: TestProject) {
  const vies = await startViesStandin({ slowMs: 5_000 });
  project.provide("viesUrl", vies.url);
  return () => vies.close();
}
