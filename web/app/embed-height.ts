// embed.html tells the course page around it how tall its content is, so the page can size the
// iframe to fit (issue 16 item 13): `{ type: 'pe-explorer:height', view, height }`, height in whole
// CSS px, posted to the parent on load and on every change of 1 px or more. The height is the
// content's own (the body's box plus its margins), never derived from the frame's height, so a
// page that resizes the frame to it does not feed back into a loop.
export function postContentHeight(explorer: HTMLElement): void {
  let posted = -1;
  const post = (): void => {
    const body = document.body;
    const style = getComputedStyle(body);
    const height = Math.ceil(
      body.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom),
    );
    if (Math.abs(height - posted) < 1) return;
    posted = height;
    window.parent.postMessage({ type: 'pe-explorer:height', view: explorer.getAttribute('view'), height }, '*');
  };
  new ResizeObserver(post).observe(document.body);
  post();
}
