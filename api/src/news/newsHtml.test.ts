import { describe, expect, it } from 'vitest';
import { newsExcerpt, sanitizeNewsHtml } from './newsHtml.ts';

describe('sanitizeNewsHtml', () => {
  it.each([
    ['a script tag', '<p>a</p><script>alert(1)</script>', '<p>a</p>'],
    [
      'img onerror',
      '<img src="https://x.example/a.png" onerror="alert(1)" />',
      '<img src="https://x.example/a.png" />',
    ],
    [
      'a javascript: link',
      '<a href="javascript:alert(1)">x</a>',
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    ],
    [
      'an entity-encoded javascript: link',
      '<a href="jav&#x61;script:alert(1)">x</a>',
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    ],
    ['svg onload', '<svg onload="alert(1)"><g></g></svg>ok', 'ok'],
    [
      'a style expression',
      '<p style="width: expression(alert(1)); color: red">x</p>',
      '<p style="color:red">x</p>',
    ],
    ['an iframe', '<iframe src="https://evil.example"></iframe>ok', 'ok'],
    [
      'a data: link',
      '<a href="data:text/html,<script>alert(1)</script>">x</a>',
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    ],
  ])('removes %s', (_name, html, clean) => {
    expect(sanitizeNewsHtml(html)).toBe(clean);
  });
});

describe('embedded videos', () => {
  it('become links to the video (YouTube with its thumbnail); other frames are dropped', () => {
    const html =
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?si=x" onload="alert(1)"></iframe>' +
      '<iframe src="https://player.vimeo.com/video/12345"></iframe>' +
      '<iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe>' +
      '<iframe src="javascript:alert(1)//https://www.youtube.com/embed/abcdefgh"></iframe>';
    expect(sanitizeNewsHtml(html)).toBe(
      '<a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ" target="_blank" rel="noopener noreferrer">' +
        '<img src="https://i.ytimg.com/vi/dQw4w9WgXcQ/hqdefault.jpg" alt="Watch the video on YouTube" /></a>' +
        '<a href="https://vimeo.com/12345" target="_blank" rel="noopener noreferrer">Watch the video on Vimeo</a>',
    );
  });

  it('cannot be used to smuggle markup through the thumbnail', () => {
    const html =
      '<a href="https://www.youtube.com/watch?v=x" data-video-thumbnail="javascript:alert(1)">x</a>';
    expect(sanitizeNewsHtml(`<iframe src="https://nowhere.example"></iframe>${html}`)).toBe(
      '<a href="https://www.youtube.com/watch?v=x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });
});

describe('newsExcerpt', () => {
  it('keeps a short body whole', () => {
    expect(newsExcerpt('<p>Short <b>news</b>.</p>')).toEqual({
      body: '<p>Short <b>news</b>.</p>',
      doReadMore: false,
    });
  });

  it('cuts at a word within the limit and closes what it leaves open', () => {
    const excerpt = newsExcerpt('<ul><li>first item here</li><li><b>second item</b> goes on</li></ul>', 25);
    expect(excerpt).toEqual({
      body: '<ul><li>first item here</li><li><b>second...</b></li></ul>',
      doReadMore: true,
    });
  });

  it('reads more when only an element follows the limit, and not for trailing whitespace', () => {
    expect(newsExcerpt('<p>exactly ten</p><img src="https://x.example/a.png" />', 11)).toEqual({
      body: '<p>exactly ten</p>',
      doReadMore: true,
    });
    expect(newsExcerpt('<p>exactly ten</p>\n', 11).doReadMore).toBe(false);
  });

  it('counts escaped text and never leaves a broken entity', () => {
    const { body } = newsExcerpt('<p>AT&amp;T AT&amp;T AT&amp;T AT&amp;T</p>', 15);
    expect(body).toBe('<p>AT&amp;T...</p>');
  });

  it('keeps links and images before the cut sanitised', () => {
    const { body } = newsExcerpt(
      `<p><a href="/companies/7" onclick="x()">Acme</a> ${'word '.repeat(100)}</p>`,
      40,
    );
    expect(body).toMatch(
      /^<p><a href="\/companies\/7" target="_blank" rel="noopener noreferrer">Acme<\/a> word/,
    );
    expect(body).not.toContain('onclick');
  });
});
