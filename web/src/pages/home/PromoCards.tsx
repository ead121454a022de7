import { Link } from 'react-router';
import { FRAUD_WARNINGS_PATH } from '../../router/paths.ts';

const promoCards = [
  {
    title: 'The Network',
    text: 'Close to 3000 verified members in 74 countries: traders, brokers, resellers, refurbishers, service providers and wholesalers.',
    link: { to: '/companies', label: 'Browse the companies' },
  },
  {
    title: 'Trade Safe',
    text: 'Every member is verified before joining. Complaints are followed up and fraud warnings are published for all members.',
    link: { to: FRAUD_WARNINGS_PATH, label: 'Read the fraud warnings' },
  },
  {
    title: 'Top Searches',
    text: 'Over 2,000,000 parts in member inventories. See which part numbers the market is looking for right now.',
    link: { to: '/parts', label: 'Search parts' },
  },
  {
    title: 'Trusted/Gold/Diamond',
    text: 'Members without unsolved complaints become Trusted after 3 years, Gold after 10 and Diamond after 20, with a 1-month return-to-base warranty.',
    link: { to: '/trusted-members', label: 'See the Trusted members' },
  },
] as const;

/** The four promo cards for visitors. */
export function PromoCards() {
  return (
    <section className="promo-cards" aria-label="Why TBS" data-testid="home-promo-cards">
      {promoCards.map((card) => (
        <article key={card.title} className="card promo-card">
          <h2>{card.title}</h2>
          <p>{card.text}</p>
          <Link to={card.link.to}>{card.link.label}</Link>
        </article>
      ))}
    </section>
  );
}
