/**
 * The bare page made as large as ours (about 160 KB of HTML, words drawn like a real text so it
 * compresses like one): throughput at equal bytes is the fair comparison for a cached page.
 */
const words = ['شبکه', 'زنجیره', 'کیف‌پول', 'توکن', 'network', 'wallet', 'قرارداد', 'بلاک', 'متاورس', 'اعتبار', 'نود', 'امضا', 'کارمزد', 'ledger', 'گواهی', 'تراکنش'];

function paragraph(seed) {
  let state = seed * 2654435761;
  const out = [];
  for (let i = 0; i < 60; i++) {
    state = (state * 1103515245 + 12345) % 2147483648;
    out.push(words[state % words.length]);
  }
  return out.join(' ');
}

export default function Page() {
  return (
    <main>
      <h1>Bare Next, as large as a library page</h1>
      {Array.from({ length: 140 }, (_, index) => (
        <p key={index}>{paragraph(index + 1)}</p>
      ))}
    </main>
  );
}
