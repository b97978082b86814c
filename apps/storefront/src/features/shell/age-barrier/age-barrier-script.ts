import { DISMISSED_BANNER_ATTRIBUTE, DISMISSED_BANNER_KEY } from '../banners/dismissed-banner';
import {
  AGE_CONFIRMED_CLASS,
  AGE_REFUSED_CLASS,
  AGE_BARRIER_STORAGE_KEY,
} from './age-barrier-choice';

/** The id of the element the barrier covers (made inert while the barrier shows). */
export const AGE_BARRIER_PAGE_ID = 'ls-page';

/**
 * The age barrier's decision before first paint (ADR 0020). Pages are cached and identical for
 * every visitor, so the server renders the barrier on every page, and this inline script, run
 * before the page content is parsed, reads the stored choice and sets a class on <html> that CSS
 * uses to hide the barrier (or show the refusal): a returning adult never sees it flash.
 *
 * The script reads the store view's minimum age from `data-minimum-age` on <html>, so its bytes
 * are identical on every page and a Content-Security-Policy can allow it by its sha256 hash
 * (`ageBarrierScriptHash()`). It is included twice: at the top of <body> (sets the class) and
 * after the page (the same bytes, now also lifting `inert` from the page when the visitor has
 * confirmed). It mirrors age-barrier-choice.ts; age-barrier-script.test.ts runs both against the
 * same stored values. It also copies the dismissed warning banner's key onto <html>, so the
 * banner's own CSS rule hides a dismissed notice before paint (no layout shift; warning-banner.tsx).
 */
export const AGE_BARRIER_SCRIPT = `(function(){try{var d=document.documentElement,w=localStorage.getItem('${DISMISSED_BANNER_KEY}');if(w&&/^[\\w-]{1,32}$/.test(w))d.setAttribute('${DISMISSED_BANNER_ATTRIBUTE}',w);var m=+d.getAttribute('data-minimum-age');if(!m)return;var r=localStorage.getItem('${AGE_BARRIER_STORAGE_KEY}'),c={};if(r&&r.length<=200){c=JSON.parse(r)||{}}var a=c.confirmedAge,n=c.refusedAge,ok=typeof a==='number'&&a>=m,no=!ok&&typeof n==='number'&&n>0&&n<=m;if(ok)d.classList.add('${AGE_CONFIRMED_CLASS}');if(no)d.classList.add('${AGE_REFUSED_CLASS}');var p=document.getElementById('${AGE_BARRIER_PAGE_ID}');if(ok&&p)p.removeAttribute('inert')}catch(e){}})();`;

/** The CSP source expression that allows the script (`'sha256-...'`), for a future policy. */
export async function ageBarrierScriptHash(): Promise<string> {
  const { createHash } = await import('node:crypto');
  return `'sha256-${createHash('sha256').update(AGE_BARRIER_SCRIPT).digest('base64')}'`;
}
