// The first screen's one inline script, and its hash for the Content-Security-Policy.
import { createHash } from 'node:crypto';
import { STORAGE_KEYS } from '@dukkan/contracts/constants';
import { FIRST_SCREEN_DIALOG_ID, FIRST_SCREEN_ID } from '@dukkan/contracts/first-screen';

/**
 * The longest the copy waits for its faces before it shows in whatever the browser has, in ms:
 * as long as a `font-display: block` face hides its text.
 */
export const FACES_WAIT_MS = 3000;

/**
 * The script, right after the first screen. The copy comes `hidden` (not laid out) and shows
 * once the faces it is drawn in have loaded (the base part's font preloads name them:
 * `data-font`, `data-text`, shell/src/first-screen/render-first-screen.tsx), or after
 * FACES_WAIT_MS, or at once when the browser cannot tell. It is laid out once, in its own faces.
 * Shown while they still loaded, its first layout drew the text in the fallback faces, and
 * looking those up, with the system's fallback for every Arabic letter, was most of that layout
 * (53 of 77 ms on `/ar/mangoes-6` at full speed), in a task Lighthouse counts as blocking after
 * the first paint (issue 14, docs/performance.md). Being hidden until the script runs also
 * keeps a paint from showing half a header while the HTML still streams in, and without scripts
 * the page's noscript message shows instead of a copy that cannot work. The script also takes
 * the dialog away when this browser has an area saved after all: the `store` cookie lives for
 * the browser session, the saved choice in localStorage (`STORAGE_KEYS.storeChoice`) longer.
 * Without storage the app asks for the area too, so the dialog stays.
 */
export const FIRST_SCREEN_SCRIPT = `(function(){var s=document.getElementById('${FIRST_SCREEN_ID}'),d=document.getElementById('${FIRST_SCREEN_DIALOG_ID}');try{if(d&&localStorage.getItem('${STORAGE_KEYS.storeChoice}')!==null)d.remove()}catch(e){}function show(){s.hidden=false}try{var l=s.querySelectorAll('link[data-font]'),f=[];for(var i=0;i<l.length;i++)f.push(document.fonts.load(l[i].getAttribute('data-font'),l[i].getAttribute('data-text')));setTimeout(show,${FACES_WAIT_MS});Promise.all(f).then(show,show)}catch(e){show()}})()`;

/** The script's hash for the Content-Security-Policy, which allows no other inline script. */
export const FIRST_SCREEN_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_SCREEN_SCRIPT).digest('base64')}'`;
