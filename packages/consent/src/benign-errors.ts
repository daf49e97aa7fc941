/**
 * Browser messages the error-reporting service drops (spec 8 "Benign browser messages are
 * ignored"): noise that says nothing about a fault in this site's code.
 */

const BENIGN_MESSAGES: readonly RegExp[] = [
  // Layout settled over more than one frame; harmless, and fired by many browsers.
  /ResizeObserver loop limit exceeded/,
  /ResizeObserver loop completed with undelivered notifications/,
  // A cross-origin script failed; the browser hides every detail, so nothing can be done.
  /^Script error\.?$/,
  // The visitor's connection dropped or a request was cancelled by navigation, per browser:
  // Chromium (sometimes with the host in parentheses), Safari, Firefox.
  /^(TypeError: )?Failed to fetch( \(.*\))?$/,
  /^(TypeError: )?Load failed( \(.*\))?$/,
  /^(TypeError: )?NetworkError when attempting to fetch resource\.?$/,
  // Requests cancelled on purpose (an AbortController, a page left mid-request).
  /\bAbortError\b/,
  /^The (user|operation) (aborted a request|was aborted)\.?$/,
  /^signal is aborted without reason$/,
  /^Fetch is aborted$/,
];

/** Schemes of code injected by browser extensions, which this site does not control. */
const EXTENSION_ORIGIN = /\b(chrome|moz|safari|safari-web|ms-browser)-extension:\/\//;

export function isBenignBrowserError(message: string | null | undefined): boolean {
  if (!message) return false;
  const text = message.trim();
  return EXTENSION_ORIGIN.test(text) || BENIGN_MESSAGES.some((pattern) => pattern.test(text));
}

/** The parts of a Sentry event that the filter reads (Sentry's ErrorEvent fits this shape). */
export interface ErrorEventLike {
  message?: string | undefined;
  exception?:
    | {
        values?:
          | ReadonlyArray<{
              type?: string | undefined;
              value?: string | undefined;
              stacktrace?:
                | {
                    frames?:
                      | ReadonlyArray<{
                          filename?: string | undefined;
                          abs_path?: string | undefined;
                        }>
                      | undefined;
                  }
                | undefined;
            }>
          | undefined;
      }
    | undefined;
}

/** True when the event's message, an exception or a stack frame marks it as browser noise. */
export function isBenignErrorEvent(event: ErrorEventLike): boolean {
  if (isBenignBrowserError(event.message)) return true;
  for (const exception of event.exception?.values ?? []) {
    if (exception.type === "AbortError") return true;
    const typed = exception.type ? `${exception.type}: ${exception.value ?? ""}` : undefined;
    if (isBenignBrowserError(exception.value) || isBenignBrowserError(typed)) return true;
    for (const frame of exception.stacktrace?.frames ?? []) {
      if (
        EXTENSION_ORIGIN.test(frame.filename ?? "") ||
        EXTENSION_ORIGIN.test(frame.abs_path ?? "")
      ) {
        return true;
      }
    }
  }
  return false;
}

/** A ready `beforeSend` for Sentry.init: drops benign events, passes the rest unchanged. */
export function dropBenignErrors<E extends ErrorEventLike>(event: E): E | null {
  return isBenignErrorEvent(event) ? null : event;
}
