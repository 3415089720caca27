// The app's scripts start after the page has loaded, or at the reader's first touch or key if sooner:
// the text and the picture get the connection first (docs/decisions/016-scripts-after-load.md).

export const HELD_TYPE = "text/x-after-load";

/** Starts the module script Remix wrote, held as data until now, and the preloads of its imports. */
export const AFTER_LOAD_SCRIPT = `(function(){var me=document.currentScript,done=false,on=["pointerdown","keydown","touchstart","focusin"];function start(){if(done)return;done=true;on.forEach(function(e){removeEventListener(e,start,true)});document.querySelectorAll("link[data-modulepreload]").forEach(function(l){l.rel="modulepreload"});var held=document.querySelector('script[type="${HELD_TYPE}"]'),s=document.createElement("script");s.type="module";s.nonce=me.nonce;s.textContent=held.textContent;document.body.appendChild(s)}on.forEach(function(e){addEventListener(e,start,{capture:true,passive:true})});function idle(){window.requestIdleCallback?requestIdleCallback(start,{timeout:1000}):setTimeout(start)}document.readyState==="complete"?idle():addEventListener("load",idle)})()`;

const MODULE_SCRIPT = /<script\b([^>]*?) type="module" async="">(?=[\s\S]*?window\.__remixRouteModules)/;
const MODULE_PRELOAD = /<link rel="modulepreload"/g;

/**
 * Holds back what <Scripts /> wrote: the module script becomes data, and each preload a
 * dns-prefetch of this site, a link <body> may hold that fetches nothing. React 18 hydrates both
 * without complaint (it compares no attributes in production). AFTER_LOAD_SCRIPT, at the end of
 * <body>, starts them. A page without the module script is left as it was.
 */
export function scriptsAfterLoad(html: string, nonce: string | undefined): string {
  const withHeldScript = html.replace(MODULE_SCRIPT, `<script$1 type="${HELD_TYPE}">`);
  if (withHeldScript === html) return html;
  const starter = `<script${nonce ? ` nonce="${nonce}"` : ""}>${AFTER_LOAD_SCRIPT}</script>`;
  const held = withHeldScript.replace(MODULE_PRELOAD, '<link rel="dns-prefetch" data-modulepreload=""');
  const end = held.lastIndexOf("</body>");
  return end === -1 ? held + starter : held.slice(0, end) + starter + held.slice(end);
}
