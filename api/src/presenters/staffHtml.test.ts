import { describe, expect, it } from 'vitest';
import { presentInvoiceStatus } from './invoiceStatus.ts';
import { presentStaffHtml, sanitizeStaffHtml } from './staffHtml.ts';

describe('sanitizeStaffHtml', () => {
  it('keeps formatted text, lists, tables, links and images', () => {
    const html =
      '<h2>Renewal</h2><p style="text-align:center;color:#c00">Please <strong>pay</strong> <em>today</em>.</p>' +
      '<ul><li>one</li></ul><table><tbody><tr><td colspan="2">cell</td></tr></tbody></table>' +
      '<img src="https://cdn.example.com/a.png" alt="logo" width="100" /><img src="data:image/png;base64,AAAA" alt="" />';
    expect(sanitizeStaffHtml(html)).toBe(html);
    expect(
      sanitizeStaffHtml('<a href="https://pay.example.com/1">Pay</a> <a href="mailto:a@b.example">mail</a>'),
    ).toBe(
      '<a href="https://pay.example.com/1" target="_blank" rel="noopener noreferrer">Pay</a> ' +
        '<a href="mailto:a@b.example" target="_blank" rel="noopener noreferrer">mail</a>',
    );
  });

  it('drops scripts, event handlers, script URLs, frames, forms and other styles', () => {
    expect(sanitizeStaffHtml('<p>Hi</p><script>window.__pwned=1</script>')).toBe('<p>Hi</p>');
    expect(sanitizeStaffHtml('<img src=x onerror="window.__pwned=1">')).toBe('<img src="x" />');
    expect(sanitizeStaffHtml('<a href="javascript:alert(1)" onclick="x()">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeStaffHtml('<a href="//evil.example/">x</a>')).toBe(
      '<a target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeStaffHtml('<img src="javascript:alert(1)">')).toBe('<img />');
    expect(sanitizeStaffHtml('<iframe src="https://evil.example"></iframe><object data="x"></object>')).toBe(
      '',
    );
    expect(sanitizeStaffHtml('<form action="https://evil.example"><input name="password"></form>ok')).toBe(
      'ok',
    );
    expect(sanitizeStaffHtml('<svg><script>x()</script></svg><style>body{display:none}</style>t')).toBe('t');
    expect(sanitizeStaffHtml('<p class="modal" id="root" style="position:fixed;color:red">x</p>')).toBe(
      '<p style="color:red">x</p>',
    );
    expect(sanitizeStaffHtml('<p style="background-color:url(javascript:x)">x</p>')).toBe('<p>x</p>');
  });
});

describe('presentStaffHtml', () => {
  it('passes null, and shows escaped text when nothing of a non-empty message survives', () => {
    expect(presentStaffHtml(null)).toBeNull();
    expect(presentStaffHtml('')).toBe('');
    expect(presentStaffHtml('<script>alert(1)</script>')).toBe('&#60;script&#62;alert(1)&#60;/script&#62;');
  });

  it('is what the invoice status sends of the company messages', () => {
    const status = presentInvoiceStatus(
      {
        invoice: null,
        contactName: 'Ann',
        company: {
          freeTrialUntil: null,
          memberSince: '2020-01-01',
          customFullBlock: '<p>Blocked</p><img src=x onerror="window.__pwned=1">',
          modalMessage: '<p onclick="x()">Hi</p><script>window.__pwned=1</script>',
          noInvoiceReminders: false,
        },
      },
      '2026-06-15',
    );
    expect(status).toMatchObject({
      customFullBlock: '<p>Blocked</p><img src="x" />',
      modalMessage: '<p>Hi</p>',
    });
  });
});
