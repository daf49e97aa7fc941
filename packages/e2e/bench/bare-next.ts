import { benchBareNext } from "../src/lighthouse";

await benchBareNext();
