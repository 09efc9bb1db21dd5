import { html, SafeHtml } from './html';

describe('html', () => {
  it('escapes every interpolated value', () => {
    const name = `<script>alert("x")</script> & 'quotes'`;
    expect(html`<p title="${name}">${name}</p>`.text).toBe(
      '<p title="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;quotes&#39;</p>',
    );
  });

  it('keeps markup made by html itself, in arrays too, and leaves out undefined, null and false', () => {
    const items = ['a<b', 'c'].map((item) => html`<li>${item}</li>`);
    expect(html`<ul>${items}</ul>${undefined}${null}${false}${0}`.text).toBe('<ul><li>a&lt;b</li><li>c</li></ul>0');
    expect(html`${new SafeHtml('<br>')}`.text).toBe('<br>');
  });
});
