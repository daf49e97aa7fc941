export const metadata = {
  title: "A bare Next.js page",
  description: "The framework's floor for pnpm bench: the least a Next.js App Router page ships.",
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
