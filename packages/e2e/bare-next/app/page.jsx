export default function Page() {
  return (
    <main>
      <h1>A bare Next.js page</h1>
      <p>
        One heading and one paragraph, server-rendered by the App Router with React hydrating them:
        what every page of the sites ships before a line of their own code.
      </p>
    </main>
  );
}
