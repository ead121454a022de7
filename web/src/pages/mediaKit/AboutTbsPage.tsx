const tbsFigures = [
  { value: '2800+', label: 'members' },
  { value: '74', label: 'countries' },
  { value: '3000+', label: 'daily sessions' },
  { value: '18000+', label: 'daily page views' },
  { value: '300000+', label: 'broadcasts daily' },
  { value: '2,000,000+', label: 'parts' },
];

/** TBS in numbers. */
export function AboutTbsPage() {
  return (
    <article className="prose">
      <h1>About TBS</h1>
      <p>
        TBS is the B2B marketplace of the circular IT industry since 1999: traders, brokers, refurbishers and
        service providers trading computers, laptops, servers, mobiles and parts.
      </p>
      <ul className="figures" data-testid="media-kit-figures">
        {tbsFigures.map((figure) => (
          <li key={figure.label} className="card figure">
            <strong>{figure.value}</strong> {figure.label}
          </li>
        ))}
      </ul>
    </article>
  );
}
