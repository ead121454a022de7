import { useState } from 'react';
import type { FaqEntry } from './helpContent.ts';

/** FAQ list with one answer open at a time. */
export function FaqAccordion({ entries }: { entries: FaqEntry[] }) {
  const [openId, setOpenId] = useState<number | null>(entries[0]?.id ?? null);
  return (
    <div className="accordion" data-testid="faq">
      {entries.map((entry) => {
        const open = entry.id === openId;
        const panelId = `faq-answer-${entry.id}`;
        return (
          <div key={entry.id} className="accordion-item">
            <h3>
              <button
                type="button"
                className="accordion-button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : entry.id)}
              >
                {entry.question}
              </button>
            </h3>
            <div id={panelId} className="accordion-panel" hidden={!open}>
              <p>{entry.answer}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
