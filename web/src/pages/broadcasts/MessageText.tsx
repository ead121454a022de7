import { linkifyMessage } from './linkify.ts';

/** A broadcast's message with its addresses as links, built as React nodes: the text is never parsed as HTML. */
export function MessageText({ message }: { message: string }) {
  return (
    <div className="broadcast-message" data-testid="broadcast-message">
      {linkifyMessage(message).map((segment, index) =>
        segment.kind === 'link' ? (
          <a key={index} href={segment.href} target="_blank" rel="noopener noreferrer nofollow">
            {segment.text}
          </a>
        ) : (
          <span key={index}>{segment.text}</span>
        ),
      )}
    </div>
  );
}
