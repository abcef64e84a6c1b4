// embed.html tells the course page around it how tall its content is, so the page can size the
// iframe to fit (issue 16 item 13): `{ type: 'pe-explorer:height', view, height }`, height in whole
// CSS px, posted to the parent on load and on every change of 1 px or more. The height is the
// content's own (the body's box plus its margins), never derived from the frame's height, so a
// page that resizes the frame to it does not feed back into a loop.
//
// The first message waits until the explorer shows something (its view drawn, or a notice that
// refuses a setting): the empty element before the core has loaded is 50 px tall, and a page that
// sized the frame to that would collapse it. This matters most for an embed below the fold: a
// browser may not render a cross-origin frame outside the viewport at all (Chromium throttles it:
// no resize observations until it is scrolled into sight), so a collapsed frame would stay
// collapsed until the reader scrolled to it, and the page would jump then.
export function postContentHeight(explorer: HTMLElement): void {
  let posted = -1;
  const shown = (): boolean =>
    !!explorer.shadowRoot?.querySelector('.view-panel[data-ready="true"]:not([hidden]), #setting-notice:not([hidden])');
  const post = (): void => {
    if (!shown()) return;
    const body = document.body;
    const style = getComputedStyle(body);
    const height = Math.ceil(
      body.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom),
    );
    if (Math.abs(height - posted) < 1) return;
    posted = height;
    window.parent.postMessage({ type: 'pe-explorer:height', view: explorer.getAttribute('view'), height }, '*');
  };
  const sizes = new ResizeObserver(post);
  sizes.observe(document.body);
  // A view that becomes ready, or a notice shown, without the body changing size: measured once
  // the next frame has been laid out, where an observation starts with a report (its layout is due
  // anyway). Measured at once, the layout of whatever the view had just made was forced into the
  // task that made it; measured in an animation frame, before that frame's other callbacks, which
  // changed the view again and had it laid out twice.
  const postAfterLayout = (): void => {
    sizes.unobserve(document.body);
    sizes.observe(document.body);
  };
  if (explorer.shadowRoot) {
    new MutationObserver(postAfterLayout).observe(explorer.shadowRoot, {
      subtree: true,
      attributes: true,
      attributeFilter: ['data-ready', 'hidden'],
    });
  }
  post();
}
