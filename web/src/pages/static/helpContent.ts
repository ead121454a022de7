import { SOCIAL_LINKS } from '../../shell/externalLinks.ts';

export interface TutorialVideo {
  id: number;
  title: string;
  url: string;
}

export interface FaqEntry {
  id: number;
  question: string;
  answer: string;
}

const videoChannel = SOCIAL_LINKS.find((link) => link.label === 'YouTube')?.href ?? '';

/** The two tutorial videos (linked, not embedded: no third-party content is loaded). */
export const TUTORIAL_VIDEOS: TutorialVideo[] = [
  { id: 1, title: 'How to send broadcasts', url: videoChannel },
  { id: 2, title: 'How to search and save broadcasts', url: videoChannel },
];

export const FAQ_ENTRIES: FaqEntry[] = [
  {
    id: 1,
    question: 'How do I send a broadcast?',
    answer:
      'Open Broadcasts and choose Compose. Pick the list that matches your product, WTB or WTS, and fill in quantity, brand, part number, condition and price. Please follow the Broadcast Rules.',
  },
  {
    id: 2,
    question: 'How do I search and save broadcasts?',
    answer:
      'Type a part number or description in the search box on Broadcasts. Choose Save to keep the search and receive new matches immediately or in a daily digest.',
  },
  {
    id: 3,
    question: 'What do Trusted, Gold and Diamond mean?',
    answer:
      'Members without unsolved complaints become Trusted after 3 years of membership, Gold after 10 and Diamond after 20. They give a 1-month return-to-base warranty.',
  },
  {
    id: 4,
    question: 'How do I protect my account?',
    answer:
      'Enable 2-Factor Authentication from the user menu. You then sign in with your password and a 6-digit code from an authenticator app.',
  },
  {
    id: 5,
    question: 'What if a deal goes wrong?',
    answer:
      'File a complaint from the company profile. TBS does not mediate for C- or D-grade hardware, deals under 2,000 EUR, goods sold As Is, or software.',
  },
];
