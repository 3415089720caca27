export interface ShareTarget {
  url: string;
  title: string;
  image: string;
}

/** The four networks, as plain links that work without JavaScript. */
function shareLinks({ url, title, image }: ShareTarget) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    {
      network: "Pinterest",
      href: `https://www.pinterest.com/pin/create/button/?url=${u}&media=${encodeURIComponent(image)}&description=${t}`,
    },
    { network: "X", href: `https://x.com/intent/post?url=${u}&text=${t}&hashtags=recipes,homecooking` },
    { network: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
  ];
}

export function ShareBlock({ target, headingId, heading }: { target: ShareTarget; headingId: string; heading: string }) {
  return (
    <section className="share no-print" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-label">
        {heading}
      </h2>
      <ul className="share-list">
        {shareLinks(target).map((s) => (
          <li key={s.network}>
            <a
              href={s.href}
              target="_blank"
              rel="noopener noreferrer"
              className="share-link"
              onClick={(e) => {
                // A small window where popups are allowed; the link itself otherwise.
                const popup = window.open(s.href, "share", "width=600,height=600");
                if (popup) {
                  popup.opener = null;
                  e.preventDefault();
                }
              }}
            >
              {s.network}
              <span className="visually-hidden"> (opens in a new window)</span>
            </a>
          </li>
        ))}
        {/* Shown by app.css where the browser can share (THEME_SCRIPT marks the page), from the first paint: nothing moves. */}
        <li className="share-native" hidden>
          <button
            type="button"
            className="share-link"
            onClick={() =>
              navigator.share({ title: target.title, url: target.url }).catch((e: Error) => {
                if (e.name !== "AbortError") console.warn("Sharing failed:", e.message);
              })
            }
          >
            More ways to share…
          </button>
        </li>
      </ul>
    </section>
  );
}
