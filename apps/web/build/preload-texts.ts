// The first screen's texts (locales/<lang>/common.json and market.json, and the server texts of
// that language) are chunks the entry asks for only once it has run: on a phone, a round trip after
// the whole entry has downloaded, before the home screen can render. This plugin writes a tiny
// classic script, loaded from <head>, that reads the stored language and adds modulepreload links
// for exactly that language's chunks, so they download beside the entry. An external file rather
// than an inline script: the page's CSP allows only the site's own scripts.
import type { Plugin } from 'vite';

type Chunk = { type: 'chunk'; fileName: string; facadeModuleId: string | null };
type Asset = { type: 'asset'; source: string | Uint8Array };

const FIRST_SCREEN_NAMESPACES = ['common', 'market'];
const LOCALE_FILE = /[\\/]locales[\\/](\w+)[\\/](\w+)\.json$/;
const SERVER_TEXTS_FILE = /[\\/]i18n[\\/]texts\.(\w+)\.ts$/;
const LANG_DEFAULT = 'en';
const STORAGE_KEY_LANG = 'lang';

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

function preloaderSource(byLang: Record<string, string[]>, base: string): string {
  return `(function(){var m=${JSON.stringify(byLang)},l;try{l=localStorage.getItem(${JSON.stringify(STORAGE_KEY_LANG)})}catch(e){}
var f=m[l]||m[${JSON.stringify(LANG_DEFAULT)}]||[];for(var i=0;i<f.length;i++){var k=document.createElement('link');k.rel='modulepreload';k.href=${JSON.stringify(base)}+f[i];document.head.appendChild(k)}})();\n`;
}

export function preloadTexts(): Plugin {
  let base = '/';
  return {
    name: 'platform-preload-texts',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const html = bundle['index.html'] as unknown as Asset | undefined;
        if (!html) return;
        const source = preloaderSource(textChunksByLang(bundle as unknown as Record<string, Chunk | Asset>), base);
        const fileName = this.getFileName(this.emitFile({ type: 'asset', name: 'preload-texts.js', source }));
        const tag = `<script src="${base}${fileName}"></script>`;
        // First in <head>: its links start while the module scripts below are still downloading.
        html.source = String(html.source).replace('<head>', `<head>\n    ${tag}`);
      },
    },
  };
}
