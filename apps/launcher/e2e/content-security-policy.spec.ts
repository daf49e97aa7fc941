// Guards the launcher's Content Security Policy (issue 13 item 5): the page carries the policy
// with a fresh nonce on each load, script-src has no 'unsafe-inline', every script the HTML
// holds has the nonce, and the page and its 404 hydrate and load their images without a
// violation.
import { testPagesUnderPolicy } from "@meridian/e2e/csp";

testPagesUnderPolicy(["/", "/no-such-page"], "/");
