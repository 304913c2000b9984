export function NotFound() {
  return (
    <section>
      <h1>Nothing here</h1>
      <p>
        This page does not exist. <a href="/">Go to your matches</a>.
      </p>
    </section>
  );
}
