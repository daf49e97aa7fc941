import { groundColours, LauncherHalf } from "../../components/LauncherHalf";
import { env } from "../../env";
import { getLauncherSetup } from "../../lib/launcher/get-launcher-setup";
import * as styles from "./page.css";

/**
 * The launcher (spec 2.15): the foundry and the studio, half the screen each. The title sits on
 * the foundry's ground where it crosses the rule between them.
 */
export default async function LauncherPage() {
  const setup = await getLauncherSetup();
  return (
    <main className={styles.split} style={groundColours(setup.foundry)}>
      <h1 className={styles.title}>{setup.title}</h1>
      <LauncherHalf link={setup.foundry} href={env.FOUNDRY_URL} />
      <LauncherHalf link={setup.studio} href={env.STUDIO_URL} second />
    </main>
  );
}
