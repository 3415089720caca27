// The app's scripts start at the reader's first use of the page (docs/decisions/021): a reader who only reads runs none. A
// tab with step timers running, or a saved copy the service worker shows, starts them at once.
import { EARLY_CLICK } from "./early-click";

export const HELD_TYPE = "text/x-on-use";
/** The tab's store of running step timers (recipe-page/timers.ts): a tab holding them starts the app at once. */
export const SAVED_TIMERS = "step-timers";

// Its imports one to a task (no single task evaluates them all), then the entry; the yield is a message, not a timer a
// test's paused clock could hold back; a mouse move counts only if it moved (Chromium makes one up under a resting pointer).
export const STARTER_SCRIPT = `(function(){var me=document.currentScript,done=false,on=["pointerdown","touchstart","keydown","focusin","wheel","mousemove"];function start(e){if(done||e&&e.type==="mousemove"&&!e.movementX&&!e.movementY)return;done=true;on.forEach(function(e){removeEventListener(e,start,true)});var links=[].slice.call(document.querySelectorAll("link[data-modulepreload]")),held=document.querySelector('script[type="${HELD_TYPE}"]'),entry=(held.textContent.match(/import\\("([^"]+)"\\);?\\s*$/)||[])[1],urls=[];links.forEach(function(l){l.rel="modulepreload";var u=l.getAttribute("href");if(u!==entry)urls.push(u)});var c=new MessageChannel();c.port1.onmessage=next;function later(){c.port2.postMessage(0)}function next(){if(urls.length){import(urls.shift()).then(later,later);return}c.port1.close();var s=document.createElement("script");s.type="module";s.nonce=me.nonce;s.textContent=held.textContent;document.body.appendChild(s)}next()}on.forEach(function(e){addEventListener(e,start,{capture:true,passive:true})});addEventListener("click",function(e){var b=e.target.closest&&e.target.closest('button[type="button"]');if(b&&!document.documentElement.dataset.hydrated)window.${EARLY_CLICK}=b},true);if(document.body.hasAttribute("data-saved-copy"))start();else try{if(sessionStorage.getItem("${SAVED_TIMERS}"))start()}catch(e){}})()`;
