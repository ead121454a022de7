import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { linkifyMessage } from './linkify.ts';
import { MessageText } from './MessageText.tsx';

const render = (message: string) => renderToStaticMarkup(createElement(MessageText, { message }));

describe('linkifyMessage', () => {
  it('makes http(s), www. and e-mail addresses links and keeps the rest as text', () => {
    expect(
      linkifyMessage('See https://shop.example.com/a?b=1, www.example.com or mail sales@example.com.'),
    ).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://shop.example.com/a?b=1', href: 'https://shop.example.com/a?b=1' },
      { kind: 'text', text: ', ' },
      { kind: 'link', text: 'www.example.com', href: 'https://www.example.com/' },
      { kind: 'text', text: ' or mail ' },
      { kind: 'link', text: 'sales@example.com', href: 'mailto:sales@example.com' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves a javascript: or data: address as text', () => {
    const message = 'click javascript:alert(document.cookie) or data:text/html,<b>x</b>';
    expect(linkifyMessage(message)).toEqual([{ kind: 'text', text: message }]);
  });

  it('renders markup in a message as text, never as HTML', () => {
    const html = render(
      '<script>alert(1)</script> <a href="javascript:alert(1)">x</a> <img src=x onerror=alert(1)>',
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<img');
    expect(html).not.toMatch(/href="javascript:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('keeps a quote out of a link so it cannot close the attribute', () => {
    const html = render('https://example.com/"onmouseover="alert(1)');
    expect(html).toContain(
      '<a href="https://example.com/" target="_blank" rel="noopener noreferrer nofollow">',
    );
    expect(html).not.toContain('onmouseover="alert');
  });
});
