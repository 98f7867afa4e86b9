// What a phone can start before the app's scripts have arrived (about a second on a slow network).
// This plugin writes a tiny classic script, loaded async from <head>, that reads the stored language
// and then:
// - adds modulepreload links for that language's first-screen texts (locales/<lang>/common.json and
//   market.json, and the server texts), chunks the entry would otherwise ask for only once it has run;
// - when the app opens on home, sends the home screen's public calls (app/home-early-requests.ts) and
//   keeps their answers for the API client (lib/early-answers.ts), and once the banners are in, preloads
//   the first banner's image, the screen's largest paint.
// An external file rather than an inline script: the page's CSP allows only the site's own scripts.
import type { Plugin } from 'vite';
import { LANG_DEFAULT, LANGUAGES } from '@platform/shared/languages';
import { STORAGE_KEY_LANG, STORAGE_KEY_TOKEN } from '@platform/shared/constants';
import { HOME_BANNERS_REQUEST, HOME_EARLY_GETS, HOME_HASHES } from '../src/app/home-early-requests.ts';
import { apiUrl } from '../src/lib/api-url.ts';

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null };
type Asset = { type: 'asset'; source: string | Uint8Array };

const FIRST_SCREEN_NAMESPACES = ['common', 'market'];
const LOCALE_FILE = /[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/;
const SERVER_TEXTS_FILE = /[\\/]i18n[\\/]texts\.(\w+)\.ts$/;
/** Stands for the language in the URLs written at build time; the script puts the stored one in. */
const LANG_SLOT = '__lang__';

/** For each language, the chunks of its first-screen texts. */
function textChunksByLang(bundle: Record<string, Chunk | Asset>): Record<string, string[]> {
  const byLang: Record<string, string[]> = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.facadeModuleId) continue;
    const locale = LOCALE_FILE.exec(output.facadeModuleId);
    const serverTexts = SERVER_TEXTS_FILE.exec(output.facadeModuleId);
    const lang = locale && FIRST_SCREEN_NAMESPACES.includes(locale[2] ?? '') ? locale[1] : serverTexts?.[1];
    if (lang) (byLang[lang] ??= []).push(output.fileName);
  }
  return byLang;
}

/** The script's source. Plain ES5: it runs before anything else and must not fail on an old browser. */
export function earlyStartSource(byLang: Record<string, string[]>, base: string): string {
  const json = JSON.stringify;
  const gets = HOME_EARLY_GETS.map((get) => apiUrl(get.path, get.params, LANG_SLOT));
  const banners = apiUrl(HOME_BANNERS_REQUEST.path, HOME_BANNERS_REQUEST.params, LANG_SLOT);
  return `(function(){var d=document,l,t=null;try{l=localStorage.getItem(${json(STORAGE_KEY_LANG)});t=localStorage.getItem(${json(STORAGE_KEY_TOKEN)})}catch(e){}
if(${json(LANGUAGES)}.indexOf(l)<0)l=${json(LANG_DEFAULT)};
function link(r,h,a){var k=d.createElement('link');k.rel=r;k.href=h;if(a){k.as=a;k.fetchPriority='high'}d.head.appendChild(k)}
var f=${json(byLang)}[l]||[];for(var i=0;i<f.length;i++)link('modulepreload',${json(base)}+f[i]);
if(${json(HOME_HASHES)}.indexOf(location.hash)<0||!window.fetch||!window.Promise)return;
var h={Accept:'application/json'};if(t)h.Authorization=t;
var a=window.__earlyAnswers={},g=${json(gets)},s=${json(LANG_SLOT)};
for(var j=0;j<g.length;j++){var u=g[j].replace(s,encodeURIComponent(l));a[u]=fetch(u,{headers:h,credentials:'same-origin'}).then(function(r){return r.text().then(function(x){return{ok:r.ok,status:r.status,text:x}})})}
var b=a[${json(banners)}.replace(s,encodeURIComponent(l))];
b&&b.then(function(r){var c=JSON.parse(r.text).message.data[0].cover;if(c)link('preload',c,'image')}).catch(function(){});})();
`;
}

export function earlyStart(): Plugin {
  let base = '/';
  return {
    name: 'platform-early-start',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'] as unknown as Asset | undefined;
        if (!html) return;
        const source = earlyStartSource(textChunksByLang(bundle as unknown as Record<string, Chunk | Asset>), base);
        const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'early-start.js', source }));
        // First in <head>, async: its requests start while the module scripts below are still
        // downloading, and it holds up neither the parser nor the splash's first paint.
        const tag = `<script async src="${base}${fileName}"></script>`;
        html.source = String(html.source).replace('<head>', `<head>\n    ${tag}`);
      },
    },
  };
}
