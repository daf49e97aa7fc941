/** What /reset-password says once the form is done with (spec 2.9). */
export const RESET_TEXTS = {
  "signed-in": {
    message: "Your password has been changed and you are logged in. Taking you to your account…",
    link: null,
  },
  changed: {
    message: "Your password has been changed. Log in with your new password.",
    link: { href: "/login", label: "Log in" },
  },
  "link-dead": {
    message:
      "This reset link is invalid, has expired or has already been used. Links work once, for an hour.",
    link: { href: "/login", label: "Request a new link from the login page" },
  },
} as const;
