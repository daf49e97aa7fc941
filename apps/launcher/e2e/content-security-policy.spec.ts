// Guards the launcher's Content Security Policy (issue 13 item 5, issue 44): the page's policy
// names every script the HTML holds by its hash, with no nonce and no 'unsafe-inline', and is
// the same on each load, and the page and its 404 hydrate and load their images without a
// violation.
import { testPagesUnderPolicy } from "@meridian/e2e/csp";

testPagesUnderPolicy(["/", "/no-such-page"], "/");
