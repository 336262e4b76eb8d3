import type { KefuApi } from './api/kefu-api.js';
import { mountLoader } from './loader/mount-loader.js';

declare global {
  interface Window {
    /** The Kefu widget's page API, installed by the script-tag build. */
    Kefu?: KefuApi;
  }
}

// The script-tag entry: `<script src="https://kefu.example.com/kefu.js" data-site-key="…" defer></script>`.
// It is the loader only; the full widget is fetched when it is needed (see loader/mount-loader.ts).
const script = (document.currentScript as HTMLScriptElement | null) ?? document.querySelector<HTMLScriptElement>('script[data-site-key]');

// Loaded twice (two tags, or a tag plus a tag manager), the second copy must not mount a second widget.
if (!window.Kefu && script) window.Kefu = mountLoader(script);
