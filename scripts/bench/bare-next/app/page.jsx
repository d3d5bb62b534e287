export default function Page() {
  return (
    <main>
      <h1>Bare Next</h1>
      <p>One prerendered page: what Next costs with nothing of the application around it.</p>
    </main>
  );
}
