import { useState } from 'react';
import type { FaqEntry } from '../../queries/content.ts';

/** FAQ list with one answer open at a time (opening one closes the other; the first starts open). */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  const [chosenId, setChosenId] = useState<number | null | undefined>(undefined);
  // Until the visitor chooses, the first question is open (entries arrive after the first render).
  const openId = chosenId === undefined ? (entries[0]?.id ?? null) : chosenId;
  return (
    <div className="accordion" data-testid="faq">
      {entries.map((entry) => {
        const open = entry.id === openId;
        const panelId = `faq-answer-${entry.id}`;
        return (
          <div key={entry.id} className="accordion-item" data-testid="faq-item">
            <h3>
              <button
                type="button"
                className="accordion-button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setChosenId(open ? null : entry.id)}
              >
                {entry.question}
              </button>
            </h3>
            <div id={panelId} className="accordion-panel" role="region" hidden={!open}>
              <p>{entry.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
